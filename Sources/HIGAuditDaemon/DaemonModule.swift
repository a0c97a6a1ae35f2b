import ArgumentParser
import Foundation
import HIGAuditCore
import HIGAuditRules
import Logging
import ServiceLifecycle

/// `higauditd`: watches a tree of screens, keeps their reports, answers on a Unix socket.
@available(macOS 10.15, macCatalyst 13, iOS 13, tvOS 13, watchOS 6, *)
public struct DaemonCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "higauditd",
        abstract: "Watch a folder of screen descriptions, keep their audit reports, and answer on a Unix socket.")

    @Option(help: "Configuration file (YAML or JSON), as etc/higaudit/higaudit.yaml.")
    var config: String?

    @Option(help: "A folder to watch (repeat for several; default: the configuration's, else examples/screens).")
    var watch: [String] = []

    @Option(help: "The reports folder (default: the configuration's, else .higaudit/reports).")
    var reports: String?

    @Option(help: "The Unix socket path (default: the configuration's, else .higaudit/higaudit.sock).")
    var socket: String?

    public init() {}

    public func run() async throws {
        RuleCatalog.registerWords()
        umask(0o022)
        LoggingSystem.bootstrap { StandardErrorLogHandler(label: $0) }
        let logger = Logger(label: "higauditd")
        var settings = Settings()
        if let config {
            switch DaemonConfiguration.load(config) {
            case .success(let loaded): settings = loaded
            case .failure(let problem):
                logger.critical("configuration refused", metadata: ["problem": "\(problem.message.rendered(in: .en))"])
                throw ExitCode(2)
            }
        }
        let paths = DaemonPaths(watch: watch, reports: reports, socket: socket, settings: settings.daemon)
        let daemon = Daemon(paths: paths, configPath: config, settings: settings, logger: logger)
        let group = ServiceGroup(configuration: .init(
            services: [.init(service: daemon)],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger))
        do {
            try await group.run()
        } catch let conflict as InstanceGuard.Conflict {
            logger.critical("not started: \(conflict.description)")
            throw ExitCode(1)
        }
    }
}
