import Foundation
import GRDB
import HIGAuditCore
import Testing
@testable import HIGAuditHistory

struct SQLiteHistoryStoreTests {
    @Test func aLabelThatFailsThenIsFixedGivesTwoEventsThatSurviveReopening() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let store = SQLiteHistoryStore(path: folder.database)
        try await store.prepare()
        var first = audited("a.json", "pass", [], at: 100)
        first.duringFirstScan = true
        try await store.record(HistoryBatch(tree: "t", observations: [first], firstScan: true))
        let label = finding("text-contrast", "f00d")
        try await store.record(HistoryBatch(tree: "t", observations: [audited("a.json", "fail", [label], at: 200)]))
        try await store.record(HistoryBatch(tree: "t", observations: [audited("a.json", "fail", [label], at: 250)]))
        try await store.record(HistoryBatch(tree: "t", observations: [audited("a.json", "pass", [], at: 300)]))
        await store.close()

        let reopened = SQLiteHistoryStore(path: folder.database)
        try await reopened.prepare()
        let events = try await reopened.events(HistoryQuery())
        #expect(events.map(\.kind) == [.changed, .changed, .firstScan], "newest first; nothing for the audit that changed nothing")
        #expect(events[0].fixed == [label] && events[0].added.isEmpty && events[0].statusBefore == "fail" && events[0].statusAfter == "pass")
        #expect(events[1].added == [label] && events[1].fixed.isEmpty && events[1].at == 200)
        #expect(try await reopened.events(HistoryQuery(since: 250)).count == 1)
        #expect(try await reopened.events(HistoryQuery(source: "b.json")).isEmpty)
        let known = try await reopened.hasScreens(tree: "t"), other = try await reopened.hasScreens(tree: "other")
        #expect(known && !other)
        await reopened.close()
    }

    @Test func removalsTotalsDigestAndPruning() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let store = SQLiteHistoryStore(path: folder.database)
        try await store.prepare()
        let now: Int64 = 1_795_000_000
        let totals = DailyTotals(day: UTCTime.day(now), tree: "t", screens: 2, passing: 1, failing: 1, unreadable: 0, errors: 3, warnings: 1,
                                 notes: 0, byRule: [.init(rule: "text-contrast", severity: "error", count: 3)])
        try await store.record(HistoryBatch(tree: "t", observations: [
            audited("old.json", "pass", [], at: now - 40 * 86400),
            audited("a.json", "pass", [], at: now - 3600),
            audited("a.json", "fail", [finding("x", "1"), finding("y", "2")], at: now - 1800),
            audited("b.json", "fail", [finding("z", "3")], at: now - 1700),
        ], totals: totals))
        try await store.record(HistoryBatch(tree: "t", observations: [removed("b.json", at: now - 60)], pruneBefore: now - 30 * 86400))
        let events = try await store.events(HistoryQuery())
        #expect(events.first?.kind == .removed && events.first?.fixed.map(\.fingerprint) == ["3"])
        #expect(!events.contains { $0.screen.source == "old.json" }, "pruned")
        let digest = try await store.digest(tree: "t", now: now, days: 30)
        #expect(digest.newlyFailing == 2 && digest.added == 3 + 0 && digest.fixed == 1)
        #expect(digest.dailyErrors.map(\.errors) == [3] && digest.dailyErrors.map(\.day) == [UTCTime.day(now)])
        let trends = try await store.trends(days: 7, now: now)
        #expect(trends == [totals])
        await store.close()
    }

    @Test func theSchemaVersionIsRecordedAndANewerOneRefused() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let store = SQLiteHistoryStore(path: folder.database)
        try await store.prepare()
        await store.close()
        let queue = try DatabaseQueue(path: folder.database)
        #expect(try await queue.read { try Int.fetchOne($0, sql: "SELECT MAX(version) FROM history_version") } == SQLiteHistoryStore.migrations.count)
        try await queue.write { try $0.execute(sql: "INSERT INTO history_version (version) VALUES (99)") }
        try queue.close()
        await #expect(throws: HistoryFailure.self) { try await SQLiteHistoryStore(path: folder.database).prepare() }
    }

    @Test func aLockedDatabaseFailsAWriteQuicklyAndWorksOnceFree() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let store = SQLiteHistoryStore(path: folder.database, busyTimeout: 0.1)
        try await store.prepare()
        // Another connection holds the write lock, on a thread of its own, until told.
        let locker = try DatabaseQueue(path: folder.database)
        let locked = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let holder = Thread {
            try? locker.inTransaction(.exclusive) { _ in
                locked.signal()
                release.wait()
                return .commit
            }
        }
        holder.start()
        locked.wait()
        await #expect(throws: HistoryFailure.self) {
            try await store.record(HistoryBatch(tree: "t", observations: [audited("a.json", "pass", [])]))
        }
        release.signal()
        var polls = 0
        while (try? await store.record(HistoryBatch(tree: "t", observations: [audited("a.json", "pass", [])]))) == nil, polls < 500 {
            try await Task.sleep(for: .milliseconds(20))
            polls += 1
        }
        #expect(try await store.events(HistoryQuery()).count == 1)
        try locker.close()
        await store.close()
    }
}
