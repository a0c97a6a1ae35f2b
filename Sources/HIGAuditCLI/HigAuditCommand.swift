import ArgumentParser
import Foundation
import HIGAuditCore
import HIGAuditDaemonSettings
import HIGAuditFiles
import HIGAuditInputs
import HIGAuditOutputs
import HIGAuditRules

/// `higaudit`: audits screen descriptions against the Human Interface Guidelines.
package struct HigAuditCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "higaudit",
        abstract: HelpText.text("help.higaudit"),
        version: HIGAudit.version,
        subcommands: [
            CheckCommand.self, ImportCommand.self, RulesCommand.self, ExplainCommand.self, StatusCommand.self, ScreensCommand.self, RescanCommand.self,
            WaitCommand.self, HistoryCommand.self,
        ])

    package init() {}
}

extension HigAuditCommand {
    /// Entry point for the executable: parses the arguments and runs the chosen command.
    package static func runAsync() async {
        RuleCatalog.registerWords()
        InputWords.register()
        OutputWords.register()
        CommandLineWords.register()
        DaemonSettingsWords.register()
        do {
            var command = try parseAsRoot(FileName.commandLineArguments())
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let failure as CommandFailure {
            StandardOutput.error("higaudit: \(failure.message)\n")
            Foundation.exit(2)
        } catch {
            // Usage errors exit 2, as `interfaces.md` asks, rather than the parser's 64.
            let code = exitCode(for: error)
            guard code == .validationFailure else { exit(withError: error) }
            let message = fullMessage(for: error)
            if !message.isEmpty { StandardOutput.error(message + "\n") }
            Foundation.exit(2)
        }
    }
}

/// A problem with what the command was given (a bad configuration or baseline): said
/// on standard error in one line, exit status 2.
struct CommandFailure: Error {
    var message: String
}
