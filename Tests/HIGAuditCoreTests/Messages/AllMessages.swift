import HIGAuditCLI
import HIGAuditCore
import HIGAuditDaemon
import HIGAuditDaemonSettings
import HIGAuditInputs
import HIGAuditOutputs
import HIGAuditRules

/// The message tables of every module: the words of the rules, the inputs, the pages, the
/// command line and the daemon included. Tests of the tables read them from here, so that
/// they never see the catalog before those have registered.
enum AllMessages {
    static func table(for language: Language) -> [String: String] {
        register()
        return MessageCatalog.table(for: language)
    }

    /// Registers every module's table with the catalog.
    static func register() {
        RuleCatalog.registerWords()
        InputWords.register()
        DaemonWords.register()
        OutputWords.register()
        CommandLineWords.register()
        DaemonSettingsWords.register()
    }
}
