import Logging
import ServiceLifecycle

/// The workers: each takes jobs from the coordinator until it stops, audits, stages the
/// reports and hands them to the committer; the coordinator takes in each job once its
/// files are in place. Once the watcher has stopped, the queue is worked off before the
/// pool ends.
package struct AuditWorkerPool: Service {
    let coordinator: AuditCoordinator
    let committer: ReportCommitter
    let store: ReportStore
    let catalogs: CatalogRegistry
    let settings: AuditSettingsBox
    let logger: Logger
    let parallelAudits: Int
    /// Opened once the watcher has started.
    let watching: StartupGate

    package func run() async throws {
        try await watching.wait()
        await withTaskGroup(of: Void.self) { group in
            let (completions, completed) = AsyncStream.makeStream(of: (AuditJob, AuditOutcome).self)
            group.addTask {
                await withTaskGroup(of: Void.self) { workers in
                    for _ in 0..<parallelAudits {
                        workers.addTask { await work(completed: completed) }
                    }
                }
                await committer.finish()
                completed.finish()
            }
            group.addTask {
                for await (job, outcome) in completions { await coordinator.complete(job, outcome) }
            }
        }
        // The pool ends with the daemon's shutdown, not before (the watcher's end begins it).
        try? await gracefulShutdown()
    }

    /// Takes jobs until the coordinator stops: audits, stages the reports and hands them to
    /// the committer, which sends the job to `completed` once they are in place; the
    /// worker goes on with the next job meanwhile.
    private func work(completed: AsyncStream<(AuditJob, AuditOutcome)>.Continuation) async {
        let worker = AuditWorker(store: store, catalogs: catalogs)
        while let job = await coordinator.nextJob() {
            let (outcome, staged) = worker.run(job, with: settings.current, logger: logger)
            if staged.isEmpty {
                completed.yield((job, outcome))
            } else {
                await committer.commit(
                    ReportCommitter.Batch(files: staged, queuedBehind: job.queuedBehind) { committed in
                        completed.yield((job, outcome.committed(committed)))
                    })
            }
        }
    }

    package init(
        coordinator: AuditCoordinator, committer: ReportCommitter, store: ReportStore, catalogs: CatalogRegistry, settings: AuditSettingsBox, logger: Logger,
        parallelAudits: Int, watching: StartupGate
    ) {
        self.coordinator = coordinator
        self.committer = committer
        self.store = store
        self.catalogs = catalogs
        self.settings = settings
        self.logger = logger
        self.parallelAudits = parallelAudits
        self.watching = watching
    }
}
