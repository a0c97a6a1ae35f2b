/// Runs a catalog of rules over a screen.
public struct Auditor: Sendable {
    public var rules: [any AuditRule]
    public var configuration: AuditConfiguration

    public init(rules: [any AuditRule], configuration: AuditConfiguration = .init()) {
        self.rules = rules
        self.configuration = configuration
    }

    /// Findings in document order of their pointers, then by rule id.
    public func audit(_ screen: Screen) -> [Finding] {
        let context = AuditContext(screen: screen, configuration: configuration)
        for rule in rules where configuration.isEnabled(rule.descriptor.id) && !screen.auditIgnore.contains(rule.descriptor.id) {
            context.run(rule)
        }
        return context.findings.sorted(by: Finding.documentOrder)
    }
}
