import ArgumentParser
import HIGAuditCore

/// `higauditd`'s command line: the configuration file and what it may override.
struct DaemonArguments: ParsableArguments {
    @Option(help: ArgumentHelp(HelpText.text("help.higauditd.config")))
    var config: String?

    @Option(help: ArgumentHelp(HelpText.text("help.higauditd.watch")))
    var watch: [String] = []

    @Option(help: ArgumentHelp(HelpText.text("help.higauditd.reports")))
    var reports: String?

    @Option(help: ArgumentHelp(HelpText.text("help.higauditd.socket")))
    var socket: String?

    init() {}
}
