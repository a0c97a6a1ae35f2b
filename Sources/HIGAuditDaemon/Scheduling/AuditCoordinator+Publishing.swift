/// Publishing the aggregates once the queue settles, and answering the clients that wait
/// for the reports.
extension AuditCoordinator {
    /// Publishes the aggregates again though no report changed (the history did).
    func refreshAggregates() {
        changedSincePublish = true
        settle()
    }

    /// Publishes the aggregates now, though no report changed, and returns once that is done.
    func publishAgain() async {
        guard !stopped else { return }
        changedSincePublish = true
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
        let waiting = waiters.anyWaiting(upTo: processed)
        if changedSincePublish, unpublishedSince == nil { unpublishedSince = .now }
        if (!isBusy && changedSincePublish) || waiting || (!isBusy && progress.published < processed) || isOverdue {
            requestPublish(immediately: waiting || isOverdue)
        }
        resolveWaiters()
    }

    /// Changes have waited for the aggregates longer than the longest lag allowed.
    private var isOverdue: Bool {
        unpublishedSince.map { ContinuousClock.now - $0 >= events.maximumLag } ?? false
    }

    func requestPublish(immediately: Bool) {
        publishRequested = true
        guard !publishing else {
            // A waiter doesn't wait out the delay of a publish not yet started.
            if immediately { publishDelay?.cancel() }
            return
        }
        publishing = true
        var delay = Duration.zero
        if !immediately {
            // Under a stream of changes the aggregates lag by at most the gap; an aggregate
            // left behind is due when its own lag has passed.
            let gapEnds = lastPublishEnded.map { $0 + events.publishGap } ?? .now
            delay = max(events.settle, gapEnds - .now, aggregatesWaiting ?? .zero)
        }
        // Made here, not in the task below, so that a waiter arriving before that task
        // runs can cancel it.
        let sleep: Task<Void, Never>? = delay > .zero ? Task { _ = try? await Task.sleep(for: delay) } : nil
        publishDelay = sleep
        Task { await self.publish(after: sleep) }
    }

    private func publish(after sleep: Task<Void, Never>?) async {
        if let sleep {
            await sleep.value
            publishDelay = nil
            // Work arrived meanwhile: the aggregates wait for the queue to settle (its end
            // asks again), unless a client waits for them or they lag too long.
            if isBusy && !waiters.anyWaiting(upTo: processed) && !isOverdue && publishWatchers.isEmpty {
                publishing = false
                return
            }
        }
        while publishRequested {
            publishRequested = false
            let through = processed
            var changes = index.takeChanges()
            changes.auditsWaiting = isBusy
            changedSincePublish = false
            unpublishedSince = nil
            let forced = waiters.anyWaiting(upTo: through)
            let outcome = await events.publish(changes, forced)
            publishFailed = !outcome.ok
            aggregatesWaiting = outcome.waiting
            // A rescan may have queued audits of an already published batch meanwhile.
            if outcome.isComplete { progress.published = max(progress.published, min(through, processed)) }
            if !outcome.ok { events.writeFailed() }
            resolveWaiters()
        }
        publishing = false
        lastPublishEnded = .now
        let watchers = publishWatchers
        publishWatchers = []
        for watcher in watchers { watcher.resume() }
        if (changedSincePublish || aggregatesWaiting != nil) && !isBusy { requestPublish(immediately: false) }
    }

    private func resolveWaiters() {
        for waiter in waiters.takeResolved(published: progress.published) { waiter.resume(returning: true) }
    }

    /// Waits until every change up to `sequence` is reported, or `timeout` passes.
    func waitUntilReported(_ requested: UInt64, timeout: Duration) async -> Bool {
        // Batch 1 is the first scan of the tree: a client asking before the watcher has
        // even made it waits for it too.
        let sequence = progress.waitTarget(requested)
        if sequence <= progress.published && processed >= sequence { return true }
        return await withCheckedContinuation { continuation in
            let id = waiters.add(continuation, for: sequence)
            Task {
                try? await Task.sleep(for: timeout)
                self.expire(id)
            }
            settle()
        }
    }

    private func expire(_ id: Int) {
        waiters.expire(id)?.resume(returning: false)
    }
}
