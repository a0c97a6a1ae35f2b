import HIGAuditCore
import HIGAuditHistory
import HIGAuditInputs
import Logging

/// Keeps the queue of screens to audit and the reports of every screen. Work for one
/// screen does not depend on the size of the tree; a batch of changes is coalesced
/// by source path; `waitUntilReported` lets a client wait for every change made before
/// its request to be reported.
actor AuditCoordinator {
    private var queue: [String] = []
    private var queueHead = 0
    private var queued: [String: AuditJob] = [:]
    private var inFlight: [String: UInt64] = [:]
    /// Changes to a screen whose audit is running: it is audited again when that finishes.
    private var rerun: [String: AuditJob] = [:]
    /// Sources removed while their audit was running: the report it writes must go.
    private var removedInFlight: Set<String> = []
    /// The batch sequences of every job in `queued`, `inFlight` and `rerun`.
    private var outstanding = SequenceTally()
    /// Every report by its key (see `KeyedReport`).
    private(set) var reports: [String: ReportSummary] = [:]
    /// The summary taken in last, whose common strings the next one shares.
    private var lastSummary: ReportSummary?
    /// Report keys added, changed or removed since the last snapshot was published.
    private var changedKeys: Set<String> = []
    /// Reports that could not be written yet (a full or read-only folder): kept until they are.
    private var unwritten: [String: ScreenReport] = [:]
    /// The report keys of each source file.
    private var keysBySource: [String: [String]] = [:]
    private var idleWorkers: [CheckedContinuation<AuditJob?, Never>] = []
    private var stopped = false

    /// The newest watcher batch taken in.
    private var ingested: UInt64 = 0
    /// Reports are published (aggregates written) for every batch up to this one.
    private(set) var published: UInt64 = 0
    private var waiters: [(sequence: UInt64, id: Int, continuation: CheckedContinuation<Bool, Never>)] = []
    private var nextWaiterId = 0
    private var changedSincePublish = false
    private var publishing = false
    private var publishRequested = false
    /// Callers of `publishAgain`, resumed once a publish that started after their call ends.
    private var publishWatchers: [CheckedContinuation<Void, Never>] = []
    private var lastPublishEnded: ContinuousClock.Instant?
    /// An aggregate was left for a later publish (it was written too recently): how long
    /// until it is due.
    private var aggregatesWaiting: Duration?
    /// When the oldest change not yet in the aggregates was made.
    private var unpublishedSince: ContinuousClock.Instant?
    /// The wait before a publish, cancelled when a client waits for the aggregates.
    private var publishDelay: Task<Void, Never>?
    private var rescansRunning = 0
    /// The newest sequence a rescan or a configuration reload queued every screen under.
    private var requeuedUpTo: UInt64 = 0
    private var initialScanDone = false
    private var initialScanWaiters: [CheckedContinuation<Void, Never>] = []

    private(set) var auditsTotal = 0
    private(set) var lastAuditAt: String?
    private(set) var writeFailures: [String: String] = [:]
    /// Files that are not screens (JSON that is no screen description, documents for
    /// another platform), counted in the status.
    private(set) var skippedSources: Set<String> = []
    /// The asset-catalog color names each Interface Builder document looked up.
    private var colorNamesBySource: [String: Set<String>] = [:]

    let store: ReportStore
    private let logger: Logger
    private let events: CoordinatorEvents

    init(store: ReportStore, existing: [String: ReportSummary], logger: Logger, events: CoordinatorEvents) {
        self.store = store
        self.logger = logger
        self.events = events
        for (key, summary) in existing {
            reports[key] = summary
            keysBySource[summary.source, default: []].append(key)
            changedKeys.insert(key)
        }
    }

    /// Takes in the summaries of the reports found on disk at start, before the first scan.
    func adopt(_ existing: [String: ReportSummary]) {
        for (key, summary) in existing {
            reports[key] = summary
            keysBySource[summary.source, default: []].append(key)
            changedKeys.insert(key)
        }
    }

    // MARK: Taking in changes

    func ingest(_ batch: WatchBatch, list: @Sendable (WatchRoot) async -> [SourceFile]) async {
        let paths = batch.removedPrefixes + batch.removed.map(\.sourcePath) + batch.changed.map(\.sourcePath)
        let colorsets = Set(paths.compactMap(ColorsetPaths.colorsetName(in:)))
        let catalogChanged = paths.contains(where: ColorsetPaths.isInCatalog)
        // The catalogs are read afresh before any audit of this batch starts.
        if catalogChanged { events.colorsetsChanged() }
        for prefix in batch.removedPrefixes { removeAll(under: prefix) }
        for file in batch.removed { remove(file.sourcePath) }
        for file in batch.changed { enqueue(file, sequence: batch.sequence) }
        if catalogChanged { reauditUsers(of: colorsets, anyName: colorsets.isEmpty, sequence: batch.sequence) }
        if !batch.rescan.isEmpty {
            rescansRunning += 1
            for root in batch.rescan {
                let files = await list(root)
                let present = Set(files.map(\.sourcePath))
                for source in Array(keysBySource.keys) + Array(skippedSources) where Self.belongs(source, to: root) && !present.contains(source) {
                    remove(source)
                }
                for file in files { enqueue(file, sequence: batch.sequence) }
            }
            rescansRunning -= 1
        }
        ingested = max(ingested, batch.sequence)
        changedSincePublish = changedSincePublish || !batch.removed.isEmpty || !batch.removedPrefixes.isEmpty
        settle()
    }

    static func belongs(_ source: String, to root: WatchRoot) -> Bool {
        root.name.isEmpty || source.hasPrefix(root.name + "/")
    }

    /// Audits again, whatever their digests, the documents whose colors went through one
    /// of these colorset names (found or not), after the catalogs are read afresh.
    /// `anyName`: a catalog changed as a whole (removed, a group's namespace changed), so
    /// every document that looked up any name.
    private func reauditUsers(of colorsets: Set<String>, anyName: Bool, sequence: UInt64) {
        for (source, names) in colorNamesBySource
        where anyName || names.contains(where: { name in colorsets.contains { ColorsetPaths.name(name, isServedBy: $0) } }) {
            guard let file = events.file(source) else { continue }
            enqueue(file, sequence: sequence, force: true)
        }
    }

    private func enqueue(_ file: SourceFile, sequence: UInt64, force: Bool = false) {
        let source = file.sourcePath
        if inFlight[source] != nil {
            let wasForced = rerun[source]?.force ?? false
            if let old = rerun.updateValue(AuditJob(file: file, sequence: sequence, current: nil, force: force || wasForced), forKey: source) {
                outstanding.remove(old.sequence)
            }
            outstanding.add(sequence)
            return
        }
        if let old = queued[source] {
            let newest = max(old.sequence, sequence)
            outstanding.remove(old.sequence)
            outstanding.add(newest)
            queued[source]?.file = file
            queued[source]?.sequence = newest
            if force { queued[source]?.force = true }
            return
        }
        queued[source] = AuditJob(file: file, sequence: sequence, current: nil, force: force)
        outstanding.add(sequence)
        queue.append(source)
        handOut()
    }

    private func remove(_ source: String) {
        skippedSources.remove(source)
        colorNamesBySource[source] = nil
        if let job = queued.removeValue(forKey: source) { outstanding.remove(job.sequence) }
        if let job = rerun.removeValue(forKey: source) { outstanding.remove(job.sequence) }
        if inFlight[source] != nil { removedInFlight.insert(source) }
        guard let keys = keysBySource.removeValue(forKey: source) else { return }
        for key in keys { removeReport(key) }
        changedSincePublish = true
    }

    private func removeReport(_ key: String) {
        if let summary = reports[key] { events.removed(summary) }
        reports[key] = nil
        changedKeys.insert(key)
        unwritten[key] = nil
        do {
            try store.remove(key: key)
            writeFailures[key] = nil
        } catch {
            writeFailures[key] = "\(error)"
            logger.error("report not removed", metadata: ["report": "\(key)", "error": "\(error)"])
            events.writeFailed()
        }
    }

    /// The reports of one source file (several for a Figma export).
    func reports(ofSource source: String) -> [ScreenReport] {
        (keysBySource[source] ?? []).compactMap(fullReport)
    }

    /// A whole report: from disk, or the one still waiting to be written.
    func fullReport(_ key: String) -> ScreenReport? {
        guard reports[key] != nil else { return nil }
        return unwritten[key] ?? store.read(key: key)
    }

    /// Removes every screen in a folder that went away (`""`: every screen of a single root).
    private func removeAll(under prefix: String) {
        for source in Array(keysBySource.keys) where WatchPaths.isWithin(source, prefix) { remove(source) }
        for source in Array(skippedSources) where WatchPaths.isWithin(source, prefix) { remove(source) }
        for source in Array(queued.keys) where WatchPaths.isWithin(source, prefix) {
            if let job = queued.removeValue(forKey: source) { outstanding.remove(job.sequence) }
        }
        for source in Array(rerun.keys) where WatchPaths.isWithin(source, prefix) {
            if let job = rerun.removeValue(forKey: source) { outstanding.remove(job.sequence) }
        }
        for source in inFlight.keys where WatchPaths.isWithin(source, prefix) { removedInFlight.insert(source) }
        store.remove(prefix: prefix)
    }

    /// Audits every known screen again (a configuration change, or `POST /v1/rescan`).
    /// Walks the trees again (a rescan, new ignore globs): screens no longer there (or now
    /// ignored) are removed, and every screen found is audited again, whatever its digest.
    func rescanTree(_ roots: [WatchRoot], sequence: UInt64, list: @Sendable (WatchRoot) async -> [SourceFile]) async {
        rescansRunning += 1
        requeuedUpTo = max(requeuedUpTo, sequence)
        published = min(published, sequence &- 1)
        for root in roots {
            // Only what was known before the listing: a file added while it runs stays.
            let known = Array(keysBySource.keys) + Array(skippedSources)
            let files = await list(root)
            let present = Set(files.map(\.sourcePath))
            for source in known where Self.belongs(source, to: root) && !present.contains(source) { remove(source) }
            for file in files { enqueue(file, sequence: sequence, force: true) }
        }
        rescansRunning -= 1
        changedSincePublish = true
        settle()
    }

    // MARK: Workers

    func nextJob() async -> AuditJob? {
        if let job = takeJob() { return job }
        if stopped { return nil }
        return await withCheckedContinuation { idleWorkers.append($0) }
    }

    private func takeJob() -> AuditJob? {
        while queueHead < queue.count {
            let source = queue[queueHead]
            queueHead += 1
            if queueHead > 1024, queueHead * 2 > queue.count {
                queue.removeFirst(queueHead)
                queueHead = 0
            }
            guard var job = queued.removeValue(forKey: source) else { continue }
            job.current = keysBySource[source]?.first.flatMap { reports[$0] }
            // A document's colorset names are known only once it has been audited in this run.
            if colorNamesBySource[source] == nil, InputKind(path: source) == .interfaceBuilder { job.force = true }
            inFlight[source] = job.sequence
            events.queueDepthChanged(queueDepth)
            return job
        }
        return nil
    }

    private func handOut() {
        while !idleWorkers.isEmpty, let job = takeJob() {
            idleWorkers.removeFirst().resume(returning: job)
        }
        events.queueDepthChanged(queueDepth)
    }

    func complete(_ job: AuditJob, _ outcome: AuditOutcome) {
        let source = job.file.sourcePath
        if let sequence = inFlight.removeValue(forKey: source) { outstanding.remove(sequence) }
        if removedInFlight.remove(source) != nil {
            if case .audited(let written, _, _, _) = outcome {
                for keyed in written where keysBySource[source]?.contains(keyed.key) != true { try? store.remove(key: keyed.key) }
            }
        } else {
            switch outcome {
            case .unchanged:
                break
            case .gone:
                remove(source)
            case .skipped:
                remove(source)
                skippedSources.insert(source)
            case .audited(let keyed, let written, let seconds, let colorNames):
                skippedSources.remove(source)
                colorNamesBySource[source] = colorNames.isEmpty ? nil : colorNames
                let newKeys = keyed.map(\.key)
                for old in keysBySource[source] ?? [] where !newKeys.contains(old) { removeReport(old) }
                for item in keyed {
                    var summary = item.summary
                    summary.share(key: item.key, with: lastSummary)
                    lastSummary = summary
                    reports[item.key] = summary
                    changedKeys.insert(item.key)
                    if written {
                        writeFailures[item.key] = nil
                        unwritten[item.key] = nil
                    } else {
                        writeFailures[item.key] = "not written"
                        unwritten[item.key] = item.unwritten
                    }
                    events.audited(item.summary.status, seconds / Double(max(1, keyed.count)))
                    if let observation = item.observation { events.observed(observation) }
                }
                keysBySource[source] = newKeys
                auditsTotal += 1
                lastAuditAt = keyed.last?.summary.auditedAt ?? lastAuditAt
                changedSincePublish = true
                if !written { events.writeFailed() }
            }
        }
        if let again = rerun.removeValue(forKey: source) {
            outstanding.remove(again.sequence)
            enqueue(again.file, sequence: again.sequence, force: again.force)
        }
        handOut()
        settle()
    }

    func stop() {
        stopped = true
        for worker in idleWorkers { worker.resume(returning: nil) }
        idleWorkers.removeAll()
        for waiter in waiters { waiter.continuation.resume(returning: false) }
        waiters.removeAll()
        for watcher in publishWatchers { watcher.resume() }
        publishWatchers.removeAll()
    }

    // MARK: Progress

    var queueDepth: Int { queued.count + inFlight.count + rerun.count }

    /// Every batch up to this one has had all its screens audited.
    var processed: UInt64 {
        guard let oldest = outstanding.oldest else { return rescansRunning > 0 ? min(ingested, published) : ingested }
        return min(ingested, oldest &- 1)
    }

    var isBusy: Bool { queueDepth > 0 || rescansRunning > 0 }

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
    private func settle() {
        if !isBusy && !initialScanDone && ingested > 0 {
            initialScanDone = true
            for waiter in initialScanWaiters { waiter.resume() }
            initialScanWaiters.removeAll()
        }
        let waiting = waiters.contains { $0.sequence <= processed }
        if changedSincePublish, unpublishedSince == nil { unpublishedSince = .now }
        if (!isBusy && changedSincePublish) || waiting || (!isBusy && published < processed) || isOverdue {
            requestPublish(immediately: waiting || isOverdue)
        }
        resolveWaiters()
    }

    /// Changes have waited for the aggregates longer than the longest lag allowed.
    private var isOverdue: Bool {
        unpublishedSince.map { ContinuousClock.now - $0 >= events.maximumLag } ?? false
    }

    private func requestPublish(immediately: Bool) {
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
            if isBusy && !waiters.contains(where: { $0.sequence <= processed }) && !isOverdue && publishWatchers.isEmpty {
                publishing = false
                return
            }
        }
        while publishRequested {
            publishRequested = false
            let through = processed
            var upserts: [String: ReportSummary] = [:]
            var removals: Set<String> = []
            for key in changedKeys {
                if let summary = reports[key] { upserts[key] = summary } else { removals.insert(key) }
            }
            changedKeys = []
            changedSincePublish = false
            unpublishedSince = nil
            let forced = waiters.contains { $0.sequence <= through }
            let outcome = await events.publish(AggregateChanges(upserts: upserts, removals: removals, unwritten: unwritten), forced)
            publishFailed = !outcome.ok
            aggregatesWaiting = outcome.waiting
            // A rescan may have queued audits of an already published batch meanwhile.
            if outcome.isComplete { published = max(published, min(through, processed)) }
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
        let done = waiters.filter { $0.sequence <= published }
        waiters.removeAll { $0.sequence <= published }
        for waiter in done { waiter.continuation.resume(returning: true) }
    }

    /// Waits until every change up to `sequence` is reported, or `timeout` passes.
    func waitUntilReported(_ requested: UInt64, timeout: Duration) async -> Bool {
        // Batch 1 is the first scan of the tree: a client asking before the watcher has
        // even made it waits for it too.
        let sequence = max(requested, 1, requeuedUpTo)
        if sequence <= published && !changedPending(upTo: sequence) { return true }
        let id = nextWaiterId
        nextWaiterId += 1
        Task {
            try? await Task.sleep(for: timeout)
            self.expire(id)
        }
        return await withCheckedContinuation { continuation in
            waiters.append((sequence, id, continuation))
            settle()
        }
    }

    private func changedPending(upTo sequence: UInt64) -> Bool { processed < sequence }

    private func expire(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(returning: false)
    }

    func waitForInitialScan() async {
        if initialScanDone { return }
        await withCheckedContinuation { initialScanWaiters.append($0) }
    }

    var initialScanComplete: Bool { initialScanDone }
    var scanning: Bool { rescansRunning > 0 || (!initialScanDone && ingested > 0) || processed < requeuedUpTo }

    /// Retries reports that could not be written (the folder was full or read-only).
    func retryFailedWrites(language: Language) -> Bool {
        for key in Array(writeFailures.keys) {
            // An audit of its source is on its way (its files may be committed already):
            // the report it brings is newer than the one kept here.
            if let source = unwritten[key]?.source ?? reports[key]?.source, inFlight[source] != nil { continue }
            do {
                if let report = unwritten[key] {
                    try store.write(report, key: key, language: language)
                    unwritten[key] = nil
                } else if reports[key] != nil {
                    // Written meanwhile by a later audit.
                } else {
                    try store.remove(key: key)
                }
                writeFailures[key] = nil
            } catch {
                return false
            }
        }
        if changedSincePublish || publishFailed { requestPublish(immediately: true) }
        return writeFailures.isEmpty
    }

    private var publishFailed = false

    /// Whether some report or aggregate could not be written.
    var hasWriteFailures: Bool { !writeFailures.isEmpty || publishFailed }
}

/// What the coordinator tells the rest of the daemon.
struct CoordinatorEvents: Sendable {
    var settle: Duration
    /// The least time from the end of one publish of the aggregates to the start of the
    /// next, unless a client waits for them.
    var publishGap: Duration = .seconds(1)
    /// While the queue never empties, the aggregates are still published this often.
    var maximumLag: Duration = .seconds(15)
    /// Publishes the aggregates; `force`: a client waits, write every one that needs it now.
    var publish: @Sendable (AggregateChanges, _ force: Bool) async -> PublishOutcome
    var audited: @Sendable (ScreenReport.Status, _ seconds: Double) -> Void
    var queueDepthChanged: @Sendable (Int) -> Void
    /// The file a known source path stands for now, for re-audits.
    var file: @Sendable (String) -> SourceFile?
    /// A report or aggregate could not be written.
    var writeFailed: @Sendable () -> Void
    /// A colorset changed: what the asset catalogs hold must be read again.
    var colorsetsChanged: @Sendable () -> Void = {}
    /// A report is in place: what its audit said, for the history.
    var observed: @Sendable (ScreenObservation) -> Void = { _ in }
    /// A screen's report is gone (its file removed, ignored or no longer a screen).
    var removed: @Sendable (ReportSummary) -> Void = { _ in }
}
