import Foundation
import GRDB
import HIGAuditCore

/// History in an SQLite file (`history.sqlite` in the reports folder): WAL, so that
/// readers never wait for the writer and a kill leaves the last committed transaction;
/// a busy database fails a write quickly instead of waiting for it.
package final class SQLiteHistoryStore: HistoryStore, @unchecked Sendable {
    // `pool` is set by `prepare` and read by the other calls; all of them come from one
    // actor (the recorder) or read after it, under `lock`.
    private let lock = NSLock()
    private var pool: DatabasePool?
    package let path: String
    private let busyTimeout: TimeInterval

    package init(path: String, busyTimeout: TimeInterval = 0.25) {
        self.path = path
        self.busyTimeout = busyTimeout
    }

    package func prepare() async throws {
        if database() != nil { return }
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "history"
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // Writes append and reads are few: a small page cache per connection will do.
            try db.execute(sql: "PRAGMA cache_size = -512")
        }
        var opened: DatabasePool?
        do {
            let pool = try DatabasePool(path: path, configuration: configuration)
            opened = pool
            // At each opening (at start, and again after an I/O error): a damaged database
            // is never written to, nor read from as if whole.
            let check = try await pool.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
            if check != ["ok"] { throw Damage(detail: check.first ?? "") }
            try await pool.write { db in try SQLiteSchema.migrate(db) }
            lock.withLock { self.pool = pool }
        } catch {
            try? opened?.close()
            let damage = error as? Damage ?? (Self.isDamage(error) ? Damage(detail: Self.describe(error)) : nil)
            guard let damage else { throw HistoryFailure(Self.describe(error)) }
            throw HistoryFailure(setAside(damage))
        }
    }

    /// What SQLite's check of a database found wrong with it.
    private struct Damage: Error {
        var detail: String
    }

    /// Whether `error` says the file is damaged or not a database at all (not that it is
    /// busy, full or gone for now).
    static func isDamage(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    }

    /// Moves a damaged database (with its journal files) aside, beside it with the time in
    /// its name, so that the next opening starts a new history and nothing is deleted;
    /// what to say of it.
    private func setAside(_ damage: Damage) -> String {
        let aside = path + ".damaged-" + UTCTime.timestamp(UTCTime.now()).filter { $0 != ":" && $0 != "-" }
        var moved = true
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            do {
                try FileManager.default.moveItem(atPath: path + suffix, toPath: aside + suffix)
            } catch {
                moved = false
            }
        }
        guard moved else {
            return "the history database is damaged (\(damage.detail)) and could not be moved aside; it is not used"
        }
        return "the history database was damaged (\(damage.detail)); it was moved to \(aside) and a new history begins"
    }

    private func database() -> DatabasePool? { lock.withLock { pool } }

    private func connected() throws -> DatabasePool {
        guard let pool = database() else { throw HistoryFailure("the history database is not open") }
        return pool
    }

    /// Forgets the connection after a failure that may have left it unusable.
    private func reset() {
        lock.withLock { pool = nil }
    }

    package func close() async {
        let pool = lock.withLock { () -> DatabasePool? in
            defer { self.pool = nil }
            return self.pool
        }
        try? pool?.close()
    }

    // MARK: - Schema

    // MARK: - Writing

    @discardableResult
    package func record(_ batch: HistoryBatch) async throws -> [HistoryEvent] {
        try await write { db in try Self.record(batch, in: db) }
    }

    /// A transaction on the open database, its failure as a `HistoryFailure`; a failure
    /// that may have left the connection unusable has it opened again next time.
    private func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let pool = try connected()
        do {
            return try await pool.write(body)
        } catch {
            if Self.isConnectionLost(error) { reset() }
            throw HistoryFailure(Self.describe(error))
        }
    }

    static func record(_ batch: HistoryBatch, in db: Database) throws -> [HistoryEvent] {
        let events = try SQLiteBatchWriter(db: db).write(batch)
        if let totals = batch.totals {
            try db.execute(
                sql: """
                    INSERT INTO daily_totals (day, tree, totals, errors) VALUES (?, ?, ?, ?)
                    ON CONFLICT (day, tree) DO UPDATE SET totals = excluded.totals, errors = excluded.errors
                    """, arguments: [totals.day, totals.tree, try HistoryCoding.text(totals), totals.errors])
        }
        return events
    }

    // MARK: - Reading

    /// A read on the open database, its failure as a `HistoryFailure`.
    private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let pool = try connected()
        do {
            return try await pool.read(body)
        } catch {
            throw HistoryFailure(Self.describe(error))
        }
    }

    package func digests(tree: String) async throws -> [ScreenIdentity: Int64] {
        try await read { db in
            var digests: [ScreenIdentity: Int64] = [:]
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT s.source, s.screen, s.appearance, s.digest FROM screens s JOIN trees t ON t.id = s.tree
                    WHERE t.path = ? AND s.status IS NOT NULL
                    """, arguments: [tree])
            while let row = try rows.next() {
                digests[ScreenIdentity(source: row["source"], screen: row["screen"], appearance: row["appearance"])] = row["digest"]
            }
            return digests
        }
    }

    package func hasScreens(tree: String) async throws -> Bool {
        try await read { db in
            try Int.fetchOne(
                db, sql: "SELECT 1 FROM screens s JOIN trees t ON t.id = s.tree WHERE t.path = ? AND s.status IS NOT NULL LIMIT 1",
                arguments: [tree]) != nil
        }
    }

    package func pruneEvents(before: Int64) async throws -> Int {
        try await write { db in
            try db.execute(sql: "DELETE FROM events WHERE at < ?", arguments: [before])
            let deleted = db.changesCount
            if deleted > 0 { try db.execute(sql: SQLiteSchema.forgetUnnamedScreens) }
            return deleted
        }
    }

    package func pruneToSize(maxBytes: Int64) async throws -> Int {
        try await write { db in
            var deleted = 0
            // A tenth of the events or the excess's share at a time, measured again after
            // each: pages freed go to the free list, to be used again.
            for _ in 0..<20 {
                let used = try Self.usedBytes(db)
                guard used > maxBytes, let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM events"), count > 0 else { break }
                let share = max(Double(used - maxBytes) / Double(used), 0.1)
                let chunk = max(1, Int((Double(count) * share).rounded(.up)))
                try db.execute(sql: "DELETE FROM events WHERE id IN (SELECT id FROM events ORDER BY id LIMIT ?)", arguments: [chunk])
                deleted += db.changesCount
            }
            if deleted > 0 { try db.execute(sql: SQLiteSchema.forgetUnnamedScreens) }
            return deleted
        }
    }

    /// The bytes of the database's pages in use (its file, less the free list).
    static func usedBytes(_ db: Database) throws -> Int64 {
        let pageSize = try Int64.fetchOne(db, sql: "PRAGMA page_size") ?? 4096
        let pages = try Int64.fetchOne(db, sql: "PRAGMA page_count") ?? 0
        let free = try Int64.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
        return (pages - free) * pageSize
    }

    package func newestEventTime() async throws -> Int64? {
        try await read { db in try Int64.fetchOne(db, sql: "SELECT MAX(at) FROM events") }
    }

    /// An event's columns, its screen's names and its added findings (its screen's, when
    /// it shares them).
    static let eventColumns = """
        SELECT e.id, e.at, t.path AS tree, s.source, s.screen, s.appearance, e.kind, e.status_before, e.status_after,
               CASE WHEN e.added IS NOT NULL THEN e.added WHEN s.shared_by = e.id THEN s.findings END AS added,
               e.fixed, e.lost, e.clock_read
        FROM events e JOIN screens s ON s.id = e.screen JOIN trees t ON t.id = s.tree
        """

    package func events(_ query: HistoryQuery) async throws -> [HistoryEvent] {
        try await read { db in
            var sql = Self.eventColumns + " WHERE 1 = 1"
            var arguments: StatementArguments = []
            if let since = query.since {
                sql += " AND e.at >= ?"
                arguments += [since]
            }
            if let source = query.source {
                sql += " AND s.source = ?"
                arguments += [source]
            }
            if let tree = query.tree {
                sql += " AND t.path = ?"
                arguments += [tree]
            }
            if let before = query.before {
                sql += " AND e.id < ?"
                arguments += [before]
            }
            sql += " ORDER BY e.id DESC LIMIT ?"
            arguments += [max(0, query.limit)]
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map(Self.event)
        }
    }

    static func event(_ row: Row) throws -> HistoryEvent {
        HistoryEvent(
            id: row["id"], at: row["at"], tree: row["tree"],
            screen: ScreenIdentity(source: row["source"], screen: row["screen"], appearance: row["appearance"]),
            kind: HistoryEvent.Kind(rawValue: row["kind"]) ?? .changed, statusBefore: row["status_before"], statusAfter: row["status_after"],
            added: try SQLiteSchema.findings(row["added"]), fixed: try SQLiteSchema.findings(row["fixed"]), lost: row["lost"], clockRead: row["clock_read"])
    }

    package func trends(days: Int, now: Int64) async throws -> [DailyTotals] {
        let first = HistoryTime.firstDay(of: days, upTo: now)
        return try await read { db in
            try String.fetchAll(db, sql: "SELECT totals FROM daily_totals WHERE day >= ? ORDER BY day, tree", arguments: [first])
                .map(HistoryCoding.totals)
        }
    }

    /// What changed in a tree since a time, first scans left out (`events_changes` is for it).
    static let recentChanges = """
        SELECT
          COUNT(DISTINCT CASE WHEN e.status_after = 'fail' AND (e.status_before IS NULL OR e.status_before <> 'fail') THEN e.screen END)
            AS newly_failing,
          COALESCE(SUM(e.added_count), 0) AS added, COALESCE(SUM(e.fixed_count), 0) AS fixed
        FROM events e JOIN screens s ON s.id = e.screen
        WHERE s.tree = (SELECT id FROM trees WHERE path = ?) AND e.at >= ? AND e.kind <> 'first-scan'
        """

    package func digest(tree: String, now: Int64, days: Int) async throws -> HistoryDigest {
        let first = HistoryTime.firstDay(of: days, upTo: now)
        return try await read { db in
            let recent = try Row.fetchOne(db, sql: Self.recentChanges, arguments: [tree, now - 86400])
            let daily = try Row.fetchAll(
                db, sql: "SELECT day, errors FROM daily_totals WHERE tree = ? AND day >= ? ORDER BY day",
                arguments: [tree, first])
            return HistoryDigest(
                newlyFailing: recent?["newly_failing"] ?? 0, added: recent?["added"] ?? 0, fixed: recent?["fixed"] ?? 0,
                dailyErrors: daily.map { HistoryDigest.Day(day: $0["day"], errors: $0["errors"]) })
        }
    }

    // MARK: - Errors

    static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message.map { "SQLite: \($0)" } ?? "SQLite error \(error.resultCode)"
        }
        if let error = error as? HistoryFailure { return error.description }
        // Never a Swift type's description (a `DecodingError` names coding keys).
        return "the history database holds data this daemon can't read"
    }

    /// Errors after which the connection is opened again (a file removed or replaced).
    static func isConnectionLost(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return [.SQLITE_IOERR, .SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_CANTOPEN, .SQLITE_READONLY].contains(error.resultCode)
    }
}
