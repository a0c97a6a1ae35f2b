/// The observations waiting to be written, kept in order up to a bound. Past the bound the
/// oldest are dropped and counted, so that the next write records a gap, never silently.
package struct PendingObservations: Sendable {
    package let bound: Int
    package private(set) var items: [ScreenObservation] = []
    /// The observations dropped since the last write, and when the first and last of them were made.
    package private(set) var lost: HistoryBatch.Gap?
    /// When the oldest waiting observation was made (by the recorder's clock), for pacing.
    package private(set) var oldest: ContinuousClock.Instant?

    package init(bound: Int) {
        self.bound = max(1, bound)
    }

    package var isEmpty: Bool { items.isEmpty && lost == nil }

    package mutating func append(_ observation: ScreenObservation, now: ContinuousClock.Instant) {
        if items.isEmpty { oldest = now }
        items.append(observation)
        guard items.count > bound else { return }
        let dropped = items.count - bound
        for old in items.prefix(dropped) { addLost(HistoryBatch.Gap(from: old.at, to: old.at, lost: 1)) }
        items.removeFirst(dropped)
    }

    /// The oldest `limit` observations waiting (all of them by default) and the gap before
    /// them, for one write; put back with `restore` if the write fails. A write bounded so
    /// holds only so many rendered findings at once, however far behind the writer is.
    package mutating func take(upTo limit: Int = .max) -> (items: [ScreenObservation], lost: HistoryBatch.Gap?) {
        let taken = (items: Array(items.prefix(max(1, limit))), lost: lost)
        items.removeFirst(taken.items.count)
        lost = nil
        if items.isEmpty { oldest = nil }
        return taken
    }

    /// Puts a failed write's observations back before the ones that came since, still bounded.
    package mutating func restore(_ taken: (items: [ScreenObservation], lost: HistoryBatch.Gap?), now: ContinuousClock.Instant) {
        let newer = items
        let newerLost = lost
        items = []
        lost = taken.lost
        oldest = nil
        for observation in taken.items + newer { append(observation, now: now) }
        if let newerLost { addLost(newerLost) }
    }

    /// Counts `gap` among the observations lost: one gap from the earliest to the latest.
    private mutating func addLost(_ gap: HistoryBatch.Gap) {
        guard let known = lost else {
            lost = gap
            return
        }
        lost = HistoryBatch.Gap(from: min(known.from, gap.from), to: max(known.to, gap.to), lost: known.lost + gap.lost)
    }
}
