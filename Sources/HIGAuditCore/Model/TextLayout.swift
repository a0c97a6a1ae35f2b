/// How an element lays its text out at larger text sizes: the `maxLines`, `lineBreak` and
/// `fixedHeight` keys (`dynamic-type.md`).
public struct TextLayout: Sendable, Hashable {
    /// `maxLines`: 0 for no limit; nil when absent (unknown).
    public var maxLines: Int?
    /// `lineBreak`; nil when absent.
    public var lineBreak: LineBreak?
    /// `fixedHeight`: a constraint fixes the element's height (default false).
    public var fixedHeight: Bool

    public init(maxLines: Int? = nil, lineBreak: LineBreak? = nil, fixedHeight: Bool = false) {
        self.maxLines = maxLines
        self.lineBreak = lineBreak
        self.fixedHeight = fixedHeight
    }
}
