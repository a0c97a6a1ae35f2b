/// One report of a source file, and where it belongs among the reports.
public struct SourceReport: Sendable {
    /// The report of the screen.
    public var report: ScreenReport
    /// The frame's node id for a frame of a Figma export, the root view's object id for a
    /// screen of an Interface Builder document; nil for a screen description.
    public var frameId: String?
    /// The report's path below `REPORTS/screens/`, ending in `.json` as the daemon's
    /// report paths expect: the source path for a screen description (`a/b.json`,
    /// `a/b.yaml`, to which `.json` is appended as usual); for a Figma frame the source
    /// path, `/`, and the node id as a file name (`a/b.json/25-0.json`); for an Interface
    /// Builder screen the source path, `/`, the object id and `.json` or `.dark.json`.
    /// Nothing in it comes from a layer's or a view's name.
    public var reportKey: String

    /// A report and where it belongs among the reports.
    public init(report: ScreenReport, frameId: String?, reportKey: String) {
        self.report = report
        self.frameId = frameId
        self.reportKey = reportKey
    }
}
