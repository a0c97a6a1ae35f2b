import HIGAuditCore

/// One screen to audit, and the watcher batch that asked for it.
struct AuditJob: Sendable {
    var file: SourceFile
    var sequence: UInt64
    /// The report the screen has now, so an unchanged file is not audited again.
    var current: ScreenReport?
}

/// What a worker did with a job.
enum AuditOutcome: Sendable {
    /// The file's digest and the auditor match its report: nothing to do.
    case unchanged
    case audited(ScreenReport, written: Bool, seconds: Double)
    /// The file vanished or became unreadable as a regular file before it was read.
    case gone
}
