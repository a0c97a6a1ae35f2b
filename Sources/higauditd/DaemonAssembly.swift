import Foundation
import HIGAuditCore
import HIGAuditDaemon
import HIGAuditFiles
import HIGAuditHistory
import HIGAuditRules
import Logging
import NIOConcurrencyHelpers
import ServiceLifecycle
import UnixSignals

/// The parts the services share, made once by `Daemon.assemble()`.
struct DaemonParts: Sendable {
    var store: ReportStore
    var catalogs: CatalogRegistry
    var watcher: TreeWatcher
    var aggregates: AggregatePublisher
    var committer: ReportCommitter
    var coordinator: AuditCoordinator
    var recorder: HistoryRecorder?
    var sequence: SequenceCounter
    /// Wake the publishing, the write repairs and the history's part of the overview.
    var publishWakeup: Wakeup
    var writeFailures: Wakeup
    var historyDigests: Wakeup
    /// Wakes the history's catch-up once it can be written again after it could not.
    var historyCatchUp: Wakeup
    var clock: ScheduleClock
    /// Opened once the socket answers, and once the watcher has started.
    var serverBound = StartupGate()
    var watching = StartupGate()
}

extension Daemon {
    /// Prepares the reports folder, claims it and the socket (one daemon each), makes the
    /// parts and returns the services in the order they start; they stop in reverse, the
    /// watcher first and the socket last. Returns the lock on the reports folder too, held
    /// until the process ends.
    func assemble() async throws -> (services: [ServiceGroupConfiguration.ServiceConfiguration], lock: Int32) {
        let store = ReportStore(root: paths.reports)
        do {
            try store.prepare()
        } catch {
            logger.critical("the reports folder can't be created", metadata: ["path": "\(paths.reports)", "error": "\(error)"])
            throw error
        }
        let lock = try InstanceGuard.lockReports(paths.reports)
        do {
            if SocketActivation.listeningDescriptors(unsetEnvironment: false).isEmpty { try InstanceGuard.claimSocket(paths.socket) }
            logger.info(
                "starting",
                metadata: [
                    "watch": "\(paths.watch.map(FileName.display).joined(separator: ","))", "reports": "\(FileName.display(paths.reports))",
                    "socket": "\(paths.socket)",
                ])
            status.setWatching(paths.watch.map(FileName.display))
            let parts = try makeParts(store: store)
            // SIGHUP trapped before anything can send it: its default action ends the process.
            let reloads = await UnixSignalsSequence(trapping: .sighup)
            let api = makeAPI(parts)
            var services: [ServiceGroupConfiguration.ServiceConfiguration] = [
                .init(service: HTTPServerService(paths: paths, api: api, settings: settings, logger: logger, bound: parts.serverBound))
            ]
            if let recorder = parts.recorder {
                services.append(
                    .init(
                        service: HistoryService(
                            recorder: recorder, aggregates: parts.aggregates, coordinator: parts.coordinator, store: parts.store,
                            digests: parts.historyDigests, catchUp: parts.historyCatchUp, logger: logger, watching: parts.watching)))
            }
            services += [
                .init(
                    service: ReloadService(
                        configPath: configPath, settings: settings, ignore: ignore, status: status, notifier: notifier, logger: logger,
                        watcher: parts.watcher, coordinator: parts.coordinator, sequence: parts.sequence, roots: paths.roots,
                        watching: parts.watching, reloads: reloads)),
                .init(service: WatchdogService(notifier: notifier, coordinator: parts.coordinator, watching: parts.watching)),
                .init(
                    service: WriteRepairService(
                        coordinator: parts.coordinator, failures: parts.writeFailures, status: status, metrics: metrics, settings: settings,
                        reports: paths.reports, logger: logger)),
                .init(service: makeReportsFolderService(parts)),
                // Stopped after the workers: their last audits are published.
                .init(service: PublishingService(coordinator: parts.coordinator, wakeup: parts.publishWakeup, clock: parts.clock)),
                .init(
                    service: AuditWorkerPool(
                        coordinator: parts.coordinator, committer: parts.committer, store: parts.store, catalogs: parts.catalogs,
                        settings: settings, logger: logger, parallelAudits: parallelAudits, watching: parts.watching),
                    successTerminationBehavior: .gracefullyShutdownGroup),
                .init(
                    service: WatcherService(
                        watcher: parts.watcher, coordinator: parts.coordinator, sequence: parts.sequence, store: parts.store,
                        recorder: parts.recorder, status: status, metrics: metrics, notifier: notifier, logger: logger,
                        watchedFolders: paths.watch.count, serverBound: parts.serverBound, watching: parts.watching),
                    successTerminationBehavior: .gracefullyShutdownGroup),
            ]
            return (services, lock)
        } catch {
            close(lock)
            throw error
        }
    }

    private func makeParts(store: ReportStore) throws -> DaemonParts {
        let ignore = self.ignore
        let watcher = try TreeWatcher(
            roots: paths.roots, settle: settle,
            isIgnored: { path in
                ignore.withLockedValue { globs in globs.contains { $0.matches(path) } }
            }, logger: logger)
        let catalogs = CatalogRegistry()
        let aggregates = AggregatePublisher(store: store, settings: settings, logger: logger)
        let committer = ReportCommitter(root: paths.reports, logger: logger)
        let metrics = self.metrics
        let roots = paths.roots
        let (publishWakeup, writeFailures, historyDigests, historyCatchUp) = (Wakeup(), Wakeup(), Wakeup(), Wakeup())
        let clock = ScheduleClock.continuous()
        let recorder = makeRecorder(aggregates: aggregates, digests: historyDigests, catchUp: historyCatchUp)
        let coordinator = AuditCoordinator(
            store: store, existing: [:], logger: logger,
            events: CoordinatorEvents(
                publish: { changes, force in await aggregates.publish(changes, force: force) },
                audited: { status, seconds in metrics.audited(status, seconds: seconds) },
                queueDepthChanged: { metrics.setQueueDepth($0) },
                file: { source in SourceFile(source: source, in: roots) },
                writeFailed: {
                    metrics.writeFailed()
                    writeFailures.signal()
                },
                colorsetsChanged: { catalogs.invalidateAll() },
                observed: { recorder?.observe($0) },
                removed: { summary in
                    recorder?.observe(ScreenObservation(screen: summary.historyIdentity, at: UTCTime.now(), change: .removed))
                },
                sharedReportPaths: { [status] shared in
                    status.setProblem("report-paths", Self.sharingProblem(shared))
                    metrics.setDegraded(status.isDegraded)
                }),
            schedule: PublishSchedule(settle: settle), clock: clock, publishWakeup: publishWakeup)
        return DaemonParts(
            store: store, catalogs: catalogs, watcher: watcher, aggregates: aggregates, committer: committer,
            coordinator: coordinator, recorder: recorder, sequence: SequenceCounter(), publishWakeup: publishWakeup,
            writeFailures: writeFailures, historyDigests: historyDigests, historyCatchUp: historyCatchUp, clock: clock)
    }

    /// The reports folder's keeper: a folder moved away, deleted or replaced is made again
    /// whole, its history reopened (SQLite's, which is in it) and every screen audited again.
    private func makeReportsFolderService(_ parts: DaemonParts) -> ReportsFolderService {
        let (watcher, coordinator, sequence, roots, recorder) = (parts.watcher, parts.coordinator, parts.sequence, paths.roots, parts.recorder)
        let reopens = keepsHistoryInReportsFolder
        return ReportsFolderService(
            reports: paths.reports, store: parts.store, status: status, metrics: metrics, logger: logger,
            reopenHistory: { if reopens { await recorder?.reopen() } },
            rebuild: {
                let through = sequence.next(after: await watcher.flushNow())
                await coordinator.rescanTree(roots, sequence: through) { root in watcher.list(root) }
                _ = await coordinator.waitUntilReported(through, timeout: .seconds(86_400))
            },
            watching: parts.watching)
    }

    private func makeAPI(_ parts: DaemonParts) -> DaemonAPI {
        let (watcher, coordinator, recorder, aggregates, sequence) = (parts.watcher, parts.coordinator, parts.recorder, parts.aggregates, parts.sequence)
        let (store, catalogs, metrics, roots) = (parts.store, parts.catalogs, metrics, paths.roots)
        return DaemonAPI(
            coordinator: coordinator, status: status, metrics: metrics, history: recorder,
            settleHistory: {
                guard let recorder, await recorder.flushNow(), let digest = await recorder.digest else { return }
                if await aggregates.setHistory(Self.recent(digest)) { await coordinator.publishAgain() }
            },
            language: { [settings] in settings.current.language },
            refreshHealth: { [status] in Self.refresh(status, watcher: watcher, metrics: metrics) },
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
                var current = settings.current
                var configuration = current.sourceAuditor.auditor.configuration
                configuration.language = language
                current.sourceAuditor = .withYAML(RuleCatalog.auditor(configuration: configuration))
                let worker = AuditWorker(store: store, catalogs: catalogs)
                // The source as shown, else with its escapes taken back to the bytes.
                for source in [report.source, FileName.fromDisplay(report.source)] {
                    guard let file = SourceFile(source: source, in: roots) else { continue }
                    let audited = worker.audit(file, with: current)?.first {
                        $0.report.screen == report.screen && $0.report.sourceDigest == report.sourceDigest
                    }
                    if let audited { return audited.report }
                }
                return nil
            })
    }
}
