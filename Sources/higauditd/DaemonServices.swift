import ArgumentParser
import Foundation
import HIGAuditCore
import HIGAuditDaemon
import HIGAuditDaemonSettings
import HIGAuditInputs
import HIGAuditOutputs
import HIGAuditRules
import Logging
import ServiceLifecycle

/// The daemon ready to run in one `ServiceGroup`: the socket server, the history, reload
/// (SIGHUP), the watchdog, the worker pool and the watcher, in the order they start (they
/// stop in reverse: the watcher first, the socket last).
struct DaemonServices: Sendable {
    /// The services, in the order they start.
    let services: [ServiceGroupConfiguration.ServiceConfiguration]
    /// The lock on the reports folder, held while the daemon runs.
    private let lock: Int32

    /// Reads the configuration, claims the reports folder and the socket (one daemon each)
    /// and makes the daemon's parts.
    static func prepare(_ arguments: DaemonArguments, logger: Logger) async throws(DaemonStartFailure) -> DaemonServices {
        RuleCatalog.registerWords()
        InputWords.register()
        DaemonWords.register()
        DaemonSettingsWords.register()
        OutputWords.register()
        var settings = Settings()
        if let config = arguments.config {
            switch DaemonConfiguration.load(config) {
            case .success(let loaded): settings = loaded
            case .failure(let problem):
                logger.critical("configuration refused", metadata: ["problem": "\(problem.message.rendered(in: .en))"])
                throw .configurationRefused
            }
        }
        let paths = DaemonPaths(watch: arguments.watch, reports: arguments.reports, socket: arguments.socket, settings: settings[section: DaemonSettings.self])
        let daemon = Daemon(paths: paths, configPath: arguments.config, settings: settings, logger: logger)
        do {
            let (services, lock) = try await daemon.assemble()
            return DaemonServices(services: services, lock: lock)
        } catch let conflict as InstanceGuard.Conflict {
            logger.critical("not started: \(conflict.description)")
            throw .anotherInstance
        } catch {
            throw .failed(error)
        }
    }

    /// Lets the reports folder go (the process ends next).
    func release() {
        close(lock)
    }
}
