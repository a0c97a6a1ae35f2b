import Logging
import PostgresNIO

/// The history's schema in PostgreSQL: the tables of `SQLiteHistoryStore.migrations` in
/// PostgreSQL's types, one step per version, `history_version` saying which ran.
enum PostgresSchema {
    /// The advisory lock daemons take while they migrate (a constant of the project's own).
    static let migrationLock: Int64 = 0x6869_6761_7564_6974

    /// The current schema (`SQLiteSchema.current` in PostgreSQL's types), made in one step
    /// in an empty database.
    static let current = findingTables + [SQLiteSchema.dailyTotals]

    /// The tables of trees, screens and events (`SQLiteSchema.findingTables`).
    static let findingTables = [
        "CREATE TABLE trees (id BIGSERIAL PRIMARY KEY, path TEXT NOT NULL UNIQUE)",
        """
        CREATE TABLE screens (
            id BIGSERIAL PRIMARY KEY,
            tree BIGINT NOT NULL,
            source TEXT NOT NULL,
            screen TEXT NOT NULL,
            appearance TEXT NOT NULL,
            status TEXT,
            findings BYTEA,
            digest BIGINT,
            shared_by BIGINT,
            UNIQUE (source, screen, appearance, tree)
        )
        """,
        """
        CREATE TABLE events (
            id BIGSERIAL PRIMARY KEY,
            at BIGINT NOT NULL,
            screen BIGINT NOT NULL,
            kind TEXT NOT NULL,
            status_before TEXT,
            status_after TEXT,
            added BYTEA,
            fixed BYTEA NOT NULL,
            added_count INTEGER NOT NULL,
            fixed_count INTEGER NOT NULL,
            lost INTEGER NOT NULL DEFAULT 0,
            clock_read BIGINT
        )
        """,
        "CREATE INDEX events_by_time ON events (at)",
        "CREATE INDEX events_by_screen ON events (screen, at)",
    ]

    /// Each version's step from the one before; `history_version` says which ran.
    static let migrations: [@Sendable (PostgresConnection, Logger) async throws -> Void] = [
        { connection, logger in try await run(version1, on: connection, logger: logger) },
        // 2: the same tables; findings keep their message as key and arguments, which
        // version 1 can't read.
        { _, _ in },
        // 3: the clock's reading of an event recorded at a later time (`EventTimeline`).
        { connection, logger in try await run(["ALTER TABLE events ADD COLUMN clock_read BIGINT"], on: connection, logger: logger) },
        // 4: names once, findings as bytes, a new screen's findings once (`SQLiteSchema`).
        { connection, logger in try await PostgresVersion3Migration(connection: connection, logger: logger).run() },
    ]

    /// Version 1's tables: names in every row, findings as JSON text.
    static let version1 = [
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
        SQLiteSchema.dailyTotals,
    ]

    static func run(_ statements: [String], on connection: PostgresConnection, logger: Logger) async throws {
        for statement in statements {
            try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
        }
    }

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
        if version == 0 {
            try await run(current, on: connection, logger: logger)
            version = migrations.count
            try await connection.query("INSERT INTO history_version (version) VALUES (\(Int32(version)))", logger: logger)
        }
        while version < migrations.count {
            try await migrations[version](connection, logger)
            version += 1
            try await connection.query("INSERT INTO history_version (version) VALUES (\(Int32(version)))", logger: logger)
        }
        for statement in SQLiteSchema.readIndexes {
            try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
        }
    }

    /// An event's columns, its screen's names and its added findings (its screen's, when
    /// it shares them).
    static let eventColumns = """
        SELECT e.id, e.at, t.path, s.source, s.screen, s.appearance, e.kind, e.status_before, e.status_after,
               CASE WHEN e.added IS NOT NULL THEN e.added WHEN s.shared_by = e.id THEN s.findings END,
               e.fixed, e.lost, e.clock_read
        FROM events e JOIN screens s ON s.id = e.screen JOIN trees t ON t.id = s.tree
        """

    /// An event read back; the row has `eventColumns`.
    static func event(_ row: PostgresRow) throws -> HistoryEvent {
        let (id, at, tree, source, screen, appearance, kind, before, after, added, fixed, lost, clockRead) = try row.decode(
            (Int64, Int64, String, String, String, String, String, String?, String?, ByteBuffer?, ByteBuffer, Int32, Int64?).self)
        return HistoryEvent(
            id: id, at: at, tree: tree, screen: ScreenIdentity(source: source, screen: screen, appearance: appearance),
            kind: HistoryEvent.Kind(rawValue: kind) ?? .changed, statusBefore: before, statusAfter: after,
            added: try findings(added), fixed: try findings(fixed), lost: Int(lost), clockRead: clockRead)
    }

    /// The findings of a column's bytes (none for NULL).
    static func findings(_ buffer: ByteBuffer?) throws -> [HistoryFinding] {
        guard let buffer else { return [] }
        return try FindingsBlob.decode(Array(buffer.readableBytesView))
    }

    /// Findings as a column's value: bytes, empty for none.
    static func bytes(_ findings: [HistoryFinding]) -> ByteBuffer {
        ByteBuffer(bytes: FindingsBlob.encode(findings))
    }
}
