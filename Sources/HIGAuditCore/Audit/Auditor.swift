/// Runs a catalog of rules over a screen.
public struct Auditor: Sendable {
    /// Every rule given, enabled or not.
    public let rules: [any AuditRule]
    /// The configuration every audit uses.
    public let configuration: AuditConfiguration
    /// Names the configuration in reports: the digest of everything that changes findings,
    /// the values of the rules' limits included.
    public let configurationDigest: String
    /// The rules the configuration enables, with their ids and default severities, worked
    /// out once: reading a rule's whole descriptor for each screen would copy its words.
    private let enabled: [any AuditRule]
    private let enabledIds: [String]
    private let enabledSeverities: [Severity]

    /// An auditor of `rules`; the digest lists the values of `limits` in their order (by
    /// default, the limits the rules declare, in the rules' order).
    public init(rules: [any AuditRule], limits: [LimitDefinition]? = nil, configuration: AuditConfiguration = .init()) {
        self.rules = rules
        self.configuration = configuration
        configurationDigest = configuration.digest(limits: limits ?? rules.flatMap(\.descriptor.limits))
        let enabled = rules.filter { configuration.isEnabled($0.descriptor.id) }
        self.enabled = enabled
        enabledIds = enabled.map { $0.descriptor.id }
        enabledSeverities = enabled.map { $0.descriptor.defaultSeverity }
    }

    /// Findings in document order of their pointers, then by rule id.
    public func audit(_ screen: Screen) -> [Finding] {
        let context = AuditContext(screen: screen, configuration: configuration)
        for index in enabled.indices where screen.auditIgnore.isEmpty || !screen.auditIgnore.contains(enabledIds[index]) {
            context.run(enabled[index], id: enabledIds[index], defaultSeverity: enabledSeverities[index])
        }
        return context.findings.sorted(by: Finding.documentOrder)
    }
}
