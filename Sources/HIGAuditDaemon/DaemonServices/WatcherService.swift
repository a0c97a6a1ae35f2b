import HIGAuditCore
import HIGAuditHistory
import Logging
import ServiceLifecycle

/// Once the socket answers: reads back the reports on disk, starts the watcher and hands
/// its batches to the coordinator until the watcher stops. It is the first service to stop:
/// the watcher ends and the coordinator hands out no new work.
struct WatcherService: Service {
    let daemon: Daemon
    let parts: DaemonParts

    func run() async throws {
        try await parts.serverBound.wait()
        let (watcher, coordinator, sequence, logger) = (parts.watcher, parts.coordinator, parts.sequence, daemon.logger)
        // The socket answers (state "starting") while the reports on disk are read back,
        // one at a time: only their summaries stay in memory, in the coordinator.
        let known = await Self.adoptReports(from: parts.store, into: coordinator, history: parts.recorder, logger: logger)
        logger.info("reports on disk read back", metadata: ["knownReports": "\(known)"])
        daemon.notifier.status("Starting: \(known) reports on disk")
        watcher.start()
        parts.watching.open()
        let readiness = Task { await announceReadiness() }
        await withGracefulShutdownHandler {
            for await batch in watcher.batches {
                if !batch.rescan.isEmpty && sequence.value > 0 { daemon.metrics.rescanned() }
                sequence.observe(batch.sequence)
                await coordinator.ingest(batch) { root in watcher.list(root) }
                Daemon.refresh(daemon.status, watcher: watcher, metrics: daemon.metrics)
            }
            // The watcher stopped: no more work will come.
            await coordinator.stop()
        } onGracefulShutdown: {
            daemon.notifier.stopping()
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
        await parts.coordinator.waitForInitialScan()
        parts.recorder?.firstScanFinished()
        let count = await parts.coordinator.reports.count
        daemon.logger.info("first scan done", metadata: ["screens": "\(count)"])
        daemon.notifier.ready(status: "Watching \(daemon.paths.watch.count) folder(s), \(count) screens")
    }
}
