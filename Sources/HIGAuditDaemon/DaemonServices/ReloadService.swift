import HIGAuditCore
import HIGAuditDaemonSettings
import HIGAuditFiles
import Logging
import NIOConcurrencyHelpers
import ServiceLifecycle
import UnixSignals

/// SIGHUP: reads the configuration again; a bad one is refused and the daemon degraded.
/// New rules, profile, ignore globs or input limit audit the whole tree again.
package struct ReloadService: Service {
    /// The configuration file, if the daemon was started with one.
    let configPath: String?
    let settings: AuditSettingsBox
    /// The ignore globs in force, which the watcher reads.
    let ignore: NIOLockedValueBox<[Glob]>
    let status: DaemonStatus
    let notifier: SystemdNotifier
    let logger: Logger
    let watcher: TreeWatcher
    let coordinator: AuditCoordinator
    let sequence: SequenceCounter
    let roots: [SourceRoot]
    /// Opened once the watcher has started.
    let watching: StartupGate
    /// Trapped before the socket answered: SIGHUP's default action ends the process.
    let reloads: UnixSignalsSequence

    package func run() async throws {
        try await watching.wait()
        await cancelWhenGracefulShutdown {
            for await _ in reloads { await reload() }
        }
    }

    private func reload() async {
        notifier.reloading()
        logger.notice("reloading the configuration", metadata: ["config": "\(configPath ?? "(none)")"])
        defer { notifier.ready(status: "Configuration reloaded") }
        guard let configPath = configPath else { return }
        switch DaemonConfiguration.load(configPath) {
        case .failure(let problem):
            status.setProblem("configuration", problem.message)
            logger.error("configuration refused; keeping the previous one", metadata: ["problem": "\(problem.message.rendered(in: .en))"])
        case .success(let newSettings):
            status.setProblem("configuration", nil)
            let before = settings.current.configDigest
            // A file's report says whether it was over the limit: a new limit may change it.
            let limitChanged = settings.current.inputLimit != newSettings.inputLimit
            settings.replace(Daemon.snapshot(newSettings, recordsHistory: settings.current.recordsHistory))
            watcher.setSettle(.milliseconds(newSettings[section: DaemonSettings.self].settleMilliseconds))
            let ignoreChanged = ignore.withLockedValue { globs in
                defer { globs = newSettings.ignore }
                return globs.map(\.pattern) != newSettings.ignore.map(\.pattern)
            }
            if settings.current.configDigest != before || ignoreChanged || limitChanged {
                logger.notice("rules, profile, ignore globs or input limit changed: auditing the whole tree again")
                let watcher = self.watcher
                let through = sequence.next(after: await watcher.flushNow())
                await coordinator.rescanTree(roots, sequence: through) { root in watcher.list(root) }
            }
        }
    }

    package init(
        configPath: String?, settings: AuditSettingsBox, ignore: NIOLockedValueBox<[Glob]>, status: DaemonStatus, notifier: SystemdNotifier, logger: Logger,
        watcher: TreeWatcher, coordinator: AuditCoordinator, sequence: SequenceCounter, roots: [SourceRoot], watching: StartupGate, reloads: UnixSignalsSequence
    ) {
        self.configPath = configPath
        self.settings = settings
        self.ignore = ignore
        self.status = status
        self.notifier = notifier
        self.logger = logger
        self.watcher = watcher
        self.coordinator = coordinator
        self.sequence = sequence
        self.roots = roots
        self.watching = watching
        self.reloads = reloads
    }
}
