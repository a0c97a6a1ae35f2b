import HIGAuditCore

/// Keeps the history's times in order when the clock reads earlier than events it already
/// holds (a clock set behind, or an earlier run's set ahead): such an observation is
/// recorded at the newest event's time, its own reading kept beside it as `clockRead`,
/// and the day's totals go to that event's day, not to a day the history has left behind.
/// Nothing already recorded is changed: the events keep the order they were recorded in.
package struct EventTimeline: Sendable, Equatable {
    /// How far behind the newest event a reading may be and still be taken as it is: the
    /// clocks of daemons sharing one history differ by a little.
    package static let tolerance: Int64 = 300

    /// The newest event time the history holds, as far as this recorder knows.
    package private(set) var newest: Int64?
    /// Whether the clock read behind `newest` at the last write.
    package private(set) var isBehind = false

    package init(newest: Int64?) {
        self.newest = newest
    }

    /// The time to record a reading at, and the reading itself when that differs.
    package func stamp(_ reading: Int64) -> (at: Int64, clockRead: Int64?) {
        guard let newest, reading < newest - Self.tolerance else { return (reading, nil) }
        return (newest, reading)
    }

    /// Stamps a batch about to be written with the clock reading `now`: what changed in
    /// whether the clock is behind, if anything.
    package mutating func stamp(_ batch: inout HistoryBatch, now: Int64) -> HistoryNotice? {
        for index in batch.observations.indices {
            let (at, clockRead) = stamp(batch.observations[index].at)
            batch.observations[index].at = at
            batch.observations[index].clockRead = clockRead
        }
        if let gap = batch.gap { batch.gap?.to = stamp(gap.to).at }
        let behind = stamp(now).clockRead != nil
        if behind, let newest, batch.totals != nil { batch.totals?.day = UTCTime.day(newest) }
        defer { isBehind = behind }
        switch (isBehind, behind) {
        case (false, true): return .clockBehind(reading: now, newest: newest ?? now)
        case (true, false): return .clockAgrees
        default: return nil
        }
    }

    /// Takes in the events a write recorded.
    package mutating func recorded(_ events: [HistoryEvent]) {
        guard let latest = events.lazy.map(\.at).max() else { return }
        newest = max(newest ?? latest, latest)
    }
}
