import HIGAuditCore
import HIGAuditFiles
import HIGAuditHistory
import HIGAuditInputs
import HIGAuditInterfaceBuilder
import Logging

/// Keeps the queue of screens to audit and the reports of every screen, and puts the
/// changes in order. Work for one screen does not depend on the size of the tree; a batch
/// of changes is coalesced by source path; `waitUntilReported` lets a client wait for every
/// change made before its request to be reported.
///
/// What it keeps are plain values (`AuditQueue`, `ReportIndex`, `AuditProgress`,
/// `ReportWaiters`); it reads and writes no file itself: the workers and the committer
/// write the reports, and removals, reads and retried writes run off its executor
/// (`ReportStore`'s concurrent helpers), awaited where an audit of the same screen must
/// not come in between.
package actor AuditCoordinator {
    var queue = AuditQueue()
    var index = ReportIndex()
    var progress = AuditProgress()
    var waiters = ReportWaiters<ReportWaiter>()
    var idleWorkers: [CheckedContinuation<AuditJob?, Never>] = []
    var initialScanWaiters: [CheckedContinuation<Void, Never>] = []
    var stopped = false

    /// When the aggregates are published (see AuditCoordinator+Publishing.swift).
    var schedule: PublishSchedule
    /// Callers of `publishAgain`, resumed once a publish that started after their call ends.
    var publishWatchers: [CheckedContinuation<Void, Never>] = []

    nonisolated let store: ReportStore
    let logger: Logger
    let events: CoordinatorEvents
    /// The time the schedule runs on.
    let clock: ScheduleClock
    /// Wakes the `PublishingService` when a publish is due.
    let publishWakeup: Wakeup

    package init(
        store: ReportStore, existing: [String: ReportSummary], logger: Logger, events: CoordinatorEvents,
        schedule: PublishSchedule, clock: ScheduleClock = .continuous(), publishWakeup: Wakeup
    ) {
        self.store = store
        self.logger = logger
        self.events = events
        self.schedule = schedule
        self.clock = clock
        self.publishWakeup = publishWakeup
        index.adopt(existing)
    }

    /// Takes in the summaries of the reports found on disk at start, before the first scan.
    func adopt(_ existing: [String: ReportSummary]) {
        index.adopt(existing)
    }

    // MARK: Taking in changes

    /// Takes in a watcher batch: removals first (their files removed before anything of the
    /// batch is audited), then changes, then the roots to list again.
    func ingest(_ batch: WatchBatch, list: @Sendable (SourceRoot) async -> [SourceFile]) async {
        let paths = batch.removedPrefixes + batch.removed.map(\.sourcePath) + batch.changed.map(\.sourcePath)
        let colorsets = Set(paths.compactMap(ColorsetPaths.colorsetName(in:)))
        let catalogChanged = paths.contains(where: ColorsetPaths.isInCatalog)
        // An app's settings file is no screen: it says which appearances its documents have.
        let appSettingsChanged = paths.contains(where: AppAppearanceSetting.isSettingsPath)
        // The catalogs (and the app settings read with them) are read afresh before any audit
        // of this batch starts.
        if catalogChanged || appSettingsChanged { events.colorsetsChanged() }
        var removals = ReportRemovals()
        for prefix in batch.removedPrefixes { removeAll(under: prefix, into: &removals) }
        for file in batch.removed where !AppAppearanceSetting.isSettingsPath(file.sourcePath) { remove(file.sourcePath, into: &removals) }
        await removeFiles(removals)
        for file in batch.changed where !AppAppearanceSetting.isSettingsPath(file.sourcePath) { enqueue(file, sequence: batch.sequence) }
        if appSettingsChanged {
            reaudit(index.knownSources.filter { InputKind(path: $0) == .interfaceBuilder }, sequence: batch.sequence)
        } else if catalogChanged {
            reauditUsers(of: colorsets, anyName: colorsets.isEmpty, sequence: batch.sequence)
        }
        if !batch.rescan.isEmpty {
            progress.rescansRunning += 1
            for root in batch.rescan {
                let files = await list(root)
                await replaceListing(of: root, known: index.knownSources, with: files, sequence: batch.sequence, force: false)
            }
            progress.rescansRunning -= 1
        }
        progress.ingested = max(progress.ingested, batch.sequence)
        if !batch.removed.isEmpty || !batch.removedPrefixes.isEmpty { schedule.noteChange() }
        settle()
    }

    /// Audits every known screen again (a configuration change, or `POST /v1/rescan`).
    /// Walks the trees again (a rescan, new ignore globs): screens no longer there (or now
    /// ignored) are removed, and every screen found is audited again, whatever its digest.
    package func rescanTree(_ roots: [SourceRoot], sequence: UInt64, list: @Sendable (SourceRoot) async -> [SourceFile]) async {
        progress.rescansRunning += 1
        progress.requeueAll(through: sequence)
        for root in roots {
            // Only what was known before the listing: a file added while it runs stays.
            let known = index.knownSources
            let files = await list(root)
            await replaceListing(of: root, known: known, with: files, sequence: sequence, force: true)
        }
        progress.rescansRunning -= 1
        schedule.noteChange()
        settle()
    }

    /// A root listed in full: the known sources under it that the listing lacks are gone,
    /// and every file listed is queued.
    private func replaceListing(of root: SourceRoot, known: [String], with files: [SourceFile], sequence: UInt64, force: Bool) async {
        let present = Set(files.map(\.sourcePath))
        var removals = ReportRemovals()
        for source in known where root.relativePath(ofSource: source) != nil && !present.contains(source) { remove(source, into: &removals) }
        await removeFiles(removals)
        for file in files { enqueue(file, sequence: sequence, force: force) }
    }

    /// Audits again, whatever their digests, the documents whose colors went through one
    /// of these colorset names (found or not), after the catalogs are read afresh.
    /// `anyName`: a catalog changed as a whole (removed, a group's namespace changed), so
    /// every document that looked up any name.
    private func reauditUsers(of colorsets: Set<String>, anyName: Bool, sequence: UInt64) {
        reaudit(index.users(of: colorsets, anyName: anyName), sequence: sequence)
    }

    /// Audits these sources again, whatever their digests.
    private func reaudit(_ sources: [String], sequence: UInt64) {
        for source in sources {
            guard let file = events.file(source) else { continue }
            enqueue(file, sequence: sequence, force: true)
        }
    }

    func enqueue(_ file: SourceFile, sequence: UInt64, force: Bool = false) {
        if queue.enqueue(file, sequence: sequence, force: force) { handOut() }
    }

    /// Forgets a source and its reports; their files join `removals`.
    func remove(_ source: String, into removals: inout ReportRemovals) {
        queue.cancel(source)
        let removed = index.removeSource(source)
        guard !removed.isEmpty else { return }
        for (key, summary) in removed {
            if let summary { events.removed(summary) }
            removals.remove(key: key)
        }
        schedule.noteChange()
    }

    /// Forgets every screen in a folder that went away (`""`: every screen of a single root).
    private func removeAll(under prefix: String, into removals: inout ReportRemovals) {
        for source in index.knownSources where WatchPaths.isWithin(source, prefix) { remove(source, into: &removals) }
        queue.cancelAll(under: prefix)
        removals.remove(prefix: prefix)
    }

    // MARK: Reports

    /// Every report's summary by its key.
    var reports: [String: ReportSummary] { index.reports }

    /// Files that are not screens.
    var skippedSources: Set<String> { index.skippedSources }

    /// Where each whole report of one source is (several for a Figma export).
    func locations(ofSource source: String) -> [ReportLocation] {
        (index.keysBySource[source] ?? []).compactMap(index.location(of:))
    }

    /// Where a whole report is: kept here while it is not written, else on disk.
    func location(of key: String) -> ReportLocation? { index.location(of: key) }

    /// The reports of one source (several for a Figma export), read off the actor.
    @concurrent nonisolated func reports(ofSource source: String) async -> [ScreenReport] {
        await locations(ofSource: source).compactMap(store.read)
    }

    /// A whole report: from disk (read off the actor), or the one still waiting to be written.
    @concurrent nonisolated func fullReport(_ key: String) async -> ScreenReport? {
        guard let location = await location(of: key) else { return nil }
        return store.read(location)
    }
}
