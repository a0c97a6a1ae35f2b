/// Publishing the aggregates once the queue settles (the `PublishingService` writes them
/// when `schedule` says so), and answering the clients that wait for the reports.
extension AuditCoordinator {
    /// What the schedule needs to know now.
    var publishSituation: PublishSchedule.Situation {
        PublishSchedule.Situation(
            busy: isBusy, clientWaiting: waiters.anyWaiting(upTo: processed), behind: progress.published < processed,
            watchers: !publishWatchers.isEmpty)
    }

    /// Publishes the aggregates again though no report changed (the history did).
    func refreshAggregates() {
        schedule.noteChange()
        settle()
    }

    /// Publishes the aggregates now, though no report changed, and returns once that is done.
    package func publishAgain() async {
        guard !stopped else { return }
        schedule.noteChange()
        await withCheckedContinuation { continuation in
            publishWatchers.append(continuation)
            requestPublish(immediately: true)
        }
    }

    /// After a burst: when the queue is empty, publish (at most once per settle window).
    func settle() {
        if progress.settled(busy: isBusy) {
            for waiter in initialScanWaiters { waiter.resume() }
            initialScanWaiters.removeAll()
        }
        if schedule.settle(publishSituation, at: clock.now()) { publishWakeup.signal() }
        resolveWaiters()
    }

    func requestPublish(immediately: Bool) {
        if schedule.request(immediately: immediately, at: clock.now()) { publishWakeup.signal() }
    }

    /// What the publisher does next; the callers of `publishAgain` are answered when a
    /// publish ends.
    func nextPublishStep() -> PublishSchedule.Step {
        let step = schedule.next(publishSituation, at: clock.now())
        if case .ended = step {
            let watchers = publishWatchers
            publishWatchers = []
            for watcher in watchers { watcher.resume() }
        }
        return step
    }

    /// At shutdown, once the audits are done: publishes what is not yet in the aggregates,
    /// whatever the schedule.
    func publishRemaining() async {
        guard schedule.hasUnpublished else { return }
        schedule.published()
        await publishRound(forced: true)
        for watcher in publishWatchers { watcher.resume() }
        publishWatchers.removeAll()
    }

    /// One round of publishing: the changes since the last one, forced when a client waits.
    func publishRound(forced: Bool = false) async {
        let through = processed
        var changes = index.takeChanges()
        changes.auditsWaiting = isBusy
        let forced = forced || waiters.anyWaiting(upTo: through)
        let outcome = await events.publish(changes, forced)
        schedule.failed = !outcome.ok
        schedule.aggregatesWaiting = outcome.waiting
        // A rescan may have queued audits of an already published batch meanwhile.
        if outcome.isComplete { progress.published = max(progress.published, min(through, processed)) }
        if !outcome.ok { events.writeFailed() }
        resolveWaiters()
    }

    private func resolveWaiters() {
        for waiter in waiters.takeResolved(published: progress.published) { waiter.resume(true) }
    }

    /// Waits until every change up to `sequence` is reported, or `timeout` passes.
    package func waitUntilReported(_ requested: UInt64, timeout: Duration) async -> Bool {
        // Batch 1 is the first scan of the tree: a client asking before the watcher has
        // even made it waits for it too.
        let sequence = progress.waitTarget(requested)
        if sequence <= progress.published && processed >= sequence { return true }
        if stopped { return false }
        let waiter = ReportWaiter()
        let id = waiters.add(waiter, for: sequence)
        settle()
        let reported = await withTaskGroup(of: Bool.self) { group in
            group.addTask { await waiter.value }
            group.addTask {
                try? await Task.sleep(for: timeout)
                waiter.resume(false)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        _ = waiters.expire(id)
        return reported
    }
}
