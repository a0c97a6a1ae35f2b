import HIGAuditCore
import HIGAuditDaemonSettings
import Logging
import NIOConcurrencyHelpers
import ServiceLifecycle
import UnixSignals

/// SIGHUP: reads the configuration again; a bad one is refused and the daemon degraded.
/// New rules, profile, ignore globs or input limit audit the whole tree again.
struct ReloadService: Service {
    let daemon: Daemon
    let parts: DaemonParts
    /// Trapped before the socket answered: SIGHUP's default action ends the process.
    let reloads: UnixSignalsSequence

    func run() async throws {
        try await parts.watching.wait()
        await cancelWhenGracefulShutdown {
            for await _ in reloads { await reload() }
        }
    }

    private func reload() async {
        let (notifier, logger, settings, status) = (daemon.notifier, daemon.logger, daemon.settings, daemon.status)
        notifier.reloading()
        logger.notice("reloading the configuration", metadata: ["config": "\(daemon.configPath ?? "(none)")"])
        defer { notifier.ready(status: "Configuration reloaded") }
        guard let configPath = daemon.configPath else { return }
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
            parts.watcher.setSettle(.milliseconds(newSettings[section: DaemonSettings.self].settleMilliseconds))
            let ignoreChanged = daemon.ignore.withLockedValue { globs in
                defer { globs = newSettings.ignore }
                return globs.map(\.pattern) != newSettings.ignore.map(\.pattern)
            }
            if settings.current.configDigest != before || ignoreChanged || limitChanged {
                logger.notice("rules, profile, ignore globs or input limit changed: auditing the whole tree again")
                let watcher = parts.watcher
                let through = parts.sequence.next(after: await watcher.flushNow())
                await parts.coordinator.rescanTree(daemon.paths.roots, sequence: through) { root in watcher.list(root) }
            }
        }
    }
}
