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
    /// The ids of the enabled rules that read colors (`RuleDescriptor.readsColors`).
    private let colorRuleIds: Set<String>

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
        colorRuleIds = Set(enabled.filter { $0.descriptor.readsColors }.map { $0.descriptor.id })
    }

    /// Findings in document order of their pointers, then by rule id.
    public func audit(_ screen: Screen) -> [Finding] {
        Self.inDocumentOrder(findings(of: screen) { _ in true })
    }

    /// The findings of `screen`, another appearance of the screen `earlier` was audited
    /// from (the same elements, other colors): the rules that read colors run, and the
    /// others' findings are those of `earlier`, which they would make again, each saying
    /// so when `screen` is shown with Increase Contrast.
    public func audit(_ screen: Screen, sameButColorsAs earlier: [Finding]) -> [Finding] {
        var findings = findings(of: screen) { colorRuleIds.contains($0) }
        for finding in earlier where !colorRuleIds.contains(finding.rule) {
            var repeated = finding
            repeated.message = finding.message.withoutIncreaseContrastNote
            if screen.contrast == .increased { repeated.message = repeated.message.withIncreaseContrastNote }
            repeated.appearances = []
            repeated.repeatsEarlierAppearance = false
            findings.append(repeated)
        }
        return Self.inDocumentOrder(findings)
    }

    /// The findings of the enabled rules whose ids `runs` accepts and the screen doesn't
    /// ignore, in the order they were made.
    private func findings(of screen: Screen, runs: (String) -> Bool) -> [Finding] {
        let context = AuditContext(screen: screen, configuration: configuration)
        for index in enabled.indices where runs(enabledIds[index]) && (screen.auditIgnore.isEmpty || !screen.auditIgnore.contains(enabledIds[index])) {
            context.run(enabled[index], id: enabledIds[index], defaultSeverity: enabledSeverities[index])
        }
        return context.findings
    }

    /// `findings` sorted by `Finding.documentOrder`, stably; the indices are sorted rather
    /// than the findings themselves, which are large to move.
    static func inDocumentOrder(_ findings: [Finding]) -> [Finding] {
        guard findings.count > 1 else { return findings }
        let keys = DocumentOrderKeys(findings)
        return findings.indices.sorted { lhs, rhs in
            let order = keys.compare(lhs, rhs)
            return order != 0 ? order < 0 : findings[lhs].rule < findings[rhs].rule
        }.map { findings[$0] }
    }
}
