import ArgumentParser
import Foundation
import HIGAuditCore
import HIGAuditDaemon
import HIGAuditFiles
import Logging
import ServiceLifecycle
import UnixSignals

/// `higauditd`: watches a tree of screens, keeps their reports, answers on a Unix socket.
/// Sets up logging and runs the daemon's services in one group until SIGTERM or SIGINT.
@main
struct DaemonCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "higauditd",
        abstract: HelpText.text("help.higauditd"))

    @OptionGroup var arguments: DaemonArguments

    /// Parses the command line with each argument's bytes kept, so that a folder whose
    /// name is not UTF-8 is the one watched, then runs.
    static func main() async {
        AllocatorLimits.apply()
        DaemonWords.register()
        await main(FileName.commandLineArguments())
    }

    func run() async throws {
        umask(0o022)
        LoggingSystem.bootstrap { StandardErrorLogHandler(label: $0) }
        let logger = Logger(label: "higauditd")
        let daemon: DaemonServices
        do {
            daemon = try await DaemonServices.prepare(arguments, logger: logger)
        } catch {
            switch error {
            case .configurationRefused: throw ExitCode(2)
            case .anotherInstance: throw ExitCode(1)
            case .failed(let failure): throw failure
            }
        }
        defer { daemon.release() }
        let group = ServiceGroup(
            configuration: .init(
                services: daemon.services,
                gracefulShutdownSignals: [.sigterm, .sigint],
                logger: logger))
        try await group.run()
        logger.info("stopped")
    }
}
