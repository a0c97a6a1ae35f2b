import HIGAuditCore
import HIGAuditFiles
import HIGAuditHistory

/// One screen to audit, and the watcher batch that asked for it.
struct AuditJob: Sendable {
    var file: SourceFile
    var sequence: UInt64
    /// The report the screen has now, so an unchanged file is not audited again.
    var current: ReportSummary?
    /// Audit even when the file and the auditor are unchanged (a colorset it uses changed).
    var force = false
    /// How many jobs were still queued when this one was taken: many in a scan.
    var queuedBehind = 0
}

/// A report and its key, its path below `REPORTS/screens/` (without the `.json` that
/// `ReportPaths` adds to non-JSON names): the source path, or for a Figma frame the source
/// path, `/` and the frame's file name.
package struct KeyedReport: Sendable {
    var key: String
    package var report: ScreenReport
}

/// What the coordinator keeps of a report just audited: its summary, and the whole
/// report only while it is not on disk.
struct AuditedReport: Sendable {
    var key: String
    var summary: ReportSummary
    /// The report; once its page is staged, without the screen the page was drawn from.
    var unwritten: ScreenReport?
    /// What the history is told of this audit; nil when the daemon keeps no history.
    var observation: ScreenObservation?

    /// `staged`: the report's page is staged, so the screen it drew is let go.
    init(_ keyed: KeyedReport, observing: Bool = false, staged: Bool = false) {
        key = keyed.key
        summary = ReportSummary(keyed.report)
        var report = keyed.report
        if staged { report.auditedScreen = nil }
        unwritten = report
        observation = observing ? ScreenObservation(keyed.report, at: UTCTime.now()) : nil
    }
}

/// What a worker did with a job.
enum AuditOutcome: Sendable {
    /// The file's digest and the auditor match its report: nothing to do.
    case unchanged
    /// The reports of the file by report key: one for a screen description, one per frame
    /// of a Figma export.
    case audited([AuditedReport], written: Bool, seconds: Double, colorNames: Set<String> = [])
    /// Not a screen: JSON that is no screen description, a document for another platform.
    case skipped
    /// The file vanished or became unreadable as a regular file before it was read.
    case gone

    /// The outcome once the staged files are committed (`true`: the whole reports are
    /// dropped) or failed (`false`: they are kept until they can be written).
    func committed(_ committed: Bool) -> AuditOutcome {
        guard case .audited(var reports, let written, let seconds, let colorNames) = self else { return self }
        if written && committed {
            for index in reports.indices { reports[index].unwritten = nil }
        }
        return .audited(reports, written: written && committed, seconds: seconds, colorNames: colorNames)
    }
}
