/// Everything a configuration file sets.
public struct Settings: Sendable, Hashable {
    /// What changes findings: profile, rules, limits, words.
    public var audit = AuditConfiguration()
    /// The language of messages and reports, when the file names one.
    public var language: Language?
    /// Input files larger than this are refused unread.
    public var inputLimit = 16 * 1024 * 1024
    /// Paths (relative to a watched or named directory) that are not audited.
    public var ignore: [Glob] = []
    /// The daemon's folders, socket and timing.
    public var daemon = DaemonSettings()
    /// Where the daemon keeps its history, and for how long.
    public var history = HistorySettings()

    /// The settings of an empty configuration file: every value at its default.
    public init() {}

    /// Whether the path, relative to a watched or named directory, matches an ignore glob.
    public func isIgnored(_ relativePath: String) -> Bool {
        ignore.contains { $0.matches(relativePath) }
    }
}

/// The daemon's part of the configuration.
public struct DaemonSettings: Sendable, Hashable {
    /// The folders to watch, each audited recursively.
    public var watch: [String] = []
    /// Where reports, pages, the index and SARIF go.
    public var reports: String?
    /// The Unix socket of the status API.
    public var socket: String?
    /// The socket's permission bits.
    public var socketMode: Int = 0o660
    /// How long the tree must stay quiet before a burst of changes is audited.
    public var settleMilliseconds = 100
    /// One audit per core unless set.
    public var parallelAudits: Int?

    /// The daemon's defaults: nothing watched, socket mode 0660, 100 ms to settle, one audit per core.
    public init() {}
}

/// Where the daemon keeps the history of what its audits changed, and for how long.
public struct HistorySettings: Sendable, Hashable {
    /// Whether the daemon keeps a history at all (default true).
    public var enabled = true
    /// A `postgres://` URL; nil keeps the history in `history.sqlite` in the reports folder.
    public var url: String?
    /// Events older than this many days are pruned (daily totals are kept).
    public var days = 90

    /// The defaults: history kept in SQLite in the reports folder, pruned after 90 days.
    public init() {}
}

extension Profile: FormatEnumeration {}
extension Severity: FormatEnumeration {}
extension Language: FormatEnumeration {}
