/// Something the recorder did or saw that the daemon's log should say.
package enum HistoryNotice: Sendable, Equatable {
    /// Events older than the retention's days were pruned: those before `before`.
    case prunedByAge(events: Int, before: Int64)
    /// The oldest events were pruned to keep the database within `maxBytes`.
    case prunedBySize(events: Int, maxBytes: Int64)
    /// The clock reads earlier than the newest event the history holds: events are
    /// recorded at that event's time, flagged, until the clock passes it.
    case clockBehind(reading: Int64, newest: Int64)
    /// The clock no longer reads behind the history.
    case clockAgrees
}
