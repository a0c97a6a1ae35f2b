import HIGAuditCore
import Logging
import ServiceLifecycle

/// Keeps the reports folder the daemon's: it checks every `interval` that the path still
/// names the folder it started with (by identity, not by name). A folder moved away,
/// deleted or replaced makes the daemon degraded while it rebuilds one whole at the path:
/// the folder and its lock made again, the history reopened there, every screen audited
/// again and the aggregates written, so that no index disagrees with the status.
package struct ReportsFolderService: Service {
    let reports: String
    let store: ReportStore
    let status: DaemonStatus
    let metrics: DaemonMetrics
    let logger: Logger
    /// Reopens the history at its path (an SQLite history moved with the folder stays there).
    let reopenHistory: @Sendable () async -> Void
    /// Audits every screen again; returns once their reports and the aggregates are written.
    let rebuild: @Sendable () async -> Void
    let watching: StartupGate
    let interval: Duration

    package func run() async throws {
        try await watching.wait()
        await cancelWhenGracefulShutdown {
            var identity = FolderIdentity(path: reports)
            while !Task.isCancelled {
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    return
                }
                let now = FolderIdentity(path: reports)
                guard now != identity || now == nil else { continue }
                if await rebuildFolder() { identity = FolderIdentity(path: reports) }
            }
        }
    }

    /// Makes the folder again and fills it; whether it could (else the next check tries again).
    private func rebuildFolder() async -> Bool {
        status.setProblem("reports-folder", Message("daemon.problem.reports-folder", ["path": FileName.display(reports)]))
        metrics.setDegraded(true)
        logger.error("the reports folder was moved, deleted or replaced; rebuilding it", metadata: ["reports": "\(FileName.display(reports))"])
        do {
            try store.prepare()
            // Held until the process ends, as the first lock is (that one stays with the
            // folder that was moved).
            _ = try InstanceGuard.lockReports(reports)
        } catch {
            logger.error("the reports folder can't be made again", metadata: ["reports": "\(FileName.display(reports))", "error": "\(error)"])
            return false
        }
        await reopenHistory()
        await rebuild()
        status.setProblem("reports-folder", nil)
        metrics.setDegraded(status.isDegraded)
        logger.notice("the reports folder is whole again", metadata: ["reports": "\(FileName.display(reports))"])
        return true
    }

    package init(
        reports: String, store: ReportStore, status: DaemonStatus, metrics: DaemonMetrics, logger: Logger,
        reopenHistory: @escaping @Sendable () async -> Void, rebuild: @escaping @Sendable () async -> Void, watching: StartupGate,
        interval: Duration = .seconds(2)
    ) {
        self.reports = reports
        self.store = store
        self.status = status
        self.metrics = metrics
        self.logger = logger
        self.reopenHistory = reopenHistory
        self.rebuild = rebuild
        self.watching = watching
        self.interval = interval
    }
}
