import Logging
import PostgresNIO

/// The history's schema in PostgreSQL: the tables of `SQLiteHistoryStore.migrations` in
/// PostgreSQL's types, one step per version, `history_version` saying which ran.
enum PostgresSchema {
    /// The advisory lock daemons take while they migrate (a constant of the project's own).
    static let migrationLock: Int64 = 0x6869_6761_7564_6974

    static let migrations: [[String]] = [
        [
            """
            CREATE TABLE events (
                id BIGSERIAL PRIMARY KEY,
                at BIGINT NOT NULL,
                tree TEXT NOT NULL,
                source TEXT NOT NULL,
                screen TEXT NOT NULL,
                appearance TEXT NOT NULL,
                kind TEXT NOT NULL,
                status_before TEXT,
                status_after TEXT,
                added TEXT NOT NULL,
                fixed TEXT NOT NULL,
                added_count INTEGER NOT NULL,
                fixed_count INTEGER NOT NULL,
                lost INTEGER NOT NULL DEFAULT 0
            )
            """,
            "CREATE INDEX events_by_time ON events (at)",
            "CREATE INDEX events_by_source ON events (source, at)",
            "CREATE INDEX events_by_tree ON events (tree, at)",
            """
            CREATE TABLE screens (
                tree TEXT NOT NULL,
                source TEXT NOT NULL,
                screen TEXT NOT NULL,
                appearance TEXT NOT NULL,
                status TEXT NOT NULL,
                findings TEXT NOT NULL,
                digest BIGINT NOT NULL,
                PRIMARY KEY (tree, source, screen, appearance)
            )
            """,
            """
            CREATE TABLE daily_totals (
                day TEXT NOT NULL,
                tree TEXT NOT NULL,
                totals TEXT NOT NULL,
                errors INTEGER NOT NULL,
                PRIMARY KEY (day, tree)
            )
            """,
        ],
        // 2: the same tables; findings keep their message as key and arguments
        // (`StoredMessage`), which version 1 can't read.
        [],
        // 3: the clock's reading of an event recorded at a later time (`EventTimeline`).
        ["ALTER TABLE events ADD COLUMN clock_read BIGINT"],
    ]

    /// Runs the steps the database hasn't had; inside the caller's transaction.
    static func migrate(_ connection: PostgresConnection, logger: Logger) async throws {
        try await connection.query("CREATE TABLE IF NOT EXISTS history_version (version INTEGER NOT NULL)", logger: logger)
        var version = 0
        for try await latest in try await connection.query("SELECT COALESCE(MAX(version), 0) FROM history_version", logger: logger)
            .decode(Int32.self)
        {
            version = Int(latest)
        }
        guard version <= migrations.count else {
            throw HistoryFailure("the history database has schema version \(version), newer than this higauditd knows (\(migrations.count))")
        }
        while version < migrations.count {
            for statement in migrations[version] {
                try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
            }
            version += 1
            try await connection.query("INSERT INTO history_version (version) VALUES (\(Int32(version)))", logger: logger)
        }
        for statement in SQLiteHistoryStore.readIndexes {
            try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
        }
    }

    static let eventColumns = "id, at, tree, source, screen, appearance, kind, status_before, status_after, added, fixed, lost, clock_read"

    /// An event read back; the row has `eventColumns`.
    static func event(_ row: PostgresRow) throws -> HistoryEvent {
        let (id, at, tree, source, screen, appearance, kind, before, after, added, fixed, lost, clockRead) = try row.decode(
            (Int64, Int64, String, String, String, String, String, String?, String?, String, String, Int32, Int64?).self)
        return HistoryEvent(
            id: id, at: at, tree: tree, screen: ScreenIdentity(source: source, screen: screen, appearance: appearance),
            kind: HistoryEvent.Kind(rawValue: kind) ?? .changed, statusBefore: before, statusAfter: after,
            added: try HistoryCoding.findings(added), fixed: try HistoryCoding.findings(fixed), lost: Int(lost),
            clockRead: clockRead)
    }
}
