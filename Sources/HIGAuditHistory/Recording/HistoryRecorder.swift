import Foundation
import HIGAuditCore

/// Records what audits change, off the path of reports: `observe` only queues, and the
/// recorder writes what is queued in one transaction once observations stop coming for
/// `quiet` (at least every `maximum`). A database that fails (locked, full, gone) makes
/// the recorder say so through `health` and try again with a growing pause; what waits is
/// kept up to a bound in count and in bytes, past which earlier observations of a screen
/// are folded into its latest, then the oldest dropped, and the next write records a gap.
package actor HistoryRecorder {
    package struct Pacing: Sendable {
        package var quiet: Duration
        package var maximum: Duration
        package var firstRetry: Duration
        package var longestRetry: Duration
        /// Observations that are written at once, without waiting for a quiet moment.
        package var batch: Int

        package init(
            quiet: Duration = .seconds(1), maximum: Duration = .seconds(15), firstRetry: Duration = .seconds(2),
            longestRetry: Duration = .seconds(60), batch: Int = 1000
        ) {
            self.quiet = quiet
            self.maximum = maximum
            self.batch = batch
            self.firstRetry = firstRetry
            self.longestRetry = longestRetry
        }
    }

    package nonisolated let tree: String
    private let store: any HistoryStore
    private let retentionDays: Int
    /// The most bytes the database may take; past them the oldest events go.
    private let maxBytes: Int64?
    private let notice: @Sendable (HistoryNotice) -> Void
    private let pacing: Pacing
    private let clock: HistoryClock
    /// Set at the first write that can read the database.
    private var retention: RetentionAnchor?
    /// Set with `retention`.
    private var timeline: EventTimeline?
    private let totals: @Sendable () async -> DailyTotals?
    private let health: @Sendable (_ reason: String?, _ waiting: Int) -> Void
    private let digestChanged: @Sendable () -> Void
    private let recovered: @Sendable () -> Void
    /// A write failed, or what the history knows could not be read, since the last write:
    /// once one succeeds, `recovered` says the history may have missed reports.
    private var mayHaveMissed = false
    private let inbox: Inbox
    private let wakeups: AsyncStream<Void>
    private let wake: AsyncStream<Void>.Continuation
    /// Whether the tree had no screens in the history when it was first opened: unknown
    /// until then.
    private var treeIsNew: Bool?
    /// When the last prune was (`HistoryClock.elapsed`); nil before the first.
    private var lastPrune: Int64?
    /// The day's totals as last written.
    private var lastTotals: DailyTotals?
    /// When the digest was last asked for (seconds since 1970).
    private var lastDigest: Int64 = 0
    private var writing: Task<Bool, Never>?
    private var retry: Duration?
    package private(set) var digest: HistoryDigest?
    /// Events written since start (for tests and metrics).
    package private(set) var written = 0

    package init(
        store: any HistoryStore, tree: String, retentionDays: Int = 90, maxBytes: Int64? = nil, bound: Int = 50_000,
        byteBound: Int = HistoryRecorder.defaultByteBound,
        pacing: Pacing = Pacing(),
        clock: HistoryClock = .system, totals: @escaping @Sendable () async -> DailyTotals? = { nil },
        health: @escaping @Sendable (_ reason: String?, _ waiting: Int) -> Void = { _, _ in },
        digestChanged: @escaping @Sendable () -> Void = {}, recovered: @escaping @Sendable () -> Void = {},
        notice: @escaping @Sendable (HistoryNotice) -> Void = { _ in }
    ) {
        self.maxBytes = maxBytes
        self.notice = notice
        self.recovered = recovered
        self.store = store
        self.tree = tree
        self.retentionDays = retentionDays
        self.pacing = pacing
        self.clock = clock
        self.totals = totals
        self.health = health
        self.digestChanged = digestChanged
        self.inbox = Inbox(bound: bound, byteBound: byteBound)
        (wakeups, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Queues an observation; never waits.
    package nonisolated func observe(_ observation: ScreenObservation) {
        inbox.append(observation)
        wake.yield()
    }

    /// The daemon's first scan is over: observations from now on are not part of it.
    package nonisolated func firstScanFinished() {
        inbox.firstScanFinished()
    }

    /// The most bytes of observations kept while they can't be written: about 48 MB, the
    /// latest states of a tree of a few thousand screens with many findings each.
    package static let defaultByteBound = 48 << 20

    /// Observations waiting to be written.
    package nonisolated var waiting: Int { inbox.count }
    /// The bytes they hold, about (`ScreenObservation.estimatedBytes`).
    package nonisolated var waitingBytes: Int { inbox.bytes }

    /// Writes what waits, paced, until cancelled; then writes once more.
    package func run() async {
        var iterator = wakeups.makeAsyncIterator()
        // The last write went out as a batch filled, not at a quiet moment: the day's totals
        // it carried may be from before the audits' aggregates were published.
        var wroteAtAFullBatch = false
        while !Task.isCancelled {
            if inbox.isEmpty, retry == nil {
                if wroteAtAFullBatch {
                    wroteAtAFullBatch = false
                    await sleepUntilQuietOrBatchFull()
                    if Task.isCancelled { break }
                    // Writes nothing unless the totals changed meanwhile.
                    if inbox.isEmpty { _ = await write(all: true) }
                    continue
                }
                guard await iterator.next() != nil else { break }
                continue
            }
            if let pause = retry {
                try? await Task.sleep(for: pause)
                if Task.isCancelled { break }
            } else {
                // Wait for a quiet moment, but no longer than `maximum` after the oldest, nor
                // past `batch` observations (a first scan's would otherwise pile up).
                let appended = inbox.appendCount
                if inbox.count < pacing.batch {
                    await sleepUntilQuietOrBatchFull()
                    if Task.isCancelled { break }
                    if inbox.appendCount != appended, inbox.count < pacing.batch, let oldest = inbox.oldest,
                        ContinuousClock.now - oldest < pacing.maximum
                    {
                        continue
                    }
                }
                wroteAtAFullBatch = inbox.count >= pacing.batch
            }
            _ = await write(all: false)
        }
        _ = await write(all: true)
    }

    /// Sleeps for `pacing.quiet`, a tenth of it (at most 0.1 s) at a time, and less once a
    /// whole batch waits: a first scan's observations go out as they fill batches instead of
    /// piling up for the quiet moment (each holds its findings' messages, and a scan makes
    /// thousands a second).
    private func sleepUntilQuietOrBatchFull() async {
        guard pacing.quiet > .zero else { return await Task.yield() }
        let end = ContinuousClock.now + pacing.quiet
        let step = min(max(pacing.quiet / 10, .milliseconds(1)), .milliseconds(100))
        while ContinuousClock.now < end, inbox.count < pacing.batch, !Task.isCancelled {
            try? await Task.sleep(for: min(step, end - ContinuousClock.now))
        }
    }

    /// Writes what waits now; whether the history is up to date.
    @discardableResult
    package func flushNow() async -> Bool {
        await write(all: true)
    }

    package func events(_ query: HistoryQuery) async throws -> [HistoryEvent] {
        try await store.prepare()
        return try await store.events(query)
    }

    /// What the history knows of each screen of this tree (`ScreenState.digest`); nil when
    /// it can't be read.
    package func digests() async -> [ScreenIdentity: Int64]? {
        do {
            try await store.prepare()
            return try await store.digests(tree: tree)
        } catch {
            // Said, and tried again as a failed write is: once the history can be written,
            // `recovered` has what it missed told to it.
            mayHaveMissed = true
            if retry == nil {
                retry = pacing.firstRetry
                health("\(error)", inbox.count)
                wake.yield()
            }
            return nil
        }
    }

    package func trends(days: Int) async throws -> [DailyTotals] {
        try await store.prepare()
        return try await store.trends(days: days, now: clock.wall())
    }

    package func close() async {
        await store.close()
    }

    /// Closes the database so that the next write opens it again at its path (a folder
    /// moved away took the open one with it); what is there is then told what it missed.
    package func reopen() async {
        await store.close()
        mayHaveMissed = true
        treeIsNew = nil
        retention = nil
        timeline = nil
    }

    private func refreshDigest(now: Int64) async throws {
        let fresh = try await store.digest(tree: tree, now: now, days: 30)
        lastDigest = now
        if fresh != digest {
            digest = fresh
            digestChanged()
        }
    }

    /// One write at a time: a caller that finds one under way waits for it, then writes
    /// what came since: everything with `all`, else whole batches while they wait (what is
    /// left over waits for the next quiet moment rather than going in a transaction of its
    /// own for every few observations that come while the batches are written).
    private func write(all: Bool) async -> Bool {
        while let current = writing {
            _ = await current.value
            // Whoever sees it finished clears it (a finished task's value comes back at once:
            // waiting for its owner to clear it would spin).
            if writing == current { writing = nil }
        }
        let task = Task { await self.writeAll(all: all) }
        writing = task
        let done = await task.value
        if writing == task { writing = nil }
        return done
    }

    /// Writes what waits in transactions of at most `pacing.batch` observations: at least
    /// one, then all of them or, without `all`, while a whole batch waits.
    private func writeAll(all: Bool) async -> Bool {
        while true {
            let done = await performWrite()
            if !done || inbox.isEmpty || (!all && inbox.count < pacing.batch) { return done }
        }
    }

    private func performWrite() async -> Bool {
        let now = clock.wall()
        let elapsed = clock.elapsed()
        let taken = inbox.take(upTo: pacing.batch)
        do {
            try await store.prepare()
            if treeIsNew == nil { treeIsNew = !(try await store.hasScreens(tree: tree)) }
            if retention == nil || timeline == nil {
                let newest = try await store.newestEventTime()
                retention = RetentionAnchor(newest: newest ?? now, elapsedAtAnchor: elapsed)
                timeline = EventTimeline(newest: newest)
            }
            let pruning = lastPrune.map { elapsed - $0 >= 3600 } ?? true
            var today = await totals()
            today?.tree = tree
            // Nothing new to write: no write, and the digest asked again only once an hour
            // (what happened "in the last 24 hours" ages without writes).
            if taken.items.isEmpty, taken.lost == nil, today == lastTotals, !pruning, retry == nil {
                if now - lastDigest >= 3600 { try await refreshDigest(now: now) }
                return true
            }
            var batch = HistoryBatch(
                tree: tree, observations: taken.items, firstScan: treeIsNew ?? false, totals: today == lastTotals ? nil : today,
                gap: taken.lost)
            var stamped = timeline ?? EventTimeline(newest: nil)
            let clockChange = stamped.stamp(&batch, now: now)
            let events = try await store.record(batch)
            stamped.recorded(events)
            timeline = stamped
            if let clockChange { notice(clockChange) }
            lastTotals = today
            if pruning {
                lastPrune = elapsed
                // The batch is written: a prune that fails is tried at the next one.
                if let before = retention?.pruneBefore(days: retentionDays, wall: now, elapsed: elapsed),
                    let count = try? await store.pruneEvents(before: before), count > 0
                {
                    notice(.prunedByAge(events: count, before: before))
                }
                if let maxBytes, let count = try? await store.pruneToSize(maxBytes: maxBytes), count > 0 {
                    notice(.prunedBySize(events: count, maxBytes: maxBytes))
                }
            }
            written += events.count
            if retry != nil { health(nil, inbox.count) }
            retry = nil
            if mayHaveMissed {
                mayHaveMissed = false
                recovered()
            }
            // The batch is written: a digest that can't be read now is read at the next write.
            if inbox.isEmpty { try? await refreshDigest(now: now) }
            return true
        } catch {
            mayHaveMissed = true
            inbox.restore(taken)
            retry = min(pacing.longestRetry, retry.map { $0 * 2 } ?? pacing.firstRetry)
            health("\(error)", inbox.count)
            return false
        }
    }
}

/// The recorder's queue, shared with the threads that observe.
private final class Inbox: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: PendingObservations
    private var scanning = true
    private var appends = 0

    init(bound: Int, byteBound: Int) {
        pending = PendingObservations(bound: bound, byteBound: byteBound)
    }

    func append(_ observation: ScreenObservation) {
        lock.withLock {
            var observation = observation
            observation.duringFirstScan = scanning
            pending.append(observation, now: .now)
            appends &+= 1
        }
    }

    func firstScanFinished() { lock.withLock { scanning = false } }

    var isEmpty: Bool { lock.withLock { pending.isEmpty } }
    /// How many observations came so far: a change tells that more came.
    var appendCount: Int { lock.withLock { appends } }
    var count: Int { lock.withLock { pending.items.count } }
    var bytes: Int { lock.withLock { pending.bytes } }
    var oldest: ContinuousClock.Instant? { lock.withLock { pending.oldest } }

    func take(upTo limit: Int) -> (items: [ScreenObservation], lost: HistoryBatch.Gap?) {
        lock.withLock { pending.take(upTo: limit) }
    }

    func restore(_ taken: (items: [ScreenObservation], lost: HistoryBatch.Gap?)) {
        lock.withLock { pending.restore(taken, now: .now) }
    }
}
