import ArgumentParser
import HIGAuditCore

enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json
}

extension Profile: ExpressibleByArgument {}
extension Language: ExpressibleByArgument {}

/// Totals of a run.
struct RunSummary: Sendable {
    var screens = 0
    var passed = 0
    var failed = 0
    var errors = 0
    var findings = 0
    var bySeverity: [Severity: Int] = [:]

    mutating func add(_ report: ScreenReport) {
        screens += 1
        switch report.status {
        case .pass: passed += 1
        case .fail: failed += 1
        case .error: errors += 1
        }
        findings += report.findings.count
        for finding in report.findings { bySeverity[finding.severity, default: 0] += 1 }
    }

    var exitCode: Int32 { errors > 0 ? 2 : (failed > 0 ? 1 : 0) }

    var json: JSONValue {
        .object([
            "screens": .number(Double(screens)), "passed": .number(Double(passed)), "failed": .number(Double(failed)),
            "errors": .number(Double(errors)), "findings": .number(Double(findings)),
        ])
    }
}
