/// The effective configuration of an audit: profile, rule switches and severities,
/// numeric limits and extra words.
public struct AuditConfiguration: Sendable, Hashable {
    public struct RuleSetting: Sendable, Hashable {
        public var enabled: Bool?
        public var severity: Severity?

        public init(enabled: Bool? = nil, severity: Severity? = nil) {
            self.enabled = enabled
            self.severity = severity
        }
    }

    public var profile: Profile = .hig
    /// The language findings are written in (reports keep their text).
    public var language: Language = .en
    public var rules: [String: RuleSetting] = [:]
    public var limits = Limits()
    /// Words added per language to the built-in lists.
    public var extraWords: [String: WordList] = [:]

    public init(profile: Profile = .hig) {
        self.profile = profile
    }

    public func isEnabled(_ rule: String) -> Bool { rules[rule]?.enabled ?? true }
    public func severityOverride(for rule: String) -> Severity? { rules[rule]?.severity }

    public func words(for language: String) -> WordList? {
        let builtIn = WordList.builtIn[language]
        guard let extra = extraWords[language] else { return builtIn }
        return (builtIn ?? WordList(verbsMatchAsPrefix: extra.verbsMatchAsPrefix)).adding(extra)
    }

    /// A stable text form of everything that changes findings made by rules with the limits
    /// `definitions` (their values listed in that order); its digest names the configuration
    /// in reports.
    public func canonicalDescription(limits definitions: [LimitDefinition]) -> String {
        var lines = ["profile=\(profile.rawValue)", "language=\(language.rawValue)"]
        for (id, setting) in rules.sorted(by: { $0.key < $1.key }) {
            lines.append("rule.\(id)=\(setting.enabled.map(String.init) ?? "-"),\(setting.severity?.rawValue ?? "-")")
        }
        lines.append("limits=" + definitions.map { limits.setting(of: $0).description }.joined(separator: ","))
        for (language, words) in extraWords.sorted(by: { $0.key < $1.key }) {
            lines.append("words.\(language)=\(words)")
        }
        return lines.joined(separator: "\n")
    }

    /// The digest of `canonicalDescription(limits:)`.
    public func digest(limits definitions: [LimitDefinition]) -> String {
        "sha256:" + SHA256.hex(of: Array(canonicalDescription(limits: definitions).utf8))
    }
}
