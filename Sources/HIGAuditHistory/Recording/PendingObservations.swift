/// The observations waiting to be written, in order, bounded in count and in bytes, so
/// that memory follows the tree and not the length of an outage. Past a bound, earlier
/// observations of screens that have a later one waiting are folded into it (the later
/// state is what the history records); only if that is not enough are the oldest dropped.
/// Either is counted, so that the next write records a gap, never silently.
package struct PendingObservations: Sendable {
    package let bound: Int
    /// The most bytes the waiting observations may hold, by `ScreenObservation.estimatedBytes`.
    package let byteBound: Int
    package private(set) var items: [ScreenObservation] = []
    /// `estimatedBytes` of each of `items`.
    private var sizes: [Int] = []
    /// The bytes the waiting observations hold.
    package private(set) var bytes = 0
    /// How many observations of each screen wait.
    private var waitingByScreen: [ScreenIdentity: Int] = [:]
    /// The observations folded or dropped since the last write, and when the first and last
    /// of them were made.
    package private(set) var lost: HistoryBatch.Gap?
    /// When the oldest waiting observation was made (by the recorder's clock), for pacing.
    package private(set) var oldest: ContinuousClock.Instant?

    package init(bound: Int, byteBound: Int = .max) {
        self.bound = max(1, bound)
        self.byteBound = max(1, byteBound)
    }

    package var isEmpty: Bool { items.isEmpty && lost == nil }

    package mutating func append(_ observation: ScreenObservation, now: ContinuousClock.Instant) {
        if items.isEmpty { oldest = now }
        let size = observation.estimatedBytes
        items.append(observation)
        sizes.append(size)
        bytes += size
        waitingByScreen[observation.screen, default: 0] += 1
        guard items.count > bound || bytes > byteBound else { return }
        foldSuperseded()
        if items.count > bound { drop(items.count - bound) }
        if bytes > byteBound {
            // Down to nine tenths, so that the next observations don't each drop one.
            var excess = bytes - byteBound / 10 * 9
            var count = 0
            while count < items.count - 1, excess > 0 {
                excess -= sizes[count]
                count += 1
            }
            drop(count)
        }
    }

    /// Removes every observation that a later one of the same screen supersedes.
    private mutating func foldSuperseded() {
        guard waitingByScreen.count < items.count else { return }
        var later = Set<ScreenIdentity>()
        var keep = [Bool](repeating: true, count: items.count)
        for index in items.indices.reversed() where !later.insert(items[index].screen).inserted {
            keep[index] = false
            addLost(HistoryBatch.Gap(from: items[index].at, to: items[index].at, lost: 1))
            bytes -= sizes[index]
            waitingByScreen[items[index].screen, default: 1] -= 1
        }
        items = items.indices.filter { keep[$0] }.map { items[$0] }
        sizes = sizes.indices.filter { keep[$0] }.map { sizes[$0] }
    }

    /// Drops the oldest `count` observations.
    private mutating func drop(_ count: Int) {
        guard count > 0 else { return }
        for index in 0..<count {
            let old = items[index]
            addLost(HistoryBatch.Gap(from: old.at, to: old.at, lost: 1))
            bytes -= sizes[index]
            forget(old.screen)
        }
        items.removeFirst(count)
        sizes.removeFirst(count)
    }

    private mutating func forget(_ screen: ScreenIdentity) {
        let left = (waitingByScreen[screen] ?? 1) - 1
        waitingByScreen[screen] = left > 0 ? left : nil
    }

    /// The oldest `limit` observations waiting (all of them by default) and the gap before
    /// them, for one write; put back with `restore` if the write fails. A write bounded so
    /// holds only so many rendered findings at once, however far behind the writer is.
    package mutating func take(upTo limit: Int = .max) -> (items: [ScreenObservation], lost: HistoryBatch.Gap?) {
        let count = min(items.count, max(1, limit))
        let taken = (items: Array(items.prefix(count)), lost: lost)
        for (index, observation) in taken.items.enumerated() {
            bytes -= sizes[index]
            forget(observation.screen)
        }
        items.removeFirst(count)
        sizes.removeFirst(count)
        lost = nil
        if items.isEmpty { oldest = nil }
        return taken
    }

    /// Puts a failed write's observations back before the ones that came since, still bounded.
    package mutating func restore(_ taken: (items: [ScreenObservation], lost: HistoryBatch.Gap?), now: ContinuousClock.Instant) {
        let newer = items
        let newerLost = lost
        items = []
        sizes = []
        bytes = 0
        waitingByScreen = [:]
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
