import HIGAuditCore

/// Writing again the reports that could not be written (a full or read-only folder).
extension AuditCoordinator {
    /// A report to write again (`report`), or one to remove again (nil).
    struct WriteRetry: Sendable {
        var key: String
        var report: ScreenReport?

        /// The report's source as the watcher names it.
        var source: String? { report.map { ReportSource.of(key: key, shown: $0.source) } }

        /// The report was kept without the screen its page draws (its page had been
        /// staged): the page written again lacks the sketch until the screen is audited again.
        var pageLacksSketch: Bool { report.map { $0.auditedScreen == nil && $0.error == nil } ?? false }
    }

    /// Retries the reports that could not be written or removed, off the actor; no audit of
    /// their screens starts meanwhile. Returns whether every one is in place now.
    @concurrent nonisolated func retryFailedWrites(language: Language) async -> Bool {
        let retries = await takeRetries()
        var done: [WriteRetry] = []
        var failed = false
        for retry in retries {
            do {
                if let report = retry.report {
                    try store.write(report, key: retry.key, language: language)
                } else {
                    try store.remove(key: retry.key)
                }
                done.append(retry)
            } catch {
                failed = true
                break
            }
        }
        return await retried(done, of: retries, failed: failed)
    }

    /// The retries to make now; their sources are held until `retried`.
    private func takeRetries() -> [WriteRetry] {
        var retries: [WriteRetry] = []
        for key in Array(index.writeFailures.keys) {
            // An audit of its source is on its way (its files may be committed already):
            // the report it brings is newer than the one kept here.
            if let shown = index.unwritten[key]?.source ?? index.reports[key]?.source, queue.inFlight[ReportSource.of(key: key, shown: shown)] != nil {
                continue
            }
            if let report = index.unwritten[key] {
                retries.append(WriteRetry(key: key, report: report))
            } else if index.reports[key] != nil {
                // Written meanwhile by a later audit.
                index.writeFailures[key] = nil
            } else {
                retries.append(WriteRetry(key: key, report: nil))
            }
        }
        for source in Set(retries.compactMap(\.source)) { queue.hold(source) }
        return retries
    }

    /// Takes in the retries made (up to the first that failed, if one did) and releases
    /// their sources; returns whether every report is in place.
    private func retried(_ done: [WriteRetry], of retries: [WriteRetry], failed: Bool) async -> Bool {
        var removals = ReportRemovals()
        var reaudit: Set<String> = []
        for retry in done {
            if retry.report != nil {
                if let source = retry.source, queue.removedWhileRunning.contains(source) || index.reports[retry.key] == nil {
                    // Its screen went away while it was written: it goes again.
                    removals.remove(key: retry.key)
                } else {
                    index.written(retry.key)
                    if retry.pageLacksSketch, let source = retry.source { reaudit.insert(source) }
                }
            } else if index.reports[retry.key] == nil {
                index.writeFailures[retry.key] = nil
            }
        }
        await removeFiles(removals)
        for source in Set(retries.compactMap(\.source)) {
            if let again = queue.release(source) { enqueue(again.file, sequence: again.sequence, force: again.force) }
        }
        for source in reaudit {
            if let file = events.file(source) { enqueue(file, sequence: progress.ingested, force: true) }
        }
        handOut()
        guard !failed else { return false }
        if schedule.changed || schedule.failed { requestPublish(immediately: true) }
        return index.writeFailures.isEmpty
    }

    /// Whether some report or aggregate could not be written.
    var hasWriteFailures: Bool { !index.writeFailures.isEmpty || schedule.failed }
}
