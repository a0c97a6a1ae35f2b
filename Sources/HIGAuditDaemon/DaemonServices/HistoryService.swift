import HIGAuditHistory
import ServiceLifecycle

/// The history recorder's writing loop, and the overview's part of the history: each new
/// digest the recorder reads goes into the aggregates, which are published again. Once the
/// audits are finished at shutdown, it writes what it holds and closes the database.
package struct HistoryService: Service {
    let recorder: HistoryRecorder
    let aggregates: AggregatePublisher
    let coordinator: AuditCoordinator
    /// Signalled by the recorder when its digest changed.
    let digests: Wakeup
    let watching: StartupGate

    package func run() async throws {
        try await watching.wait()
        await cancelWhenGracefulShutdown {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await recorder.run() }
                group.addTask {
                    while await digests.wait(), !Task.isCancelled { await showDigest() }
                }
            }
        }
        await recorder.close()
    }

    private func showDigest() async {
        guard let digest = await recorder.digest else { return }
        if await aggregates.setHistory(Daemon.recent(digest)) { await coordinator.refreshAggregates() }
    }

    package init(
        recorder: HistoryRecorder, aggregates: AggregatePublisher, coordinator: AuditCoordinator, digests: Wakeup, watching: StartupGate
    ) {
        self.recorder = recorder
        self.aggregates = aggregates
        self.coordinator = coordinator
        self.digests = digests
        self.watching = watching
    }
}
