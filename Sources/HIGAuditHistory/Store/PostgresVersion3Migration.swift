import Logging
import PostgresNIO

/// Brings a version 3 history to version 4 inside the caller's transaction: names and
/// statuses move in SQL, then findings are read as JSON and written as `FindingsBlob`
/// bytes a thousand rows at a time (a connection answers one query at a time, so rows are
/// read in pages, not streamed while others are written). Every event keeps its id.
struct PostgresVersion3Migration {
    let connection: PostgresConnection
    let logger: Logger

    private static let page = 1000

    func run() async throws {
        try await PostgresSchema.run(
            [
                "DROP INDEX IF EXISTS events_by_time", "DROP INDEX IF EXISTS events_by_source", "DROP INDEX IF EXISTS events_by_tree",
                "DROP INDEX IF EXISTS events_changes", "ALTER TABLE events RENAME TO events_version3",
                "ALTER TABLE screens RENAME TO screens_version3",
            ] + PostgresSchema.findingTables,
            on: connection, logger: logger)
        try await PostgresSchema.run(
            [
                "INSERT INTO trees (path) SELECT tree FROM screens_version3 UNION SELECT tree FROM events_version3",
                """
                INSERT INTO screens (tree, source, screen, appearance, status, digest)
                SELECT t.id, o.source, o.screen, o.appearance, o.status, o.digest FROM screens_version3 o JOIN trees t ON t.path = o.tree
                """,
                """
                INSERT INTO screens (tree, source, screen, appearance)
                SELECT DISTINCT t.id, e.source, e.screen, e.appearance FROM events_version3 e JOIN trees t ON t.path = e.tree
                ON CONFLICT DO NOTHING
                """,
                """
                INSERT INTO events (id, at, screen, kind, status_before, status_after, fixed, added_count, fixed_count, lost, clock_read)
                SELECT e.id, e.at, s.id, e.kind, e.status_before, e.status_after, '', e.added_count, e.fixed_count, e.lost, e.clock_read
                FROM events_version3 e JOIN trees t ON t.path = e.tree
                JOIN screens s ON s.tree = t.id AND s.source = e.source AND s.screen = e.screen AND s.appearance = e.appearance
                """,
            ], on: connection, logger: logger)
        try await convertScreens()
        try await convertEvents()
        try await PostgresSchema.run(
            [
                // Ids go on from where version 3's did, even past events pruned since.
                """
                SELECT setval(pg_get_serial_sequence('events', 'id'),
                              GREATEST(pg_sequence_last_value(pg_get_serial_sequence('events_version3', 'id')::regclass),
                                       (SELECT MAX(id) FROM events), 1))
                """,
                "DROP TABLE events_version3", "DROP TABLE screens_version3",
            ], on: connection, logger: logger)
    }

    private func convertScreens() async throws {
        var after: Int64 = 0
        while true {
            let rows = try await connection.query(
                """
                SELECT s.id, o.findings FROM screens_version3 o JOIN trees t ON t.path = o.tree
                JOIN screens s ON s.tree = t.id AND s.source = o.source AND s.screen = o.screen AND s.appearance = o.appearance
                WHERE s.id > \(after) ORDER BY s.id LIMIT \(Int32(Self.page))
                """, logger: logger)
            var ids: [Int64] = [], findings: [ByteBuffer] = []
            for try await (id, text) in rows.decode((Int64, String).self) {
                ids.append(id)
                findings.append(PostgresSchema.bytes(try HistoryCoding.findings(text)))
            }
            guard let last = ids.last else { return }
            try await connection.query(
                "UPDATE screens SET findings = v.findings FROM UNNEST(\(ids)::bigint[], \(findings)::bytea[]) AS v (id, findings) WHERE screens.id = v.id",
                logger: logger)
            after = last
        }
    }

    private func convertEvents() async throws {
        var after: Int64 = 0
        while true {
            let rows = try await connection.query(
                "SELECT id, added, fixed FROM events_version3 WHERE id > \(after) ORDER BY id LIMIT \(Int32(Self.page))", logger: logger)
            var ids: [Int64] = [], added: [ByteBuffer] = [], fixed: [ByteBuffer] = []
            for try await (id, addedText, fixedText) in rows.decode((Int64, String, String).self) {
                ids.append(id)
                added.append(PostgresSchema.bytes(try HistoryCoding.findings(addedText)))
                fixed.append(PostgresSchema.bytes(try HistoryCoding.findings(fixedText)))
            }
            guard let last = ids.last else { return }
            try await connection.query(
                """
                UPDATE events SET added = v.added, fixed = v.fixed
                FROM UNNEST(\(ids)::bigint[], \(added)::bytea[], \(fixed)::bytea[]) AS v (id, added, fixed) WHERE events.id = v.id
                """, logger: logger)
            after = last
        }
    }
}
