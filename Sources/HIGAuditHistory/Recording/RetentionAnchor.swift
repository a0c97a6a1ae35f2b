/// Where the history's retention measures age from: the newest event when the recorder
/// first wrote, plus the time it has seen pass since, never more than the wall clock.
/// A clock set 200 days ahead ages nothing by 200 days, and a daemon stopped for a month
/// ages nothing by that month: an event is pruned once the history has seen it grow old.
package struct RetentionAnchor: Sendable, Equatable {
    /// The newest event's time (seconds since 1970) when the anchor was set.
    package var newest: Int64
    /// `HistoryClock.elapsed` when the anchor was set.
    package var elapsedAtAnchor: Int64

    package init(newest: Int64, elapsedAtAnchor: Int64) {
        self.newest = newest
        self.elapsedAtAnchor = elapsedAtAnchor
    }

    /// Events before this time may be pruned, keeping `days` days of age.
    package func pruneBefore(days: Int, wall: Int64, elapsed: Int64) -> Int64 {
        let seen = newest + max(0, elapsed - elapsedAtAnchor)
        return min(wall, seen) - Int64(days) * 86400
    }
}
