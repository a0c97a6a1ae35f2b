import Foundation
import HIGAuditCore
import HIGAuditHistory
import HIGAuditOutputs
import HIGAuditRules
import HIGAuditYAML
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle
import UnixSignals

/// The daemon: watcher, coordinator, workers, report store and socket server, run as
/// one service until a graceful shutdown.
final class Daemon: Service, Sendable {
    let paths: DaemonPaths
    let configPath: String?
    let logger: Logger
    let settings: AuditSettingsBox
    let status = DaemonStatus()
    let metrics = DaemonMetrics()
    let notifier = SystemdNotifier()
    private let settle: Duration
    private let parallelAudits: Int
    /// The ignore globs in force; a configuration reload replaces them.
    private let ignore: Locked<[Glob]>
    /// Where and how long the history is kept; nil keeps none.
    private let history: HistorySettings?

    init(paths: DaemonPaths, configPath: String?, settings: Settings, logger: Logger) {
        self.paths = paths
        self.configPath = configPath
        self.logger = logger
        self.settings = AuditSettingsBox(Self.snapshot(settings, recordsHistory: settings.history.enabled))
        self.history = settings.history.enabled ? settings.history : nil
        self.settle = .milliseconds(settings.daemon.settleMilliseconds)
        self.parallelAudits = settings.daemon.parallelAudits ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
        self.ignore = Locked(settings.ignore)
    }

    static func snapshot(_ settings: Settings, recordsHistory: Bool = false) -> AuditSettingsSnapshot {
        var audit = settings.audit
        audit.language = settings.language ?? .en
        return AuditSettingsSnapshot(sourceAuditor: .daemon(RuleCatalog.auditor(configuration: audit)), inputLimit: settings.inputLimit,
                                     recordsHistory: recordsHistory)
    }

    func run() async throws {
        let store = ReportStore(root: paths.reports)
        let catalogs = CatalogRegistry()
        do {
            try store.prepare()
        } catch {
            logger.critical("the reports folder can't be created", metadata: ["path": "\(paths.reports)", "error": "\(error)"])
            throw error
        }
        // Held until the process ends: one daemon per reports folder.
        let lock = try InstanceGuard.lockReports(paths.reports)
        defer { close(lock) }
        if SocketActivation.listeningDescriptors(unsetEnvironment: false).isEmpty { try InstanceGuard.claimSocket(paths.socket) }
        logger.info("starting", metadata: ["watch": "\(paths.watch.joined(separator: ","))", "reports": "\(paths.reports)",
                                           "socket": "\(paths.socket)"])
        status.setWatching(paths.watch)

        let ignore = self.ignore
        let watcher = try TreeWatcher(roots: paths.roots, settle: settle, isIgnored: { path in
            ignore.withLock { globs in globs.contains { $0.matches(path) } }
        }, logger: logger)
        let aggregates = AggregatePublisher(store: store, settings: settings, logger: logger)
        let committer = ReportCommitter(root: paths.reports, logger: logger)
        let metrics = self.metrics
        let roots = paths.roots
        let recorder = makeRecorder(aggregates: aggregates)
        let coordinator = AuditCoordinator(store: store, existing: [:], logger: logger, events: CoordinatorEvents(
            settle: settle,
            publish: { changes, force in await aggregates.publish(changes, force: force) },
            audited: { status, seconds in metrics.audited(status, seconds: seconds) },
            queueDepthChanged: { metrics.setQueueDepth($0) },
            file: { source in Self.file(for: source, roots: roots) },
            writeFailed: { [weak self] in
                guard let self, let coordinator = self.coordinatorReference.value else { return }
                self.startRepairing(coordinator)
            },
            colorsetsChanged: { catalogs.invalidateAll() },
            observed: { recorder?.observe($0) },
            removed: { summary in
                recorder?.observe(ScreenObservation(screen: summary.historyIdentity, at: UTCTime.now(), change: .removed))
            }))
        let sequence = SequenceCounter()
        coordinatorReference.set(coordinator)
        let api = DaemonAPI(
            coordinator: coordinator, status: status, metrics: metrics, history: recorder,
            settleHistory: {
                guard let recorder, await recorder.flushNow(), let digest = await recorder.digest else { return }
                if await aggregates.setHistory(Self.recent(digest)) { await coordinator.publishAgain() }
            },
            language: { [settings] in settings.current.language },
            flush: { [status] in
                let flushed = await watcher.flushNow()
                Self.refresh(status, watcher: watcher, metrics: metrics)
                return flushed
            },
            rescan: {
                let through = sequence.next(after: await watcher.flushNow())
                await coordinator.rescanTree(roots, sequence: through) { root in watcher.list(root) }
            },
            rerender: { [settings] report, language in
                guard let file = Self.file(for: report.source, roots: roots) else { return nil }
                var current = settings.current
                var configuration = current.sourceAuditor.auditor.configuration
                configuration.language = language
                current.sourceAuditor = .withYAML(RuleCatalog.auditor(configuration: configuration))
                let worker = AuditWorker(store: store, catalogs: catalogs)
                return worker.audit(file, with: current)?.first { $0.report.screen == report.screen && $0.report.sourceDigest == report.sourceDigest }?.report
            })

        // SIGHUP trapped before anything can send it: its default action ends the process.
        let reloads = await UnixSignalsSequence(trapping: .sighup)
        let server: HTTPServer
        let listening = self.listening()
        do {
            server = try await HTTPServer.start(listening, api: api, group: MultiThreadedEventLoopGroup.singleton, logger: logger)
        } catch {
            logger.critical("the socket can't be bound", metadata: ["socket": "\(paths.socket)", "error": "\(error)"])
            throw error
        }
        Self.say(Message("daemon.banner", [
            "version": HIGAudit.version, "watch": paths.watch.joined(separator: ", "), "reports": paths.reports,
            "socket": Self.describe(listening), "curl": "curl --unix-socket \(paths.socket) http://localhost/v1/status",
        ]).rendered(in: settings.current.language))

        // The socket answers (state "starting") while the reports on disk are read back,
        // one at a time: only their summaries stay in memory, in the coordinator.
        let known = await Self.adoptReports(from: store, into: coordinator, history: recorder, logger: logger)
        logger.info("reports on disk read back", metadata: ["knownReports": "\(known)"])
        notifier.status("Starting: \(known) reports on disk")
        watcher.start()
        let companions = [
            Task { await self.announceReadiness(coordinator: coordinator, history: recorder) },
            Task { await self.handleReloads(reloads, coordinator: coordinator, sequence: sequence, watcher: watcher) },
            Task { await self.keepWatchdogFed(coordinator: coordinator) },
        ]
        let recording = recorder.map { recorder in Task { await recorder.run() } }
        await withGracefulShutdownHandler {
            await withTaskGroup(of: Void.self) { group in
                let (completions, completed) = AsyncStream.makeStream(of: (AuditJob, AuditOutcome).self)
                group.addTask {
                    await withTaskGroup(of: Void.self) { workers in
                        for _ in 0..<self.parallelAudits {
                            workers.addTask {
                                await Self.work(coordinator: coordinator, committer: committer, completed: completed, store: store,
                                                catalogs: catalogs, settings: self.settings, logger: self.logger)
                            }
                        }
                    }
                    await committer.finish()
                    completed.finish()
                }
                group.addTask {
                    for await (job, outcome) in completions { await coordinator.complete(job, outcome) }
                }
                group.addTask {
                    for await batch in watcher.batches {
                        if !batch.rescan.isEmpty && sequence.value > 0 { metrics.rescanned() }
                        sequence.observe(batch.sequence)
                        await coordinator.ingest(batch) { root in watcher.list(root) }
                        Self.refresh(self.status, watcher: watcher, metrics: metrics)
                    }
                    // The watcher stopped: no more work will come.
                    await coordinator.stop()
                }
            }
        } onGracefulShutdown: {
            self.notifier.stopping()
            self.logger.info("stopping: finishing the audits in progress")
            Task { await coordinator.stop() }
            watcher.stop()
        }
        for task in companions { task.cancel() }
        await coordinator.stop()
        // The history writes what it holds before the process ends.
        recording?.cancel()
        await recording?.value
        await recorder?.close()
        await server.stop()
        logger.info("stopped")
    }

    /// Hands the summaries of the reports on disk to the coordinator; returns how many.
    /// With a history, a report whose findings the history doesn't know (a kill between
    /// the report and its history, or a history started on an audited tree) is told to it.
    private static func adoptReports(from store: ReportStore, into coordinator: AuditCoordinator, history: HistoryRecorder?,
                                     logger: Logger) async -> Int {
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

    /// Tells the person who started the daemon where to look (standard output).
    private static func say(_ text: String) {
        var line = text + "\n"
        line.withUTF8 { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }

    private static func describe(_ listening: HTTPServer.Listening) -> String {
        switch listening {
        case .path(let path, _): path
        case .activated(let descriptor): Message("daemon.activated", ["descriptor": String(descriptor)]).rendered(in: .en)
        }
    }

    private func listening() -> HTTPServer.Listening {
        if let descriptor = SocketActivation.listeningDescriptors().first {
            return .activated(descriptor)
        }
        let folder = (paths.socket as NSString).deletingLastPathComponent
        if !folder.isEmpty { try? AtomicFile.makeDirectories(folder) }
        return .path(paths.socket, mode: paths.socketMode)
    }

    /// Takes jobs until the coordinator stops: audits, stages the reports and hands them to
    /// the committer, which sends the job to `completed` once they are in place; the
    /// worker goes on with the next job meanwhile.
    private static func work(coordinator: AuditCoordinator, committer: ReportCommitter, completed: AsyncStream<(AuditJob, AuditOutcome)>.Continuation,
                             store: ReportStore, catalogs: CatalogRegistry, settings: AuditSettingsBox, logger: Logger) async {
        let worker = AuditWorker(store: store, catalogs: catalogs)
        while let job = await coordinator.nextJob() {
            let (outcome, staged) = worker.run(job, with: settings.current, logger: logger)
            if staged.isEmpty {
                completed.yield((job, outcome))
            } else {
                await committer.commit(ReportCommitter.Batch(files: staged) { committed in
                    completed.yield((job, outcome.committed(committed)))
                })
            }
        }
    }

    private static func refresh(_ status: DaemonStatus, watcher: TreeWatcher, metrics: DaemonMetrics) {
        metrics.setWatches(watcher.watchCount)
        switch watcher.health {
        case .healthy:
            status.setProblem("watches", nil)
        case .outOfWatches(let directory):
            status.setProblem("watches", Message("daemon.problem.watches", ["directory": directory]))
        case .rootMissing(let root):
            status.setProblem("watches", Message("daemon.problem.root-missing", ["root": root]))
        }
        metrics.setDegraded(status.isDegraded)
    }

    private func announceReadiness(coordinator: AuditCoordinator, history: HistoryRecorder?) async {
        await coordinator.waitForInitialScan()
        history?.firstScanFinished()
        let count = await coordinator.reports.count
        logger.info("first scan done", metadata: ["screens": "\(count)"])
        notifier.ready(status: "Watching \(paths.watch.count) folder(s), \(count) screens")
    }

    /// SIGHUP: read the configuration again; a bad one is refused and the daemon degraded.
    private func handleReloads(_ reloads: UnixSignalsSequence, coordinator: AuditCoordinator, sequence: SequenceCounter,
                               watcher: TreeWatcher) async {
        for await _ in reloads {
            notifier.reloading()
            logger.notice("reloading the configuration", metadata: ["config": "\(configPath ?? "(none)")"])
            defer { notifier.ready(status: "Configuration reloaded") }
            guard let configPath else { continue }
            switch DaemonConfiguration.load(configPath) {
            case .failure(let problem):
                status.setProblem("configuration", problem.message)
                logger.error("configuration refused; keeping the previous one", metadata: ["problem": "\(problem.message.rendered(in: .en))"])
            case .success(let newSettings):
                status.setProblem("configuration", nil)
                let before = settings.current.configDigest
                settings.replace(Self.snapshot(newSettings, recordsHistory: settings.current.recordsHistory))
                watcher.setSettle(.milliseconds(newSettings.daemon.settleMilliseconds))
                let ignoreChanged = ignore.withLock { globs in
                    defer { globs = newSettings.ignore }
                    return globs.map(\.pattern) != newSettings.ignore.map(\.pattern)
                }
                if settings.current.configDigest != before || ignoreChanged {
                    logger.notice("rules, profile or ignore globs changed: auditing the whole tree again")
                    let through = sequence.next(after: await watcher.flushNow())
                    await coordinator.rescanTree(paths.roots, sequence: through) { root in watcher.list(root) }
                }
            }
        }
    }

    private func keepWatchdogFed(coordinator: AuditCoordinator) async {
        guard let interval = notifier.watchdogInterval else { return }
        while !Task.isCancelled {
            _ = await coordinator.queueDepth
            notifier.watchdog()
            try? await Task.sleep(for: interval)
        }
    }

    private let repairing = RepairFlag()
    private let coordinatorReference = Reference<AuditCoordinator>()

    /// While reports can't be written (a full or read-only folder): degraded, retrying
    /// every two seconds until it works again.
    private func startRepairing(_ coordinator: AuditCoordinator) {
        guard repairing.begin() else { return }
        status.setProblem("writes", Message("daemon.problem.writes", ["path": paths.reports]))
        metrics.setDegraded(true)
        logger.error("reports can't be written; retrying until they can", metadata: ["reports": "\(paths.reports)"])
        Task {
            while true {
                try? await Task.sleep(for: .seconds(2))
                if await coordinator.retryFailedWrites(language: settings.current.language) { break }
            }
            status.setProblem("writes", nil)
            metrics.setDegraded(status.isDegraded)
            logger.notice("reports are written again")
            repairing.end()
        }
    }

    static func file(for source: String, roots: [WatchRoot]) -> SourceFile? {
        for root in roots {
            if root.name.isEmpty {
                return SourceFile(root: root, relativePath: source)
            }
            if source.hasPrefix(root.name + "/") {
                return SourceFile(root: root, relativePath: String(source.dropFirst(root.name.count + 1)))
            }
        }
        return nil
    }

    /// The history recorder, when the configuration keeps a history: SQLite in the reports
    /// folder. Its trouble makes the daemon degraded, never slower; what it learns shows
    /// on the overview.
    private func makeRecorder(aggregates: AggregatePublisher) -> HistoryRecorder? {
        guard let history else { return nil }
        if let url = history.url {
            // Said, not ignored: a history the configuration asks for elsewhere is not quietly kept here.
            status.setProblem("history", Message("daemon.problem.history-postgres", ["url": Self.withoutPassword(url)]))
            logger.error("history.url names PostgreSQL, which this version can't write to; no history is kept", metadata: ["url": "\(Self.withoutPassword(url))"])
            return nil
        }
        let tree = Self.treeName(paths.watch)
        let store = SQLiteHistoryStore(path: paths.reports + "/history.sqlite")
        let reference = Reference<HistoryRecorder>()
        let coordinator = coordinatorReference
        let recorder = HistoryRecorder(
            store: store, tree: tree, retentionDays: history.days,
            totals: { await aggregates.dailyTotals(tree: tree) },
            health: { [status, metrics, logger] reason in
                if let reason {
                    let waiting = reference.value?.waiting ?? 0
                    status.setProblem("history", Message("daemon.problem.history", ["reason": reason, "waiting": String(waiting)]))
                    logger.error("history not written; keeping the changes", metadata: ["reason": "\(reason)", "waiting": "\(waiting)"])
                } else {
                    status.setProblem("history", nil)
                    logger.notice("history written again")
                }
                metrics.setDegraded(status.isDegraded)
            },
            digestChanged: {
                Task {
                    guard let recorder = reference.value, let digest = await recorder.digest else { return }
                    if await aggregates.setHistory(Self.recent(digest)) { await coordinator.value?.refreshAggregates() }
                }
            })
        reference.set(recorder)
        return recorder
    }

    /// What the overview shows of a digest: every day from the first one the history knows
    /// (at most 30 back) to today, a day without a write showing the day before's errors
    /// (nothing changed that day).
    static func recent(_ digest: HistoryDigest, now: Int64 = UTCTime.now()) -> RecentHistory {
        let known = Dictionary(digest.dailyErrors.map { ($0.day, $0.errors) }, uniquingKeysWith: { _, last in last })
        var days: [RecentHistory.Day] = []
        var carried: Int?
        for back in stride(from: 29, through: 0, by: -1) {
            let day = UTCTime.day(now - Int64(back) * 86400)
            if let errors = known[day] { carried = errors }
            if let carried { days.append(RecentHistory.Day(day: day, errors: carried)) }
        }
        return RecentHistory(newlyFailing: digest.newlyFailing, added: digest.added, fixed: digest.fixed, days: days)
    }

    /// A database URL with its password, if any, left out (for logs and the status).
    static func withoutPassword(_ url: String) -> String {
        url.replacing(/:\/\/([^:@\/]*):[^@\/]*@/) { "://" + $0.output.1 + ":…@" }
    }

    /// The name events of this daemon's tree carry: the host and the watched folders.
    static func treeName(_ watch: [String]) -> String {
        var name = [CChar](repeating: 0, count: 256)
        let host = gethostname(&name, name.count) == 0 ? String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "localhost"
        return host + ":" + watch.joined(separator: ",")
    }
}
