import Foundation
import HIGAuditDaemonSettings
import PostgresTestSupport
import Testing

@testable import HIGAuditHistory

struct PostgresHistoryStoreTests {
    @Test func pastItsSizeTheOldestEventsArePruned() async throws {
        let server = try PostgresTestServer.shared()
        let database = try server.makeDatabase()
        let store = PostgresHistoryStore(location: try PostgresLocation(url: server.url(database: database)), deadline: .testDeadline)
        try await store.prepare()
        for round in 0..<4 {
            let observations = (0..<25).map { screen in
                audited("s\(screen).json", "fail", (0..<20).map { finding("contrast", "\(screen)-\(round)-\($0)") })
            }
            try await store.record(HistoryBatch(tree: "t", observations: observations))
        }
        let all = try await store.events(HistoryQuery(limit: 10_000))
        let size = "SELECT SUM(pg_column_size(e.*)) FROM events e"
        let used = try #require(Int64(try server.psql(database, size).trimmingCharacters(in: .whitespacesAndNewlines)))
        let deleted = try await store.pruneToSize(maxBytes: used / 2)
        let after = try await store.events(HistoryQuery(limit: 10_000))
        #expect(deleted > 0 && after.count == all.count - deleted)
        #expect(after.map(\.id) == Array(all.map(\.id).prefix(after.count)), "the newest kept")
        let left = try #require(Int64(try server.psql(database, size).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(left <= used / 2)
        #expect(try await store.pruneToSize(maxBytes: used) == 0)
        await store.close()
    }

    @Test func theSchemaVersionIsRecordedAndANewerOneRefused() async throws {
        let server = try PostgresTestServer.shared()
        let database = try server.makeDatabase()
        let location = try PostgresLocation(url: server.url(database: database))
        let store = PostgresHistoryStore(location: location, deadline: .testDeadline)
        try await store.prepare()
        await store.close()
        #expect(
            try server.psql(database, "SELECT MAX(version) FROM history_version").trimmingCharacters(in: .whitespacesAndNewlines)
                == String(PostgresSchema.migrations.count))
        _ = try server.psql(database, "INSERT INTO history_version (version) VALUES (99)")
        let failure = await #expect(throws: HistoryFailure.self) { try await PostgresHistoryStore(location: location, deadline: .testDeadline).prepare() }
        #expect(failure?.description.contains("schema version 99") == true)
    }

    @Test func aStoppedServerFailsAWriteQuicklyWithTheReasonAndTheStoreWritesOnceItIsBack() async throws {
        let server = try PostgresTestServer.makeOwn()
        defer { server.remove() }
        let store = PostgresHistoryStore(location: try PostgresLocation(url: server.url(database: "postgres")), deadline: .testDeadline)
        try await store.prepare()
        try await store.record(HistoryBatch(tree: "t", observations: [audited("a.json", "pass", [], at: 1)]))
        try server.stop()

        let started = ContinuousClock.now
        let failure = await #expect(throws: HistoryFailure.self) {
            try await store.record(HistoryBatch(tree: "t", observations: [audited("a.json", "fail", [finding("r", "1")], at: 2)]))
        }
        #expect(ContinuousClock.now - started < .seconds(120), "a server that is gone fails the write at once, not at the deadline")
        #expect(failure?.description.contains("PostgreSQL") == true, "\(String(describing: failure))")
        await #expect(throws: HistoryFailure.self) { try await store.events(HistoryQuery()) }

        try server.start()
        try await store.record(HistoryBatch(tree: "t", observations: [audited("a.json", "fail", [finding("r", "1")], at: 2)]))
        let events = try await store.events(HistoryQuery())
        #expect(events.map(\.kind) == [.changed, .added])
        await store.close()
    }
}
