import Foundation
import HIGAuditCore
import Testing

@testable import HIGAuditHistory

/// A store that fails while `failing` is set, and otherwise writes to SQLite.
final class FlakyStore: HistoryStore, @unchecked Sendable {
    let real: SQLiteHistoryStore
    private let lock = NSLock()
    private var isFailing = false
    private var recorded: [Int] = []

    init(path: String) { real = SQLiteHistoryStore(path: path) }

    var failing: Bool {
        get { lock.withLock { isFailing } }
        set { lock.withLock { isFailing = newValue } }
    }

    /// How many observations each successful `record` carried.
    var batchSizes: [Int] { lock.withLock { recorded } }

    private func check() throws { if failing { throw HistoryFailure("database is locked") } }

    func prepare() async throws {
        try check()
        try await real.prepare()
    }
    func record(_ batch: HistoryBatch) async throws -> [HistoryEvent] {
        try check()
        let events = try await real.record(batch)
        lock.withLock { recorded.append(batch.observations.count) }
        return events
    }
    func events(_ query: HistoryQuery) async throws -> [HistoryEvent] { try await real.events(query) }
    func hasScreens(tree: String) async throws -> Bool {
        try check()
        return try await real.hasScreens(tree: tree)
    }
    func digests(tree: String) async throws -> [ScreenIdentity: Int64] {
        try check()
        return try await real.digests(tree: tree)
    }
    func newestEventTime() async throws -> Int64? { try await real.newestEventTime() }
    func pruneToSize(maxBytes: Int64) async throws -> Int { try await real.pruneToSize(maxBytes: maxBytes) }
    func pruneEvents(before: Int64) async throws -> Int { try await real.pruneEvents(before: before) }
    func trends(days: Int, now: Int64) async throws -> [DailyTotals] { try await real.trends(days: days, now: now) }
    func digest(tree: String, now: Int64, days: Int) async throws -> HistoryDigest { try await real.digest(tree: tree, now: now, days: days) }
    func close() async { await real.close() }
}

final class HealthLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String?] = []
    func add(_ entry: String?) { lock.withLock { entries.append(entry) } }
    var all: [String?] { lock.withLock { entries } }
}

struct HistoryRecorderTests {
    @Test func observationsAreWrittenInOneGoAndTheFirstScanIsMarked() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let recorder = HistoryRecorder(store: SQLiteHistoryStore(path: folder.database), tree: "t")
        recorder.observe(audited("a.json", "pass", []))
        recorder.observe(audited("b.json", "fail", [finding("x", "1")]))
        recorder.firstScanFinished()
        recorder.observe(audited("c.json", "pass", []))
        #expect(await recorder.flushNow())
        let events = try await recorder.events(HistoryQuery())
        #expect(Set(events.map(\.kind)) == [.firstScan, .added])
        #expect(events.first { $0.screen.source == "c.json" }?.kind == .added)
        #expect(await recorder.written == 3 && recorder.waiting == 0)
        await recorder.close()
    }

    @Test func aBacklogIsWrittenInTransactionsOfAtMostTheBatchSize() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let store = FlakyStore(path: folder.database)
        let recorder = HistoryRecorder(store: store, tree: "t", pacing: HistoryRecorder.Pacing(batch: 2))
        for index in 0..<5 { recorder.observe(audited("s\(index).json", "pass", [])) }
        #expect(await recorder.flushNow())
        #expect(store.batchSizes == [2, 2, 1])
        #expect(await recorder.written == 5 && recorder.waiting == 0)
        #expect(Set(try await recorder.events(HistoryQuery()).map(\.screen.source)) == ["s0.json", "s1.json", "s2.json", "s3.json", "s4.json"])
        await recorder.close()
    }

    @Test func aFailingDatabaseKeepsObservationsSaysSoAndRecordsAGapPastTheBound() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let store = FlakyStore(path: folder.database)
        let health = HealthLog()
        let recorder = HistoryRecorder(store: store, tree: "t", bound: 3, health: { reason, _ in health.add(reason) })
        store.failing = true
        let now = UTCTime.now()
        for index in 0..<5 { recorder.observe(audited("s\(index).json", "pass", [], at: now - 10 + Int64(index))) }
        #expect(await !recorder.flushNow())
        #expect(health.all.last??.contains("database is locked") == true)
        #expect(recorder.waiting == 3, "at most the bound is kept")
        store.failing = false
        #expect(await recorder.flushNow())
        #expect(health.all.last == .some(nil), "healthy again")
        let events = try await recorder.events(HistoryQuery())
        let gap = try #require(events.first { $0.kind == .gap })
        #expect(gap.lost == 2 && gap.at == now - 9, "the gap ends with the last observation lost")
        #expect(Set(events.filter { $0.kind != .gap }.map(\.screen.source)) == ["s2.json", "s3.json", "s4.json"])
        await recorder.close()
    }

    @Test func runWritesAfterAQuietMoment() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let recorder = HistoryRecorder(
            store: SQLiteHistoryStore(path: folder.database), tree: "t",
            pacing: .init(quiet: .milliseconds(50), maximum: .seconds(1)))
        let running = Task { await recorder.run() }
        recorder.observe(audited("a.json", "pass", []))
        var polls = 0
        while await recorder.written == 0, polls < 3000 {
            try await Task.sleep(for: .milliseconds(20))
            polls += 1
        }
        #expect(await recorder.written == 1)
        running.cancel()
        await running.value
        await recorder.close()
    }
}

/// Counts the calls for the day's totals: each call's totals say one more error.
final class TotalsCalls: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    func next(day: String) -> DailyTotals {
        let errors = lock.withLock {
            calls += 1
            return calls
        }
        return DailyTotals(
            day: day, tree: "t", screens: 2, passing: 0, failing: 2, unreadable: 0, errors: errors, warnings: 0, notes: 0, byRule: [])
    }
}

extension HistoryRecorderTests {
    /// After batches that emptied the queue as they filled (a first scan's end), the day's
    /// totals are asked for and written again at the next quiet moment: the last batch may
    /// have carried totals from before the audits' aggregates were published.
    @Test func totalsAreWrittenAgainAQuietMomentAfterTheLastFullBatch() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let day = UTCTime.day(UTCTime.now())
        let calls = TotalsCalls()
        let recorder = HistoryRecorder(
            store: SQLiteHistoryStore(path: folder.database, busyTimeout: .testBusyTimeout), tree: "t",
            pacing: .init(quiet: .milliseconds(500), maximum: .seconds(60), batch: 2), totals: { calls.next(day: day) })
        recorder.observe(audited("a.json", "fail", [finding("x", "1")]))
        recorder.observe(audited("b.json", "fail", [finding("x", "2")]))
        let running = Task { await recorder.run() }
        defer { running.cancel() }
        // The batch goes out with the first totals (1 error), a quiet moment later the second.
        let start = ContinuousClock.now
        var errors: Int?
        while errors != 2, ContinuousClock.now - start < .seconds(240) {
            try await Task.sleep(for: .milliseconds(50))
            errors = try await recorder.trends(days: 1).first { $0.tree == "t" }?.errors
        }
        #expect(errors == 2, "the day's totals asked for again once it is quiet")
        #expect(await recorder.written == 2)
        running.cancel()
        await running.value
        await recorder.close()
    }

    /// A whole batch is written as soon as it waits, not after the quiet moment; what is
    /// left over waits for it.
    @Test func runWritesAWholeBatchWithoutWaitingForQuiet() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let store = FlakyStore(path: folder.database)
        let recorder = HistoryRecorder(store: store, tree: "t", pacing: .init(quiet: .seconds(300), maximum: .seconds(600), batch: 3))
        let running = Task { await recorder.run() }
        defer { running.cancel() }
        recorder.observe(audited("s0.json", "pass", []))
        try await Task.sleep(for: .milliseconds(200))  // the recorder now waits for a quiet moment
        for index in 1..<4 { recorder.observe(audited("s\(index).json", "pass", [])) }
        let start = ContinuousClock.now
        while await recorder.written < 3, ContinuousClock.now - start < .seconds(240) {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(await recorder.written == 3, "the batch went out before the 300 s quiet moment")
        #expect(store.batchSizes == [3] && recorder.waiting == 1, "the one left over waits for a quiet moment")
        running.cancel()
        await running.value
        #expect(store.batchSizes == [3, 1], "and is written when the recorder stops")
        await recorder.close()
    }
}

struct ConcurrentFlushTests {
    /// Flushes asked for while one is under way each wait for it and then write what came
    /// since; none of them spins or waits forever.
    @Test(.timeLimit(.minutes(1))) func flushesAskedForTogetherAllReturn() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let recorder = HistoryRecorder(store: SQLiteHistoryStore(path: folder.database), tree: "t")
        for index in 0..<2000 { recorder.observe(audited("s\(index).json", "fail", [finding("x", "\(index)")])) }
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 { group.addTask { await recorder.flushNow() } }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results == Array(repeating: true, count: 8))
        #expect(await recorder.written == 2000)
        await recorder.close()
    }
}

/// A history that can't be written for a long time, while the tree keeps changing.
struct HistoryRecorderOutageTests {
    @Test func aLockedHistoryDuringManyReloadsStaysUnderItsByteBoundAndCatchesUpWithAGap() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let store = FlakyStore(path: folder.database)
        let bound = 1 << 20
        let pacing = HistoryRecorder.Pacing(quiet: .zero, firstRetry: .milliseconds(1), longestRetry: .milliseconds(1))
        let recorder = HistoryRecorder(store: store, tree: "t", byteBound: bound, pacing: pacing)
        recorder.observe(audited("s0.json", "pass", []))
        #expect(await recorder.flushNow())
        store.failing = true
        var largest = 0
        for round in 0..<30 {
            for screen in 0..<100 {
                recorder.observe(audited("s\(screen).json", "fail", (0..<10).map { finding("contrast", "\(screen)-\(round)-\($0)") }))
            }
            largest = max(largest, recorder.waitingBytes)
            #expect(await !recorder.flushNow())
        }
        #expect(largest <= bound + 16_384, "at most the bound and one observation: \(largest)")
        #expect(recorder.waiting < 30 * 100 / 2, "most of the 3,000 changes folded: \(recorder.waiting) wait")
        store.failing = false
        #expect(await recorder.flushNow())
        let events = try await recorder.events(HistoryQuery(limit: 10_000))
        let gap = try #require(events.first { $0.kind == .gap })
        #expect(gap.lost > 0)
        let digests = try #require(await recorder.digests())
        for screen in 0..<100 {
            let expected = ScreenState.digest(status: "fail", fingerprints: (0..<10).map { "\(screen)-29-\($0)" })
            #expect(digests[ScreenIdentity(source: "s\(screen).json", screen: "s\(screen).json")] == expected, "s\(screen) holds its latest state")
        }
        await recorder.close()
    }
}
