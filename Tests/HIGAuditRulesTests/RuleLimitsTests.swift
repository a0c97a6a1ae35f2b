import HIGAuditCore
import Testing

@testable import HIGAuditRules

/// Each rule declares its limits (configuration key and default); configuration reading,
/// the configuration's digest and the rules' checks all go by those declarations.
struct RuleLimitsTests {
    private static func settings(_ json: String) -> Result<Settings, InputError> {
        SettingsDecoder(ruleIds: RuleCatalog.ids, limits: RuleCatalog.limits).decode(json: Array(json.utf8))
    }

    private static func decoded(_ json: String) throws -> Settings {
        try Self.settings(json).get()
    }

    private static func refusal(_ json: String) throws -> InputError {
        guard case .failure(let error) = Self.settings(json) else { throw RefusalExpected() }
        return error
    }

    private struct RefusalExpected: Error {}

    /// Reports written before rules declared their limits name the default configuration
    /// with this text's digest; it changes only with what changes findings (the Dynamic Type
    /// rules added the version of their size table, as `dynamic-type.md` asks, and the
    /// Increase Contrast audits their setting, as `increase-contrast.md` does).
    @Test func theDefaultConfigurationKeepsItsDigest() {
        #expect(
            AuditConfiguration().canonicalDescription(limits: RuleCatalog.limits)
                == "profile=hig\nlanguage=en\ntextSizes=v1\nincreaseContrast=true\nlimits=76,50,6,4,3,44.0,12.0,24.0,1.0,3,3...5,2...7,16.0")
        #expect(
            RuleCatalog.auditor(configuration: AuditConfiguration()).configurationDigest
                == AuditConfiguration().digest(limits: RuleCatalog.limits))
    }

    @Test func increaseContrastIsReadAndNamedInTheDigest() throws {
        #expect(try Self.decoded("{}").audit.increaseContrast)
        let off = try Self.decoded(#"{"increaseContrast": false}"#).audit
        #expect(!off.increaseContrast)
        #expect(off.digest(limits: RuleCatalog.limits) != AuditConfiguration().digest(limits: RuleCatalog.limits))
        #expect(try Self.refusal(#"{"increaseContrast": "no"}"#).pointer == "/increaseContrast")
    }

    @Test func everyDeclaredLimitIsInTheCatalogOnce() {
        let declared = RuleCatalog.all.flatMap(\.descriptor.limits)
        #expect(Set(declared.map(\.key)).count == declared.count)
        #expect(RuleCatalog.limits.count == declared.count)
        #expect(Set(RuleCatalog.limits) == Set(declared))
    }

    @Test func aConfigurationSetsTheLimitsTheRulesRead() throws {
        let settings = try Self.decoded(#"{"limits": {"alertTitleColumns": 10, "touchTarget": 50, "phoneTabBarItems": [2, 6]}}"#)
        let limits = settings.audit.limits
        #expect(limits[AlertTitleLengthRule.maxTitleColumns] == 10)
        #expect(limits[TouchTargetSizeRule.minSize] == 50)
        #expect(limits[TabBarItemCountRule.phoneTabs] == 2...6)
        #expect(limits[TabBarItemCountRule.padTabs] == 2...7)
        #expect(settings.audit.canonicalDescription(limits: RuleCatalog.limits).hasSuffix("limits=10,50,6,4,3,50.0,12.0,24.0,1.0,3,2...6,2...7,16.0"))
    }

    @Test func aLimitSetByTheConfigurationChangesWhatTheRuleFinds() throws {
        let screen = Array(#"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Unable to Save Document","buttons":[{"title":"OK"}]}]}"#.utf8)
        let configured = try Self.decoded(#"{"limits": {"alertTitleColumns": 10}}"#).audit
        for (configuration, expected) in [(AuditConfiguration(), 0), (configured, 1)] {
            let auditor = SourceAuditor(auditor: RuleCatalog.auditor(configuration: configuration)) { _ in
                .failure(InputError(Message("input.not-yaml", ["detail": "none"]), pointer: ""))
            }
            let report = auditor.report(source: "a.json", screenName: "a", input: .bytes(screen), syntax: .json, auditedAt: "t")
            #expect(report.findings.filter { $0.rule == AlertTitleLengthRule.id }.count == expected)
        }
    }

    @Test func anUnknownLimitIsRefusedWithTheClosestKey() throws {
        let error = try Self.refusal(#"{"limits": {"touchTargets": 44}}"#)
        #expect(error.pointer == "/limits/touchTargets")
        #expect(error.problem == Message("config.unknown-key.suggest", ["key": "touchTargets", "suggestion": "touchTarget"]))
    }

    @Test func eachKindOfLimitRefusesValuesOfAnotherKind() throws {
        #expect(try Self.refusal(#"{"limits": {"alertButtons": 2.5}}"#).problem == Message("input.whole-number"))
        #expect(try Self.refusal(#"{"limits": {"touchTarget": -1}}"#).pointer == "/limits/touchTarget")
        #expect(try Self.refusal(#"{"limits": {"padTabBarItems": [5, 2]}}"#).problem == Message("config.range"))
        #expect(try Self.refusal(#"{"limits": {"phoneTabBarItems": 4}}"#).problem == Message("config.range"))
    }
}
