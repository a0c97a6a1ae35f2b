/// Runs a catalog of rules over a screen.
public struct Auditor: Sendable {
    public let rules: [any AuditRule]
    public let configuration: AuditConfiguration
    /// The rules the configuration enables, with their ids, worked out once.
    private let enabled: [(id: String, rule: any AuditRule)]

    public init(rules: [any AuditRule], configuration: AuditConfiguration = .init()) {
        self.rules = rules
        self.configuration = configuration
        enabled = rules.map { ($0.descriptor.id, $0) }.filter { configuration.isEnabled($0.id) }
    }

    /// Findings in document order of their pointers, then by rule id.
    public func audit(_ screen: Screen) -> [Finding] {
        let context = AuditContext(screen: screen, configuration: configuration)
        for (id, rule) in enabled where screen.auditIgnore.isEmpty || !screen.auditIgnore.contains(id) {
            context.run(rule)
        }
        return context.findings.sorted(by: Finding.documentOrder)
    }
}
