import Foundation
import GRDB

/// The history's tables in SQLite, and the steps that bring an older database to them.
///
/// Since version 4, a tree's path and a screen's names are written once (`trees`,
/// `screens`), events refer to their screen by number, and findings are `FindingsBlob`
/// bytes. The findings an event added to a screen new to the history are its screen's
/// findings too; they are written once, in `screens`, whose `shared_by` names the event,
/// and copied into the event when the screen's findings next change.
enum SQLiteSchema {
    /// The current schema, made in one step in an empty database.
    static let current = findingTables + dailyTotals + ";"

    /// The daily totals, as every version has them, in SQLite and PostgreSQL alike.
    static let dailyTotals = """
        CREATE TABLE daily_totals (
            day TEXT NOT NULL,
            tree TEXT NOT NULL,
            totals TEXT NOT NULL,
            errors INTEGER NOT NULL,
            PRIMARY KEY (day, tree)
        )
        """

    /// The tables of trees, screens and events.
    static let findingTables = """
        CREATE TABLE trees (
            id INTEGER PRIMARY KEY,
            path TEXT NOT NULL UNIQUE
        );
        CREATE TABLE screens (
            id INTEGER PRIMARY KEY,
            tree INTEGER NOT NULL,
            source TEXT NOT NULL,
            screen TEXT NOT NULL,
            appearance TEXT NOT NULL,
            status TEXT,
            findings BLOB,
            digest INTEGER,
            shared_by INTEGER,
            UNIQUE (source, screen, appearance, tree)
        );
        CREATE TABLE events (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            at INTEGER NOT NULL,
            screen INTEGER NOT NULL,
            kind TEXT NOT NULL,
            status_before TEXT,
            status_after TEXT,
            added BLOB,
            fixed BLOB NOT NULL,
            added_count INTEGER NOT NULL,
            fixed_count INTEGER NOT NULL,
            lost INTEGER NOT NULL DEFAULT 0,
            clock_read INTEGER
        );
        CREATE INDEX events_by_time ON events (at);
        CREATE INDEX events_by_screen ON events (screen, at);
        """

    /// Version 1's tables: names in every row, findings as JSON text.
    static let version1 = """
        CREATE TABLE events (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            at INTEGER NOT NULL,
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
        );
        CREATE INDEX events_by_time ON events (at);
        CREATE INDEX events_by_source ON events (source, at);
        CREATE TABLE screens (
            tree TEXT NOT NULL,
            source TEXT NOT NULL,
            screen TEXT NOT NULL,
            appearance TEXT NOT NULL,
            status TEXT NOT NULL,
            findings TEXT NOT NULL,
            digest INTEGER NOT NULL,
            PRIMARY KEY (tree, source, screen, appearance)
        );
        """ + dailyTotals + ";"

    /// Each version's step from the one before; `history_version` says which ran.
    static let migrations: [@Sendable (Database) throws -> Void] = [
        { db in try db.execute(sql: version1) },
        // 2: the same tables; findings keep their message as key and arguments, which
        // version 1 can't read.
        { _ in },
        // 3: the clock's reading of an event recorded at a later time (`EventTimeline`).
        { db in try db.execute(sql: "ALTER TABLE events ADD COLUMN clock_read INTEGER") },
        // 4: names once, findings as bytes, a new screen's findings once.
        { db in try fromVersion3(db) },
    ]

    /// Indexes that only speed up reads: made when missing, whatever the schema's version.
    /// `events_changes` holds the events a first scan didn't make, which the digest of the
    /// last 24 hours counts: without it, that count reads every event of those 24 hours,
    /// all of a first scan's, each time a first scan's write catches up.
    static let readIndexes = [
        "CREATE INDEX IF NOT EXISTS events_changes ON events (at) WHERE kind <> 'first-scan'"
    ]

    /// Brings `db` to the current schema, in the caller's transaction.
    static func migrate(_ db: Database) throws {
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS history_version (version INTEGER NOT NULL)")
        var version = try Int.fetchOne(db, sql: "SELECT MAX(version) FROM history_version") ?? 0
        guard version <= migrations.count else {
            throw HistoryFailure("the history database has schema version \(version), newer than this higauditd knows (\(migrations.count))")
        }
        if version == 0 {
            try db.execute(sql: current)
            version = migrations.count
            try db.execute(sql: "INSERT INTO history_version (version) VALUES (?)", arguments: [version])
        }
        while version < migrations.count {
            try migrations[version](db)
            version += 1
            try db.execute(sql: "INSERT INTO history_version (version) VALUES (?)", arguments: [version])
        }
        for statement in readIndexes { try db.execute(sql: statement) }
    }

    /// Version 3's rows in version 4's tables, every event with its id, findings read from
    /// their JSON and written as bytes.
    private static func fromVersion3(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP INDEX IF EXISTS events_by_time;
                DROP INDEX IF EXISTS events_by_source;
                DROP INDEX IF EXISTS events_changes;
                ALTER TABLE events RENAME TO events_version3;
                ALTER TABLE screens RENAME TO screens_version3;
                """)
        try db.execute(sql: findingTables)
        try db.execute(
            sql: """
                INSERT INTO trees (path) SELECT tree FROM screens_version3 UNION SELECT tree FROM events_version3;
                """)
        let insertScreen = try db.makeStatement(
            sql: """
                INSERT INTO screens (tree, source, screen, appearance, status, findings, digest)
                VALUES ((SELECT id FROM trees WHERE path = ?), ?, ?, ?, ?, ?, ?)
                """)
        let screens = try Row.fetchCursor(db, sql: "SELECT * FROM screens_version3")
        while let row = try screens.next() {
            let findings = try HistoryCoding.findings(row["findings"])
            try insertScreen.execute(arguments: [
                row["tree"], row["source"], row["screen"], row["appearance"], row["status"], blob(findings), row["digest"],
            ])
        }
        // The screens only events remember (removed, or a gap's).
        try db.execute(
            sql: """
                INSERT OR IGNORE INTO screens (tree, source, screen, appearance)
                SELECT DISTINCT t.id, e.source, e.screen, e.appearance FROM events_version3 e JOIN trees t ON t.path = e.tree
                """)
        let insertEvent = try db.makeStatement(
            sql: """
                INSERT INTO events (id, at, screen, kind, status_before, status_after, added, fixed, added_count, fixed_count, lost, clock_read)
                VALUES (?, ?, (SELECT s.id FROM screens s JOIN trees t ON t.id = s.tree
                               WHERE s.source = ? AND s.screen = ? AND s.appearance = ? AND t.path = ?),
                        ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let events = try Row.fetchCursor(db, sql: "SELECT * FROM events_version3 ORDER BY id")
        while let row = try events.next() {
            try insertEvent.execute(arguments: [
                row["id"], row["at"], row["source"], row["screen"], row["appearance"], row["tree"], row["kind"], row["status_before"],
                row["status_after"], blob(try HistoryCoding.findings(row["added"])), blob(try HistoryCoding.findings(row["fixed"])),
                row["added_count"], row["fixed_count"], row["lost"], row["clock_read"],
            ])
        }
        // Ids go on from where version 3's did, even past events pruned since.
        try db.execute(
            sql: """
                INSERT INTO sqlite_sequence (name, seq)
                SELECT 'events', seq FROM sqlite_sequence WHERE name = 'events_version3'
                  AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'events');
                UPDATE sqlite_sequence SET seq = MAX(seq, COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'events_version3'), 0))
                WHERE name = 'events';
                DROP TABLE events_version3;
                DROP TABLE screens_version3;
                DELETE FROM sqlite_sequence WHERE name = 'events_version3';
                """)
    }

    /// Findings as a column's value: bytes, or an empty blob for none.
    static func blob(_ findings: [HistoryFinding]) -> Data {
        Data(FindingsBlob.encode(findings))
    }

    /// The findings of a column's bytes (none for NULL).
    static func findings(_ data: Data?) throws -> [HistoryFinding] {
        try FindingsBlob.decode(data.map { [UInt8]($0) } ?? [])
    }

    /// Deletes the screens that are gone from their tree and that no event names any more
    /// (PostgreSQL runs it too).
    static let forgetUnnamedScreens = "DELETE FROM screens WHERE status IS NULL AND NOT EXISTS (SELECT 1 FROM events e WHERE e.screen = screens.id)"
}
