import HIGAuditCore

/// What one write takes: the observations of a settle window, the day's totals, and a
/// gap when observations were lost. Written in one transaction.
package struct HistoryBatch: Sendable {
    package struct Gap: Sendable, Hashable {
        package var from: Int64
        package var to: Int64
        package var lost: Int

        package init(from: Int64, to: Int64, lost: Int) {
            self.from = from
            self.to = to
            self.lost = lost
        }
    }

    package var tree: String
    package var observations: [ScreenObservation]
    /// The observations are the first scan of a tree the history had no screens of: their
    /// events are `first-scan`, not `added`.
    package var firstScan: Bool
    package var totals: DailyTotals?
    package var gap: Gap?

    package init(
        tree: String, observations: [ScreenObservation], firstScan: Bool = false, totals: DailyTotals? = nil, gap: Gap? = nil
    ) {
        self.tree = tree
        self.observations = observations
        self.firstScan = firstScan
        self.totals = totals
        self.gap = gap
    }
}

/// A history database: SQLite or PostgreSQL, one schema, migrated by `prepare`.
package protocol HistoryStore: Sendable {
    /// Connects (again, after a failure) and brings the schema up to date.
    func prepare() async throws
    /// Writes a batch in one transaction: each observation becomes an event against the
    /// screen's state (none when nothing changed), and the state is updated. A tree
    /// with no state yet records its screens as a first scan. Returns the events written.
    @discardableResult
    func record(_ batch: HistoryBatch) async throws -> [HistoryEvent]
    func events(_ query: HistoryQuery) async throws -> [HistoryEvent]
    /// Whether the history has screens of `tree` (else the tree's first scan is recorded as such).
    func hasScreens(tree: String) async throws -> Bool
    /// Deletes the oldest events (of any tree) while the database takes more than
    /// `maxBytes`; how many it deleted. Screens' states and daily totals are kept.
    func pruneToSize(maxBytes: Int64) async throws -> Int
    /// Deletes the events (of any tree) recorded before `before` (seconds since 1970); how
    /// many it deleted.
    func pruneEvents(before: Int64) async throws -> Int
    /// The time of the newest event of any tree (seconds since 1970); nil when there is none.
    func newestEventTime() async throws -> Int64?
    /// The `ScreenState.digest` of each screen of `tree` the history knows.
    func digests(tree: String) async throws -> [ScreenIdentity: Int64]
    /// The daily totals of the last `days` days up to `now`, oldest first, every tree.
    func trends(days: Int, now: Int64) async throws -> [DailyTotals]
    /// The overview's digest for one tree.
    func digest(tree: String, now: Int64, days: Int) async throws -> HistoryDigest
    func close() async
}

/// Why the history could not be written or read.
package struct HistoryFailure: Error, Sendable, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
