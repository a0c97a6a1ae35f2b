import HIGAuditCore
import Logging
import ServiceLifecycle

/// While reports can't be written (a full or read-only folder): the daemon is degraded,
/// and the reports and aggregates that failed are written again every `interval` until
/// every one is in place. Woken by the coordinator when a write fails; at shutdown it
/// stops retrying.
package struct WriteRepairService: Service {
    let coordinator: AuditCoordinator
    let failures: Wakeup
    let status: DaemonStatus
    let metrics: DaemonMetrics
    let settings: AuditSettingsBox
    let reports: String
    let logger: Logger
    var interval: Duration = .seconds(2)

    package func run() async {
        await cancelWhenGracefulShutdown {
            while await failures.wait(), !Task.isCancelled {
                // Failures told while the last repair ran are repaired already.
                if await coordinator.hasWriteFailures { await repair() }
            }
        }
    }

    private func repair() async {
        status.setProblem("writes", Message("daemon.problem.writes", ["path": reports]))
        metrics.setDegraded(true)
        logger.error("reports can't be written; retrying until they can", metadata: ["reports": "\(reports)"])
        while true {
            do {
                try await Task.sleep(for: interval)
            } catch {
                return
            }
            if await coordinator.retryFailedWrites(language: settings.current.language) { break }
        }
        status.setProblem("writes", nil)
        metrics.setDegraded(status.isDegraded)
        logger.notice("reports are written again")
    }

    package init(
        coordinator: AuditCoordinator, failures: Wakeup, status: DaemonStatus, metrics: DaemonMetrics, settings: AuditSettingsBox, reports: String,
        logger: Logger, interval: Duration = .seconds(2)
    ) {
        self.coordinator = coordinator
        self.failures = failures
        self.status = status
        self.metrics = metrics
        self.settings = settings
        self.reports = reports
        self.logger = logger
        self.interval = interval
    }
}
