import Foundation
import HIGAuditCore
import Testing

@testable import HIGAuditRules

/// A rule is in the catalog by having its file: the build lists the rule files, and the
/// catalog orders the rules by area and position. What else shows the
/// rules (the shipped configuration's limits) is checked against them.
struct RuleRegistryTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The build lists the files named `…Rule.swift` outside `Support/` (the RuleRegistry
    /// plugin); each must declare the rule it is named after, and no rule may be declared
    /// in another file, where the build would not find it.
    @Test func everyRuleHasItsOwnFileAndIsInTheCatalog() throws {
        let folder = Self.packageRoot.appendingPathComponent("Sources/HIGAuditRules")
        let paths = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        let ruleFiles = paths.filter { $0.hasSuffix("Rule.swift") && !$0.hasPrefix("Support/") }
            .map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
        let registered = RuleCatalog.all.map { String(describing: type(of: $0)) }
        #expect(Set(ruleFiles) == Set(registered))
        #expect(registered.count == Set(registered).count)
        let declaration = /(?m)^[ \t]*(?:\w+[ \t]+)*(?:struct|class|enum|actor|extension)[ \t]+(\w+)[ \t]*:[^{]*\bCatalogRule\b/
        for path in paths {
            let source = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for match in source.matches(of: declaration) {
                let file = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                #expect(
                    String(match.1) == file && !path.hasPrefix("Support/"),
                    "\(match.1) is declared in \(path): a rule goes in a file of its own, <Area>/\(match.1).swift")
            }
        }
    }

    @Test func noTwoRulesOfAnAreaShareAPosition() throws {
        var taken: [String: String] = [:]
        for rule in RuleCatalog.all {
            let catalogRule = try #require(rule as? any CatalogRule)
            let place = "\(rule.descriptor.area.rawValue) \(type(of: catalogRule).position)"
            if let other = taken.updateValue(rule.descriptor.id, forKey: place) {
                Issue.record("\(other) and \(rule.descriptor.id) are both at \(place)")
            }
        }
    }

    /// The rules the spec lists come in its order (`rules.md` and SARIF's rule indices go
    /// by it); the areas come in `RuleArea`'s order.
    @Test func theCatalogListsTheRulesInTheSpecsOrder() throws {
        let spec = try String(contentsOf: Self.packageRoot.appendingPathComponent("Tests/Fixtures/spec/rules.md"), encoding: .utf8)
        let specified = spec.matches(of: /^\| `([a-z0-9-]+)` \|/.anchorsMatchLineEndings()).map { String($0.1) }
        #expect(specified.count >= 50)
        #expect(RuleCatalog.ids.filter(specified.contains) == specified.filter(RuleCatalog.ids.contains))
        let areas = RuleCatalog.all.map(\.descriptor.area)
        #expect(areas == areas.sorted { RuleArea.allCases.firstIndex(of: $0)! < RuleArea.allCases.firstIndex(of: $1)! })
    }

    /// `etc/higaudit/higaudit.yaml` shows every limit under `limits:`, at its default, and
    /// no other.
    @Test func theShippedConfigurationShowsEveryLimitAtItsDefault() throws {
        let path = "etc/higaudit/higaudit.yaml"
        let text = try String(contentsOf: Self.packageRoot.appendingPathComponent(path), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "limits:"), "\(path) has no `limits:`")
        var shown: [String: String] = [:]
        for line in lines[(start + 1)...] {
            guard let match = line.wholeMatch(of: /[ ]{2}([A-Za-z0-9]+): *([^#]*?) *(#.*)?/) else { break }
            shown[String(match.1)] = String(match.2)
        }
        for rule in RuleCatalog.all.map(\.descriptor) {
            for limit in rule.limits {
                let expected = Self.yaml(limit.defaultValue)
                #expect(
                    shown[limit.key].map { Self.same($0, limit.defaultValue) } == true,
                    "\(path): under `limits:`, write `  \(limit.key): \(expected)  # \(rule.id)`")
            }
        }
        let declared = Set(RuleCatalog.limits.map(\.key))
        #expect(Set(shown.keys).subtracting(declared).isEmpty, "\(path) shows limits no rule declares")
    }

    private static func yaml(_ setting: LimitSetting) -> String {
        switch setting {
        case .count(let count): String(count)
        case .points(let points): points == points.rounded() ? String(Int(points)) : String(points)
        case .countRange(let range): "[\(range.lowerBound), \(range.upperBound)]"
        }
    }

    private static func same(_ shown: String, _ setting: LimitSetting) -> Bool {
        switch setting {
        case .points(let points): Double(shown) == points
        default: shown == yaml(setting)
        }
    }
}
