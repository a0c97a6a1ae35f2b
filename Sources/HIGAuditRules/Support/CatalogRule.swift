import HIGAuditCore

/// A rule of the catalog. Its id is a constant of its type, and the keys of its messages
/// derive from it; its words (`RuleWords`, English and Japanese) sit in its own file.
protocol CatalogRule: AuditRule {
    static var id: String { get }
}

extension CatalogRule {
    /// The key of this rule's message template `name`: `<id>.<name>`.
    static func messageKey(_ name: String) -> MessageKey { MessageKey(id + "." + name) }
}
