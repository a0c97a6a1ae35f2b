import HIGAuditCore

/// A rule of the catalog. Its id is a constant of its type, and the keys of its messages
/// derive from it; its words (`RuleWords`, English and Japanese) sit in its own file.
/// Its file, `<Area>/<Name>Rule.swift` declaring `<Name>Rule`, is all it takes to add it to
/// the catalog: the build lists the module's rule files (the RuleRegistry plugin makes
/// `RuleCatalog.registered`), and `RuleCatalog.all` orders the rules by area and position.
protocol CatalogRule: AuditRule {
    static var id: String { get }
    /// Where the rule comes among the rules of its area (`RuleArea`'s order comes first):
    /// `rules.md`, `higaudit rules`, SARIF's rule list and the order the rules run in go by
    /// it. Positions go in steps of 10, so that a rule can go between two others without
    /// moving them; no two rules of an area share one.
    static var position: Int { get }

    /// The rule, ready to check screens.
    init()
}

extension CatalogRule {
    /// The key of this rule's message template `name`: `<id>.<name>`.
    static func messageKey(_ name: String) -> MessageKey { MessageKey(id + "." + name) }
}
