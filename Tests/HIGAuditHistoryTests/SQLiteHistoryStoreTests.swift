import Foundation
import GRDB
import HIGAuditCore
import ProcessTestSupport
import Testing

@testable import HIGAuditHistory

struct SQLiteHistoryStoreTests {
    /// The database in `folder` as the store leaves it once prepared (made or brought up
    /// to date) and closed, opened directly.
    private func preparedDatabase(in folder: HistoryFolder) async throws -> DatabaseQueue {
        let store = SQLiteHistoryStore(path: folder.database)
        try await store.prepare()
        await store.close()
        return try DatabaseQueue(path: folder.database)
    }

    @Test func theSchemaVersionIsRecordedAndANewerOneRefused() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let queue = try await preparedDatabase(in: folder)
        #expect(try await queue.read { try Int.fetchOne($0, sql: "SELECT MAX(version) FROM history_version") } == SQLiteSchema.migrations.count)
        try await queue.write { try $0.execute(sql: "INSERT INTO history_version (version) VALUES (99)") }
        try queue.close()
        await #expect(throws: HistoryFailure.self) { try await SQLiteHistoryStore(path: folder.database).prepare() }
    }

    /// The names in `folder` of the databases set aside as damaged.
    private func setAside(in folder: HistoryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("history.sqlite.damaged-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm")
        }
    }

    @Test func aDamagedDatabaseIsRefusedMovedAsideAndKept() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let store = SQLiteHistoryStore(path: folder.database)
        try await store.prepare()
        try await store.record(HistoryBatch(tree: "t", observations: (0..<400).map { audited("s\($0).json", "fail", [finding("r", "\($0)")]) }))
        await store.close()
        let queue = try DatabaseQueue(path: folder.database)
        try await queue.writeWithoutTransaction { try $0.checkpoint(.truncate) }
        try queue.close()
        // A page in the middle of the events' tree overwritten, as a failing disk would.
        let size = try #require(try FileManager.default.attributesOfItem(atPath: folder.database)[.size] as? Int)
        #expect(size > 16 * 4096)
        let handle = try #require(FileHandle(forWritingAtPath: folder.database))
        try handle.seek(toOffset: UInt64(size / 2 / 4096 * 4096))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
        try handle.close()
        let reopened = SQLiteHistoryStore(path: folder.database)
        let failure = await #expect(throws: HistoryFailure.self) { try await reopened.prepare() }
        #expect(failure?.description.contains("damaged") == true && failure?.description.contains("moved to") == true, "\(String(describing: failure))")
        let aside = try setAside(in: folder)
        #expect(aside.count == 1, "kept beside, not deleted: \(aside)")
        // The next opening starts a new history.
        try await reopened.prepare()
        #expect(try await reopened.events(HistoryQuery()).isEmpty)
        await reopened.close()
    }

    @Test func pastItsSizeTheOldestEventsArePrunedAndTheScreensKept() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let store = SQLiteHistoryStore(path: folder.database)
        try await store.prepare()
        for round in 0..<6 {
            let observations = (0..<50).map { screen in
                audited("s\(screen).json", "fail", (0..<20).map { finding("contrast", "\(screen)-\(round)-\($0)") })
            }
            try await store.record(HistoryBatch(tree: "t", observations: observations))
        }
        let queue = try DatabaseQueue(path: folder.database)
        let before = try await queue.read { try SQLiteHistoryStore.usedBytes($0) }
        try queue.close()
        let all = try await store.events(HistoryQuery(limit: 10_000))
        #expect(all.count == 300)
        let deleted = try await store.pruneToSize(maxBytes: before / 2)
        let after = try await store.events(HistoryQuery(limit: 10_000))
        #expect(deleted > 0 && after.count == 300 - deleted)
        #expect(after.map(\.id) == Array(all.map(\.id).prefix(after.count)), "the newest kept, the oldest gone")
        let check = try DatabaseQueue(path: folder.database)
        #expect(try await check.read { try SQLiteHistoryStore.usedBytes($0) } <= before / 2)
        try check.close()
        #expect(try await store.digests(tree: "t").count == 50, "every screen's state kept")
        #expect(try await store.pruneToSize(maxBytes: before) == 0, "under the bound: nothing")
        await store.close()
    }

    @Test func aFileThatIsNotADatabaseIsMovedAsideToo() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        try Data(String(repeating: "not a database\n", count: 400).utf8).write(to: URL(fileURLWithPath: folder.database))
        let failure = await #expect(throws: HistoryFailure.self) { try await SQLiteHistoryStore(path: folder.database).prepare() }
        #expect(failure?.description.contains("moved to") == true, "\(String(describing: failure))")
        #expect(try setAside(in: folder).count == 1)
    }

    @Test func rowsThatCantBeReadAreSaidWithoutSwiftsTypeNames() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let store = SQLiteHistoryStore(path: folder.database)
        try await store.prepare()
        try await store.record(HistoryBatch(tree: "t", observations: [audited("a.json", "fail", [finding("r", "1")])]))
        await store.close()
        let queue = try DatabaseQueue(path: folder.database)
        try await queue.write { try $0.execute(sql: #"UPDATE events SET added = '[{"fingerprint": 3}]'"#) }
        try queue.close()
        let reader = SQLiteHistoryStore(path: folder.database)
        try await reader.prepare()
        let failure = await #expect(throws: HistoryFailure.self) { try await reader.events(HistoryQuery()) }
        let said = failure?.description ?? ""
        #expect(!said.contains("CodingKeys") && !said.contains("DecodingError") && !said.isEmpty, "\(said)")
        await reader.close()
    }

    @Test func theDigestOfRecentChangesReadsOnlyEventsThatAreNotAFirstScans() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        // A database made before the index (as by an earlier version) gets it when opened.
        let queue = try await preparedDatabase(in: folder)
        try await queue.write { try $0.execute(sql: "DROP INDEX events_changes") }
        try queue.close()
        let check = try await preparedDatabase(in: folder)
        let plan = try await check.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + SQLiteHistoryStore.recentChanges, arguments: ["t", 0]).map { $0["detail"] as String }
        }
        try check.close()
        #expect(plan.contains { $0.contains("USING INDEX events_changes") }, "\(plan)")
    }

    @Test func aLockedDatabaseFailsAWriteQuicklyAndWorksOnceFree() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let store = SQLiteHistoryStore(path: folder.database, busyTimeout: 0.1)
        try await store.prepare()
        // Another connection holds the write lock, on a thread of its own, until told.
        let locker = try DatabaseQueue(path: folder.database)
        let release = DispatchSemaphore(value: 0)
        try await OwnThread.start { locked in
            try locker.inTransaction(.exclusive) { _ in
                locked()
                release.wait()
                return .commit
            }
        }
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
