import HIGAuditCore
import HIGAuditFiles
import HIGAuditHistory

/// What the coordinator tells the rest of the daemon.
struct CoordinatorEvents: Sendable {
    /// Publishes the aggregates; `force`: a client waits, write every one that needs it now.
    var publish: @Sendable (AggregateChanges, _ force: Bool) async -> PublishOutcome
    var audited: @Sendable (ScreenReport.Status, _ seconds: Double) -> Void
    var queueDepthChanged: @Sendable (Int) -> Void
    /// The file a known source path stands for now, for re-audits.
    var file: @Sendable (String) -> SourceFile?
    /// A report or aggregate could not be written.
    var writeFailed: @Sendable () -> Void
    /// A colorset changed: what the asset catalogs hold must be read again.
    var colorsetsChanged: @Sendable () -> Void = {}
    /// A report is in place: what its audit said, for the history.
    var observed: @Sendable (ScreenObservation) -> Void = { _ in }
    /// A screen's report is gone (its file removed, ignored or no longer a screen).
    var removed: @Sendable (ReportSummary) -> Void = { _ in }
    /// The report paths that two screens share now (`ReportIndex.takeSharedReportPaths`).
    var sharedReportPaths: @Sendable ([(key: String, with: String)]) -> Void = { _ in }
}
