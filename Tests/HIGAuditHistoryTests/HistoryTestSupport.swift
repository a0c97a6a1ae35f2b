import Foundation
import GRDB
import HIGAuditCore
import HIGAuditDaemonSettings
import PostgresTestSupport

@testable import HIGAuditHistory

func finding(_ rule: String, _ fingerprint: String, severity: String = "error") -> HistoryFinding {
    HistoryFinding(rule: rule, severity: severity, pointer: "/elements/0", fingerprint: fingerprint, messages: ["en": "\(rule) \(fingerprint)"])
}

extension Message {
    /// A contrast finding's message as the rule words it: numbers, colors and two phrases.
    static let textContrast = Message(
        "text-contrast.message",
        [
            Message.Argument("ratio", "1.68"), Message.Argument("required", "4.5"), Message.Argument("size", "17"),
            Message.Argument("foreground", "#C7C7CC"), Message.Argument("background", "#FFFFFF"),
            Message.Argument("change", .message(Message("text-contrast.change.darken"))),
            Message.Argument("suggestion", .message(Message("contrast.suggestion", ["color": "#76767A", "required": "4.5"]))),
        ])
    /// A touch target's message: text arguments only.
    static let touchTarget = Message("touch-target-size.message", ["width": "28", "height": "44", "required": "44"])
}

/// Observations are made now unless told: a recorder prunes what is older than its retention.
func audited(_ source: String, _ status: String, _ findings: [HistoryFinding], at: Int64 = UTCTime.now()) -> ScreenObservation {
    ScreenObservation(screen: ScreenIdentity(source: source, screen: source), at: at, change: .audited(status: status, findings: findings))
}

func removed(_ source: String, at: Int64 = UTCTime.now()) -> ScreenObservation {
    ScreenObservation(screen: ScreenIdentity(source: source, screen: source), at: at, change: .removed)
}

/// A folder for a test's database; `remove` it at the end (a `defer` keeps it alive until then).
struct HistoryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("higaudit-history-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    var database: String { path + "/history.sqlite" }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// The stores the same tests run against.
enum StoreKind: String, CaseIterable, Sendable {
    case sqlite, postgres

    /// A place for one test's database: `open` makes a store on it (again, to read back
    /// what an earlier one wrote), `remove` deletes it.
    func place() throws -> StorePlace {
        switch self {
        case .sqlite:
            let folder = try HistoryFolder()
            // A lock held by the other store of a test waits as long as a liveness bound allows:
            // on two busy cores, a write can hold it longer than the daemon's quarter second.
            return StorePlace(
                open: { SQLiteHistoryStore(path: folder.database, busyTimeout: .testBusyTimeout) }, remove: { folder.remove() },
                sql: { statements in
                    let queue = try DatabaseQueue(path: folder.database)
                    defer { try? queue.close() }
                    return try queue.write { db in
                        // The statements run in turn; the last one's first row is the answer.
                        var answer: [String] = []
                        let statements = try db.allStatements(sql: statements)
                        while let statement = try statements.next() {
                            answer =
                                try Row.fetchOne(statement).map { row in
                                    row.databaseValues.map { String.fromDatabaseValue($0) ?? Int64.fromDatabaseValue($0).map(String.init) ?? "" }
                                } ?? []
                        }
                        return answer.joined(separator: "|")
                    }
                })
        case .postgres:
            let server = try PostgresTestServer.shared()
            let location = try PostgresLocation(url: server.url(database: try server.makeDatabase()))
            let database = location.database
            return StorePlace(
                open: { PostgresHistoryStore(location: location, deadline: .testDeadline) }, remove: {},
                sql: { statements in try server.psql(database, statements).split(separator: "\n").last.map(String.init) ?? "" })
        }
    }
}

struct StorePlace: Sendable {
    let open: @Sendable () -> any HistoryStore
    let remove: @Sendable () -> Void
    /// Runs SQL statements on the database directly; the last one's first row, its
    /// columns joined by `|` (NULL as nothing).
    let sql: @Sendable (String) throws -> String
}

extension TimeInterval {
    /// How long a test's SQLite store waits for another's lock: a liveness bound, like
    /// `Duration.testDeadline`.
    static let testBusyTimeout: TimeInterval = 60
}

extension Duration {
    /// A store's deadline in the tests: a liveness bound, not a timing. The tests share two
    /// cores with tests that block threads of the pool for tens of seconds, and a deadline
    /// that passes while a statement's answer waits for a thread is no finding.
    static let testDeadline = Duration.seconds(300)
}
