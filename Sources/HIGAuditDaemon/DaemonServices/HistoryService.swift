import HIGAuditCore
import HIGAuditHistory
import Logging
import ServiceLifecycle

/// The history recorder's writing loop, and the overview's part of the history: each new
/// digest the recorder reads goes into the aggregates, which are published again; and once
/// the history can be written again after it could not, every report whose findings it
/// doesn't know is told to it (as at start). Once the audits are finished at shutdown, it
/// writes what it holds and closes the database.
package struct HistoryService: Service {
    let recorder: HistoryRecorder
    let aggregates: AggregatePublisher
    let coordinator: AuditCoordinator
    let store: ReportStore
    /// Signalled by the recorder when its digest changed.
    let digests: Wakeup
    /// Signalled by the recorder when it wrote after failing (or failing to read).
    let catchUp: Wakeup
    let logger: Logger
    let watching: StartupGate

    package func run() async throws {
        try await watching.wait()
        await cancelWhenGracefulShutdown {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await recorder.run() }
                group.addTask {
                    while await digests.wait(), !Task.isCancelled { await showDigest() }
                }
                group.addTask {
                    while await catchUp.wait(), !Task.isCancelled { await tellMissedReports() }
                }
            }
        }
        await recorder.close()
    }

    private func showDigest() async {
        guard let digest = await recorder.digest else { return }
        if await aggregates.setHistory(Daemon.recent(digest)) { await coordinator.refreshAggregates() }
    }

    /// Tells the history each report whose findings it doesn't know: a database that was
    /// locked, full, replaced or unreadable may have missed some (changes dropped past the
    /// bound, reports on disk it could not be compared with at start). If the history can't
    /// be read now, the next recovery tries again.
    private func tellMissedReports() async {
        guard let known = await recorder.digests() else { return }
        var told = 0
        for (key, summary) in await coordinator.reports {
            guard let report = store.read(key: key) else { continue }
            guard known[summary.historyIdentity] != ScreenState.digest(of: report) else { continue }
            recorder.observe(ScreenObservation(report, at: UTCTime.now()))
            told += 1
        }
        if told > 0 { logger.notice("reports the history missed told to it", metadata: ["reports": "\(told)"]) }
    }

    package init(
        recorder: HistoryRecorder, aggregates: AggregatePublisher, coordinator: AuditCoordinator, store: ReportStore, digests: Wakeup, catchUp: Wakeup,
        logger: Logger, watching: StartupGate
    ) {
        self.recorder = recorder
        self.aggregates = aggregates
        self.coordinator = coordinator
        self.store = store
        self.digests = digests
        self.catchUp = catchUp
        self.logger = logger
        self.watching = watching
    }
}
