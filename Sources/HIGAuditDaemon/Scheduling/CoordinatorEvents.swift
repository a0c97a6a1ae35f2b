import HIGAuditCore
import HIGAuditFiles
import HIGAuditHistory

/// What the coordinator tells the rest of the daemon.
package struct CoordinatorEvents: Sendable {
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

    package init(
        publish: @escaping @Sendable (AggregateChanges, _ force: Bool) async -> PublishOutcome,
        audited: @escaping @Sendable (ScreenReport.Status, _ seconds: Double) -> Void, queueDepthChanged: @escaping @Sendable (Int) -> Void,
        file: @escaping @Sendable (String) -> SourceFile?, writeFailed: @escaping @Sendable () -> Void, colorsetsChanged: @escaping @Sendable () -> Void = {},
        observed: @escaping @Sendable (ScreenObservation) -> Void = { _ in }, removed: @escaping @Sendable (ReportSummary) -> Void = { _ in },
        sharedReportPaths: @escaping @Sendable ([(key: String, with: String)]) -> Void = { _ in }
    ) {
        self.publish = publish
        self.audited = audited
        self.queueDepthChanged = queueDepthChanged
        self.file = file
        self.writeFailed = writeFailed
        self.colorsetsChanged = colorsetsChanged
        self.observed = observed
        self.removed = removed
        self.sharedReportPaths = sharedReportPaths
    }
}
