import HIGAuditCore

/// Which screen of a tree: its source path, its screen name and, for inputs audited in
/// each appearance, the appearance ("" otherwise).
public struct ScreenIdentity: Sendable, Hashable, Codable {
    public var source: String
    public var screen: String
    public var appearance: String

    public init(source: String, screen: String, appearance: String = "") {
        self.source = source
        self.screen = screen
        self.appearance = appearance
    }
}

/// What one audit (or a removal) said about a screen, handed to the history as it happens.
public struct ScreenObservation: Sendable {
    public enum Change: Sendable {
        case audited(status: String, findings: [HistoryFinding])
        case removed
    }

    public var screen: ScreenIdentity
    /// Seconds since 1970.
    public var at: Int64
    public var change: Change
    /// Made during the daemon's first scan (set by the recorder).
    public var duringFirstScan = false

    public init(screen: ScreenIdentity, at: Int64, change: Change) {
        self.screen = screen
        self.at = at
        self.change = change
    }

    /// An audited report's observation, its messages in `language`.
    public init(_ report: ScreenReport, at: Int64, in language: Language) {
        self.init(screen: ScreenIdentity(source: report.source, screen: report.screen, appearance: report.appearance?.rawValue ?? ""),
                  at: at, change: .audited(status: report.status.rawValue, findings: report.findings.map { HistoryFinding($0, in: language) }))
    }
}

/// What history knows of a screen now: its status and findings after the last audit.
public struct ScreenState: Sendable, Hashable, Codable {
    public var status: String
    public var findings: [HistoryFinding]

    public init(status: String, findings: [HistoryFinding]) {
        self.status = status
        self.findings = findings
    }
}
