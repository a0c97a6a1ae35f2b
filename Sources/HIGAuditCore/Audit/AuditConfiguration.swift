/// The effective configuration of an audit: profile, rule switches and severities,
/// numeric limits and extra words.
public struct AuditConfiguration: Sendable, Hashable {
    /// What a configuration says of one rule; nil keeps the rule's default.
    public struct RuleSetting: Sendable, Hashable {
        /// Whether the rule runs (it does unless set to false).
        public var enabled: Bool?
        /// The severity of the rule's findings instead of its default.
        public var severity: Severity?

        /// A setting for one rule; nil leaves that part at the rule's default.
        public init(enabled: Bool? = nil, severity: Severity? = nil) {
            self.enabled = enabled
            self.severity = severity
        }
    }

    /// The contrast thresholds the color rules apply.
    public var profile: Profile = .hig
    /// The language findings are written in (reports keep their text).
    public var language: Language = .en
    /// Settings by rule id.
    public var rules: [String: RuleSetting] = [:]
    /// The limits the configuration sets; the others keep their rules' defaults.
    public var limits = Limits()
    /// Words added per language to the built-in lists.
    public var extraWords: [String: WordList] = [:]
    /// The appearances the app has (`appearances`), which override what an Interface
    /// Builder document's app says; nil when the configuration doesn't say.
    public var appearances: Set<Appearance>?
    /// Whether Interface Builder screens are audited with Increase Contrast too, and the
    /// `hig` profile excuses what passes there (`increaseContrast`).
    public var increaseContrast = true

    /// The default configuration with `profile`: every rule on at its default severity, no limits
    /// or words changed, messages in English.
    public init(profile: Profile = .hig) {
        self.profile = profile
    }

    /// Whether the rule of id `rule` runs.
    public func isEnabled(_ rule: String) -> Bool { rules[rule]?.enabled ?? true }
    /// The severity set for the rule of id `rule`, if any.
    public func severityOverride(for rule: String) -> Severity? { rules[rule]?.severity }

    /// The built-in word list of `language` with the words the configuration adds, or nil when there is neither.
    public func words(for language: String) -> WordList? {
        let builtIn = WordList.builtIn[language]
        guard let extra = extraWords[language] else { return builtIn }
        return (builtIn ?? WordList(verbsMatchAsPrefix: extra.verbsMatchAsPrefix)).adding(extra)
    }

    /// A stable text form of everything that changes findings made by rules with the limits
    /// `definitions` (their values listed in that order); its digest names the configuration
    /// in reports.
    public func canonicalDescription(limits definitions: [LimitDefinition]) -> String {
        var lines = [
            "profile=\(profile.rawValue)", "language=\(language.rawValue)", "textSizes=\(TextSizeTable.version)", "increaseContrast=\(increaseContrast)",
        ]
        for (id, setting) in rules.sorted(by: { $0.key < $1.key }) {
            lines.append("rule.\(id)=\(setting.enabled.map(String.init) ?? "-"),\(setting.severity?.rawValue ?? "-")")
        }
        lines.append("limits=" + definitions.map { limits.setting(of: $0).description }.joined(separator: ","))
        for (language, words) in extraWords.sorted(by: { $0.key < $1.key }) {
            lines.append("words.\(language)=\(words)")
        }
        if let appearances { lines.append("appearances=" + appearances.map(\.rawValue).sorted().joined(separator: ",")) }
        return lines.joined(separator: "\n")
    }

    /// The digest of `canonicalDescription(limits:)`.
    public func digest(limits definitions: [LimitDefinition]) -> String {
        "sha256:" + SHA256.hex(of: Array(canonicalDescription(limits: definitions).utf8))
    }
}
