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

    /// A stable text form of everything that changes findings; its digest names the configuration in reports.
    public var canonicalDescription: String {
        var lines = ["profile=\(profile.rawValue)", "language=\(language.rawValue)"]
        for (id, setting) in rules.sorted(by: { $0.key < $1.key }) {
            lines.append("rule.\(id)=\(setting.enabled.map(String.init) ?? "-"),\(setting.severity?.rawValue ?? "-")")
        }
        lines.append("limits=\(limits)")
        for (language, words) in extraWords.sorted(by: { $0.key < $1.key }) {
            lines.append("words.\(language)=\(words)")
        }
        return lines.joined(separator: "\n")
    }

    public var digest: String { "sha256:" + SHA256.hex(of: Array(canonicalDescription.utf8)) }
}

/// The numeric limits `rules.md` names.
public struct Limits: Sendable, Hashable, CustomStringConvertible {
    public var alertTitleColumns = 76
    public var actionSheetTitleColumns = 50
    public var actionSheetButtons = 6
    public var watchActionSheetButtons = 4
    public var alertButtons = 3
    public var touchTarget = 44.0
    public var hitRegionBezeled = 12.0
    public var hitRegionPlain = 24.0
    public var glyphTolerance = 1.0
    public var pullDownMenuGroups = 3
    public var phoneTabBarItems = 3...5
    public var padTabBarItems = 2...7
    /// Bar items whose frames are at most this far apart form a group.
    public var barItemGroupSpacing = 16.0

    public init() {}

    public var description: String {
        "\(alertTitleColumns),\(actionSheetTitleColumns),\(actionSheetButtons),\(watchActionSheetButtons),\(alertButtons),\(touchTarget),\(hitRegionBezeled),\(hitRegionPlain),\(glyphTolerance),\(pullDownMenuGroups),\(phoneTabBarItems),\(padTabBarItems),\(barItemGroupSpacing)"
    }
}
