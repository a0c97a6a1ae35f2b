import HIGAuditCore
import HIGAuditHistory
import HIGAuditOutputs

/// What the daemon keeps in memory of a report: enough for the status, the index and
/// deciding whether a file needs a new audit. The report itself is on disk.
package struct ReportSummary: Sendable {
    // In this order the one-byte and four-byte fields fill the gaps: 120 bytes, one of padding.
    var source: String
    private var storedScreen: StoredScreenName
    /// A Figma frame's or an IB screen's name, and an IB screen's appearance (nil for others).
    var title: String?
    private var errorCount: UInt32
    private var warningCount: UInt32
    private var noteCount: UInt32
    var status: ScreenReport.Status
    var appearance: Appearance?
    var contrast: Contrast
    var auditTime: AuditTime
    /// The auditor's version and configuration digest, one copy shared by most summaries.
    private var stamp: AuditorStamp
    /// Findings by rule and severity, for the overview's totals and its rule filter.
    var tallies: RuleTallies
    var sourceDigest: SourceDigest

    init(_ report: ScreenReport) {
        source = report.source
        storedScreen = StoredScreenName(report.screen, source: report.source)
        status = report.status
        errorCount = UInt32(clamping: report.count(.error))
        warningCount = UInt32(clamping: report.count(.warning))
        noteCount = UInt32(clamping: report.count(.note))
        auditTime = AuditTime(report.auditedAt)
        sourceDigest = SourceDigest(report.sourceDigest)
        stamp = AuditorStamp(auditorVersion: report.auditorVersion, configDigest: report.configDigest)
        title = report.title
        appearance = report.appearance
        contrast = report.contrast
        tallies = RuleTallies(RuleTally.tallies(of: report.findings, rules: AggregatePublisher.rules))
    }

    /// Lets strings that most summaries have in common (the configuration digest, the
    /// auditor's version, a source that is also the key) share one copy: 20,000 summaries
    /// keep one configuration digest instead of 20,000.
    mutating func share(key: String, with previous: ReportSummary?) {
        if source == key { source = key }
        if let previous, stamp == previous.stamp { stamp = previous.stamp }
    }

    /// The report's screen name.
    var screen: String { storedScreen.name(source: source) }
    /// The screen name as kept, for keeping it elsewhere (`AggregateState`) without a copy.
    var screenAsStored: StoredScreenName { storedScreen }

    var errors: Int { Int(errorCount) }
    var warnings: Int { Int(warningCount) }
    var notes: Int { Int(noteCount) }
    var auditorVersion: String { stamp.auditorVersion }
    var configDigest: String { stamp.configDigest }

    var auditedAt: String { auditTime.text }

    /// Its row on the overview page.
    func entry(key: String) -> OverviewEntry {
        OverviewEntry(
            key: key, source: source, title: title, appearance: appearance, contrast: contrast, status: status,
            errors: errors, warnings: warnings, notes: notes, tallies: tallies)
    }

    /// The row of `index.json` and `GET /v1/screens`.
    var row: JSONValue {
        var members: [JSONValue.Member] = [.init("source", .string(source)), .init("screen", .string(screen))]
        if let title { members.append(.init("title", .string(title))) }
        if let appearance { members.append(.init("appearance", .string(appearance.rawValue))) }
        members.append(.init("contrast", .string(contrast.rawValue)))
        members += [
            .init("status", .string(status.rawValue)),
            .init("summary", .object(["errors": .number(Double(errors)), "warnings": .number(Double(warnings)), "notes": .number(Double(notes))])),
            .init("auditedAt", .string(auditedAt)),
        ]
        return .object(members)
    }
}

extension ReportSummary {
    /// The screen as the history names it.
    package var historyIdentity: ScreenIdentity {
        ScreenIdentity(source: source, screen: screen, appearance: appearance, contrast: contrast)
    }
}
