import Foundation
import HIGAuditCore
@testable import HIGAuditHistory

func finding(_ rule: String, _ fingerprint: String, severity: String = "error") -> HistoryFinding {
    HistoryFinding(rule: rule, severity: severity, pointer: "/elements/0", fingerprint: fingerprint, messages: ["en": "\(rule) \(fingerprint)"])
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
