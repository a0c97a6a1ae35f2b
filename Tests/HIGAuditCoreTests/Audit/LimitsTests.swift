import HIGAuditCore
import Testing

@Suite struct LimitsTests {
    static let columns = Limit("columns", default: 76)
    static let extent = Limit("extent", default: 12.0)
    static let tabs = Limit("tabs", default: 3...5)

    @Test func aLimitNotSetHasItsDefault() {
        let limits = Limits()
        #expect(limits[Self.columns] == 76)
        #expect(limits[Self.extent] == 12)
        #expect(limits[Self.tabs] == 3...5)
        #expect(limits.setting(of: Self.tabs.definition) == .countRange(3...5))
    }

    @Test func aLimitSetHasItsValue() {
        var limits = Limits()
        limits[Self.columns] = 40
        limits.set("extent", to: .points(20))
        #expect(limits[Self.columns] == 40)
        #expect(limits[Self.extent] == 20)
        #expect(limits[Self.tabs] == 3...5)
        #expect(limits.setting(of: Self.columns.definition) == .count(40))
    }

    @Test func aSettingOfAnotherKindLeavesTheDefault() {
        var limits = Limits()
        limits.set("columns", to: .points(40))
        #expect(limits[Self.columns] == 76)
    }

    @Test func theDigestListsTheValuesOfTheLimitsInTheirOrder() {
        var configuration = AuditConfiguration()
        let definitions = [Self.tabs.definition, Self.columns.definition, Self.extent.definition]
        #expect(
            configuration.canonicalDescription(limits: definitions) == "profile=hig\nlanguage=en\ntextSizes=v1\nincreaseContrast=true\nlimits=3...5,76,12.0")
        let before = configuration.digest(limits: definitions)
        configuration.limits[Self.columns] = 80
        #expect(configuration.canonicalDescription(limits: definitions).hasSuffix("limits=3...5,80,12.0"))
        #expect(configuration.digest(limits: definitions) != before)
    }
}
