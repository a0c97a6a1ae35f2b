/// Runs a catalog of rules over a screen.
public struct Auditor: Sendable {
    public let rules: [any AuditRule]
    public let configuration: AuditConfiguration
    /// The rules the configuration enables, and their ids, worked out once.
    private let enabled: [any AuditRule]
    private let enabledIds: [String]

    public init(rules: [any AuditRule], configuration: AuditConfiguration = .init()) {
        self.rules = rules
        self.configuration = configuration
        let enabled = rules.filter { configuration.isEnabled($0.descriptor.id) }
        self.enabled = enabled
        enabledIds = enabled.map { $0.descriptor.id }
    }

    /// Findings in document order of their pointers, then by rule id.
    public func audit(_ screen: Screen) -> [Finding] {
        let context = AuditContext(screen: screen, configuration: configuration)
        for index in enabled.indices where screen.auditIgnore.isEmpty || !screen.auditIgnore.contains(enabledIds[index]) {
            context.run(enabled[index])
        }
        return context.findings.sorted(by: Finding.documentOrder)
    }
}
