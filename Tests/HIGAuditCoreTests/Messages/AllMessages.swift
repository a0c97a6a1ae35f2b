import HIGAuditCore
import HIGAuditRules

/// The message tables of every module, the rules' words included. Tests of the tables read
/// them from here, so that they never see the catalog before the rules have registered.
enum AllMessages {
    static func table(for language: Language) -> [String: String] {
        RuleCatalog.registerWords()
        return MessageCatalog.table(for: language)
    }
}
