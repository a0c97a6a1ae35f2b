import Foundation
import HIGAuditCore
import HIGAuditDaemonSettings
import Logging
import PostgresNIO

/// History in a PostgreSQL database, which several daemons (several trees, several
/// machines) can share: the schema of `SQLiteHistoryStore` in PostgreSQL's types, rows
/// told apart by tree. Writes and reads go through two connections of their own, so that a
/// long write never holds a reader; each statement has a deadline.
package final class PostgresHistoryStore: HistoryStore {
    package let location: PostgresLocation
    private let writer: PostgresSession
    private let reader: PostgresSession
    private let migrated = Flag()
    private let logger: Logger

    /// - Parameter deadline: how long a connection or a use of one may take before it counts as failed.
    package init(location: PostgresLocation, deadline: Duration = .seconds(10), logger: Logger = Logger(label: "higauditd.history")) {
        self.location = location
        self.logger = logger
        writer = PostgresSession(location: location, deadline: deadline, logger: logger)
        reader = PostgresSession(location: location, deadline: deadline, logger: logger)
    }

    package func prepare() async throws {
        if migrated.value { return }
        let logger = logger
        try await writer.use { connection in
            try await connection.withTransaction(logger: logger) { connection in
                // Daemons starting together take turns: the second finds the schema made.
                try await connection.query("SELECT pg_advisory_xact_lock(\(PostgresSchema.migrationLock))", logger: logger)
                try await PostgresSchema.migrate(connection, logger: logger)
            }
        }
        migrated.set()
    }

    package func close() async {
        await writer.close()
        await reader.close()
    }

    // MARK: - Writing

    @discardableResult
    package func record(_ batch: HistoryBatch) async throws -> [HistoryEvent] {
        let logger = logger
        return try await writer.use { connection in
            try await connection.withTransaction(logger: logger) { connection in
                try await PostgresBatchWriter(connection: connection, logger: logger).write(batch)
            }
        }
    }

    // MARK: - Reading

    package func digests(tree: String) async throws -> [ScreenIdentity: Int64] {
        let logger = logger
        return try await reader.use { connection in
            let rows = try await connection.query(
                """
                SELECT s.source, s.screen, s.appearance, s.digest FROM screens s JOIN trees t ON t.id = s.tree
                WHERE t.path = \(tree) AND s.status IS NOT NULL
                """, logger: logger)
            var digests: [ScreenIdentity: Int64] = [:]
            for try await (source, screen, appearance, digest) in rows.decode((String, String, String, Int64).self) {
                digests[ScreenIdentity(source: source, screen: screen, appearance: appearance)] = digest
            }
            return digests
        }
    }

    package func pruneToSize(maxBytes: Int64) async throws -> Int {
        let logger = logger
        return try await writer.use { connection in
            // The rows' own sizes (a table's size on disk shrinks only with VACUUM FULL):
            // the oldest events whose sizes add up to the excess go, in one statement.
            let rows = try await connection.query("SELECT COALESCE(SUM(pg_column_size(e.*)), 0)::BIGINT FROM events e", logger: logger)
            var used: Int64 = 0
            for try await total in rows.decode(Int64.self) { used = total }
            guard used > maxBytes else { return 0 }
            let excess = used - maxBytes
            let deleted = try await connection.query(
                """
                WITH running AS (SELECT id, SUM(pg_column_size(e.*)) OVER (ORDER BY id) AS total FROM events e),
                last AS (SELECT MIN(id) AS id FROM running WHERE total >= \(excess))
                DELETE FROM events WHERE id <= COALESCE((SELECT id FROM last), (SELECT MAX(id) FROM events)) RETURNING id
                """, logger: logger)
            var count = 0
            for try await _ in deleted { count += 1 }
            if count > 0 { try await connection.query(PostgresQuery(unsafeSQL: SQLiteSchema.forgetUnnamedScreens), logger: logger) }
            return count
        }
    }

    package func pruneEvents(before: Int64) async throws -> Int {
        let logger = logger
        return try await writer.use { connection in
            let deleted = try await connection.query("DELETE FROM events WHERE at < \(before) RETURNING id", logger: logger)
            var count = 0
            for try await _ in deleted { count += 1 }
            if count > 0 { try await connection.query(PostgresQuery(unsafeSQL: SQLiteSchema.forgetUnnamedScreens), logger: logger) }
            return count
        }
    }

    package func newestEventTime() async throws -> Int64? {
        let logger = logger
        return try await reader.use { connection in
            let rows = try await connection.query("SELECT MAX(at) FROM events", logger: logger)
            for try await newest in rows.decode(Int64?.self) { return newest }
            return nil
        }
    }

    package func hasScreens(tree: String) async throws -> Bool {
        let logger = logger
        return try await reader.use { connection in
            let rows = try await connection.query(
                "SELECT 1 FROM screens s JOIN trees t ON t.id = s.tree WHERE t.path = \(tree) AND s.status IS NOT NULL LIMIT 1", logger: logger)
            for try await _ in rows { return true }
            return false
        }
    }

    package func events(_ query: HistoryQuery) async throws -> [HistoryEvent] {
        let logger = logger
        var sql = PostgresSchema.eventColumns + " WHERE TRUE"
        var bindings = PostgresBindings()
        func bind(_ clause: String, _ value: some PostgresEncodable & Sendable) throws {
            try bindings.append(value)
            sql += " AND \(clause) $\(bindings.count)"
        }
        if let since = query.since { try bind("e.at >=", since) }
        if let source = query.source { try bind("s.source =", source) }
        if let tree = query.tree { try bind("t.path =", tree) }
        if let before = query.before { try bind("e.id <", before) }
        bindings.append(max(0, query.limit))
        sql += " ORDER BY e.id DESC LIMIT $\(bindings.count)"
        let statement = PostgresQuery(unsafeSQL: sql, binds: bindings)
        return try await reader.use { connection in
            var events: [HistoryEvent] = []
            for try await row in try await connection.query(statement, logger: logger) {
                events.append(try PostgresSchema.event(row))
            }
            return events
        }
    }

    package func trends(days: Int, now: Int64) async throws -> [DailyTotals] {
        let logger = logger
        let first = HistoryTime.firstDay(of: days, upTo: now)
        return try await reader.use { connection in
            let rows = try await connection.query("SELECT totals FROM daily_totals WHERE day >= \(first) ORDER BY day, tree", logger: logger)
            var totals: [DailyTotals] = []
            for try await text in rows.decode(String.self) { totals.append(try HistoryCoding.totals(text)) }
            return totals
        }
    }

    package func digest(tree: String, now: Int64, days: Int) async throws -> HistoryDigest {
        let logger = logger
        let first = HistoryTime.firstDay(of: days, upTo: now)
        let dayAgo = now - 86400
        return try await reader.use { connection in
            let recent = try await connection.query(
                """
                SELECT
                  COUNT(DISTINCT CASE WHEN e.status_after = 'fail' AND (e.status_before IS NULL OR e.status_before <> 'fail') THEN e.screen END),
                  COALESCE(SUM(e.added_count), 0), COALESCE(SUM(e.fixed_count), 0)
                FROM events e JOIN screens s ON s.id = e.screen
                WHERE s.tree = (SELECT id FROM trees WHERE path = \(tree)) AND e.at >= \(dayAgo) AND e.kind <> 'first-scan'
                """, logger: logger)
            var counts = (0, 0, 0)
            for try await row in recent.decode((Int, Int, Int).self) { counts = row }
            let daily = try await connection.query(
                "SELECT day, errors FROM daily_totals WHERE tree = \(tree) AND day >= \(first) ORDER BY day", logger: logger)
            var dailyErrors: [HistoryDigest.Day] = []
            for try await (day, errors) in daily.decode((String, Int32).self) {
                dailyErrors.append(HistoryDigest.Day(day: day, errors: Int(errors)))
            }
            return HistoryDigest(newlyFailing: counts.0, added: counts.1, fixed: counts.2, dailyErrors: dailyErrors)
        }
    }
}

/// A value set once, read from any thread.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var state = false
    var value: Bool { lock.withLock { state } }
    func set() { lock.withLock { state = true } }
}
