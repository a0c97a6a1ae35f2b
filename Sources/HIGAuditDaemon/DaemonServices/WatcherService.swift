import HIGAuditCore
import HIGAuditHistory
import Logging
import ServiceLifecycle

/// Once the socket answers: reads back the reports on disk, starts the watcher and hands
/// its batches to the coordinator until the watcher stops. It is the first service to stop:
/// the watcher ends and the coordinator hands out no new work.
package struct WatcherService: Service {
    let watcher: TreeWatcher
    let coordinator: AuditCoordinator
    let sequence: SequenceCounter
    let store: ReportStore
    let recorder: HistoryRecorder?
    let status: DaemonStatus
    let metrics: DaemonMetrics
    let notifier: SystemdNotifier
    let logger: Logger
    /// How many folders are watched, for systemd's status line.
    let watchedFolders: Int
    /// Opened once the socket answers; opened here once the watcher has started.
    let serverBound: StartupGate
    let watching: StartupGate

    package func run() async throws {
        try await serverBound.wait()
        // The socket answers (state "starting") while the reports on disk are read back,
        // one at a time: only their summaries stay in memory, in the coordinator.
        let known = await Self.adoptReports(from: store, into: coordinator, history: recorder, logger: logger)
        logger.info("reports on disk read back", metadata: ["knownReports": "\(known)"])
        notifier.status("Starting: \(known) reports on disk")
        watcher.start()
        watching.open()
        let readiness = Task { await announceReadiness() }
        await withGracefulShutdownHandler {
            for await batch in watcher.batches {
                if !batch.rescan.isEmpty && sequence.value > 0 { metrics.rescanned() }
                sequence.observe(batch.sequence)
                await coordinator.ingest(batch) { root in watcher.list(root) }
                Daemon.refresh(status, watcher: watcher, metrics: metrics)
            }
            // The watcher stopped: no more work will come.
            await coordinator.stop()
        } onGracefulShutdown: {
            notifier.stopping()
            logger.info("stopping: finishing the audits in progress")
            Task { await coordinator.stop() }
            watcher.stop()
        }
        readiness.cancel()
    }

    /// Hands the summaries of the reports on disk to the coordinator; returns how many.
    /// With a history, a report whose findings the history doesn't know (a kill between
    /// the report and its history, or a history started on an audited tree) is told to it.
    private static func adoptReports(
        from store: ReportStore, into coordinator: AuditCoordinator, history: HistoryRecorder?,
        logger: Logger
    ) async -> Int {
        var digests: [String: Int64]? = history == nil ? nil : [:]
        let existing = store.load(historyDigests: &digests)
        await coordinator.adopt(existing)
        if let history, let digests, let known = await history.digests() {
            var told = 0
            for (key, digest) in digests {
                guard let summary = existing[key] else { continue }
                guard known[summary.historyIdentity] != digest, let report = store.read(key: key) else { continue }
                history.observe(ScreenObservation(report, at: UTCTime.now()))
                told += 1
            }
            if told > 0 { logger.info("reports on disk told to the history", metadata: ["reports": "\(told)"]) }
        }
        return existing.count
    }

    private func announceReadiness() async {
        await coordinator.waitForInitialScan()
        recorder?.firstScanFinished()
        let count = await coordinator.reports.count
        logger.info("first scan done", metadata: ["screens": "\(count)"])
        notifier.ready(status: "Watching \(watchedFolders) folder(s), \(count) screens")
    }

    package init(
        watcher: TreeWatcher, coordinator: AuditCoordinator, sequence: SequenceCounter, store: ReportStore, recorder: HistoryRecorder?, status: DaemonStatus,
        metrics: DaemonMetrics, notifier: SystemdNotifier, logger: Logger, watchedFolders: Int, serverBound: StartupGate, watching: StartupGate
    ) {
        self.watcher = watcher
        self.coordinator = coordinator
        self.sequence = sequence
        self.store = store
        self.recorder = recorder
        self.status = status
        self.metrics = metrics
        self.notifier = notifier
        self.logger = logger
        self.watchedFolders = watchedFolders
        self.serverBound = serverBound
        self.watching = watching
    }
}
