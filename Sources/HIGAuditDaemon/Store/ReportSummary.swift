import HIGAuditCore

/// What the daemon keeps in memory of a report: enough for the status, the index and
/// deciding whether a file needs a new audit. The report itself is on disk.
struct ReportSummary: Sendable {
    var source: String
    var screen: String
    var status: ScreenReport.Status
    var errors: Int
    var warnings: Int
    var notes: Int
    var auditedAt: String
    var sourceDigest: String
    var auditorVersion: String
    var configDigest: String
    /// A Figma frame's or an IB screen's name, and an IB screen's appearance (nil for others).
    var title: String?
    var appearance: Appearance?

    init(_ report: ScreenReport) {
        source = report.source
        screen = report.screen
        status = report.status
        errors = report.count(.error)
        warnings = report.count(.warning)
        notes = report.count(.note)
        auditedAt = report.auditedAt
        sourceDigest = report.sourceDigest
        auditorVersion = report.auditorVersion
        configDigest = report.configDigest
        title = report.title
        appearance = report.appearance
    }

    /// What the report page shows of it outside its section.
    var overview: ScreenOverview {
        ScreenOverview(source: source, status: status, errors: errors, warnings: warnings, notes: notes)
    }

    /// The row of `index.json` and `GET /v1/screens`.
    var row: JSONValue {
        var members: [JSONValue.Member] = [.init("source", .string(source)), .init("screen", .string(screen))]
        if let title { members.append(.init("title", .string(title))) }
        if let appearance { members.append(.init("appearance", .string(appearance.rawValue))) }
        members += [
            .init("status", .string(status.rawValue)),
            .init("summary", .object(["errors": .number(Double(errors)), "warnings": .number(Double(warnings)), "notes": .number(Double(notes))])),
            .init("auditedAt", .string(auditedAt)),
        ]
        return .object(members)
    }
}
