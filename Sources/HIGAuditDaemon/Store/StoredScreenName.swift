import HIGAuditCore

/// A report's screen name as the daemon keeps it for every screen. Most are their source's
/// default name (`SourceAuditor.screenName(forPath:)`), or that and a suffix (`#` and an
/// Interface Builder object id): those are kept as the suffix alone, short enough to be held
/// inline, and the name is made again when asked. A string of its own for each screen
/// scattered small blocks all over the heap (docs/benchmarks.md, "Memory per screen").
struct StoredScreenName: Sendable, Equatable {
    /// The suffix after U+0000, or the name itself; a name that starts with U+0000 or
    /// U+0001 is kept after U+0001. One string, so that it takes two words, not three.
    private let text: String

    /// `screen`, the name of a report of `source` (its display form, as reports give it).
    init(_ screen: String, source: String) {
        let defaultName = SourceAuditor.screenName(forPath: source)
        if screen.utf8.starts(with: defaultName.utf8) {
            text = "\u{0}" + String(decoding: screen.utf8.dropFirst(defaultName.utf8.count), as: UTF8.self)
        } else if let first = screen.utf8.first, first <= 1 {
            text = "\u{1}" + screen
        } else {
            text = screen
        }
    }

    /// The name, for a report of `source`.
    func name(source: String) -> String {
        switch text.utf8.first {
        case 0: SourceAuditor.screenName(forPath: source) + String(decoding: text.utf8.dropFirst(), as: UTF8.self)
        case 1: String(decoding: text.utf8.dropFirst(), as: UTF8.self)
        default: text
        }
    }
}
