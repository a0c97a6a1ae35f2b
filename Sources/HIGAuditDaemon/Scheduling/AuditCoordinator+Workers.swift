import HIGAuditCore
import HIGAuditFiles
import HIGAuditInputs

/// Handing jobs to the workers and taking in what they did.
extension AuditCoordinator {
    /// The next job; waits while there is none. Nil once the coordinator stops, even with
    /// jobs queued: a stop finishes the audits in progress, not the queue (what is left is
    /// audited at the next start, whose scan finds it out of date).
    func nextJob() async -> AuditJob? {
        if stopped { return nil }
        if let job = takeJob() { return job }
        return await withCheckedContinuation { idleWorkers.append($0) }
    }

    private func takeJob() -> AuditJob? {
        let index = self.index
        let job = queue.take { job in
            let source = job.file.sourcePath
            job.current = index.current(of: source)
            // A document's colorset names are known only once it has been audited in this run.
            if !index.knowsColorNames(of: source), InputKind(path: source) == .interfaceBuilder { job.force = true }
        }
        if job != nil { events.queueDepthChanged(queueDepth) }
        return job
    }

    func handOut() {
        while !idleWorkers.isEmpty, let job = takeJob() {
            idleWorkers.removeFirst().resume(returning: job)
        }
        events.queueDepthChanged(queueDepth)
    }

    /// Takes in a job's outcome, its reports committed (or not). Files it leaves stale are
    /// removed before the screen can be audited again.
    func complete(_ job: AuditJob, _ outcome: AuditOutcome) async {
        let source = job.file.sourcePath
        var removals = ReportRemovals()
        if queue.removedWhileRunning.contains(source) {
            // The source went away while it was audited: what the audit wrote goes too.
            if case .audited(let written, _, _, _) = outcome {
                for keyed in written where index.keysBySource[source]?.contains(keyed.key) != true { removals.remove(key: keyed.key) }
            }
            await removeFiles(removals, recordingFailures: false)
        } else {
            switch outcome {
            case .unchanged:
                break
            case .gone:
                remove(source, into: &removals)
            case .skipped:
                remove(source, into: &removals)
                index.skip(source)
            case .audited(let keyed, let written, let seconds, let colorNames):
                for (key, summary) in index.record(keyed, of: source, written: written, colorNames: colorNames) {
                    if let summary { events.removed(summary) }
                    removals.remove(key: key)
                }
                reportSharing()
                for item in keyed {
                    events.audited(item.summary.status, seconds / Double(max(1, keyed.count)))
                    if let observation = item.observation { events.observed(observation) }
                }
                progress.audited(at: keyed.last?.summary.auditedAt)
                schedule.noteChange()
                if !written { events.writeFailed() }
            }
            await removeFiles(removals)
        }
        if let again = queue.finish(source) { enqueue(again.file, sequence: again.sequence, force: again.force) }
        handOut()
        settle()
    }

    /// No more jobs: idle workers get nil, waiting clients are answered.
    func stop() {
        stopped = true
        for worker in idleWorkers { worker.resume(returning: nil) }
        idleWorkers.removeAll()
        for waiter in waiters.takeAll() { waiter.resume(false) }
        for watcher in publishWatchers { watcher.resume() }
        publishWatchers.removeAll()
    }

    /// Tells the daemon which report paths two screens share, when that may have changed.
    func reportSharing() {
        guard let shared = index.takeSharedReportPaths() else { return }
        for pair in shared.new {
            logger.warning(
                "two screens share one report path; it holds the last one audited",
                metadata: ["screen": "\(FileName.display(pair.key))", "with": "\(FileName.display(pair.with))"])
        }
        events.sharedReportPaths(shared.all)
    }

    /// Removes report files off the actor and waits for it; a failure makes the daemon
    /// degraded until a retry succeeds (unless the key has a report again meanwhile).
    func removeFiles(_ removals: ReportRemovals, recordingFailures: Bool = true) async {
        guard !removals.isEmpty else { return }
        let failures = await store.remove(removals)
        reportSharing()
        // A report stored in the same file as one removed is written again.
        for claimant in index.takeClaimantsToAudit() {
            if let file = events.file(claimant) { enqueue(file, sequence: progress.ingested, force: true) }
        }
        guard recordingFailures else { return }
        for key in removals.keys where index.reports[key] == nil {
            if let failure = failures[key] {
                index.writeFailures[key] = failure
                logger.error("report not removed", metadata: ["report": "\(FileName.display(key))", "error": "\(failure)"])
                events.writeFailed()
            } else {
                index.writeFailures[key] = nil
            }
        }
    }

    // MARK: Progress

    /// How many jobs are queued, running or waiting to run again.
    var queueDepth: Int { queue.depth }

    /// Every batch up to this one has had all its screens audited.
    var processed: UInt64 { progress.processed(oldestOutstanding: queue.oldestOutstanding) }

    var isBusy: Bool { queueDepth > 0 || progress.rescansRunning > 0 }

    var scanning: Bool { progress.scanning(processed: processed) }
    var initialScanComplete: Bool { progress.initialScanDone }
    var published: UInt64 { progress.published }
    var auditsTotal: Int { progress.auditsTotal }
    var lastAuditAt: String? { progress.lastAuditAt }

    func waitForInitialScan() async {
        if progress.initialScanDone { return }
        await withCheckedContinuation { initialScanWaiters.append($0) }
    }
}
