import HIGAuditCore
import Testing
@testable import HIGAuditRules

/// Each rule's words sit in its own file and reach the message catalog when the rules are
/// first used; its id is a constant of its type.
struct RuleWordsTests {
    init() { RuleCatalog.registerWords() }

    static let rules = RuleCatalog.all.map(\.descriptor)

    @Test(arguments: rules.map(\.id))
    func theRuleHasItsWordsInEveryLanguage(id: String) throws {
        let rule = try #require(RuleCatalog.rule(id: id)).descriptor
        let english = try #require(rule.words[.en], "\(id) has no English words")
        for language in Language.allCases {
            let words = try #require(rule.words[language], "\(id) has no words in \(language)")
            #expect(!words.title.isEmpty && !words.rationale.isEmpty)
            #expect(Set(words.messages.keys) == Set(english.messages.keys), "\(id): \(language) has other messages than English")
        }
    }

    @Test(arguments: rules.map(\.id))
    func theCatalogRendersTheRulesOwnWords(id: String) throws {
        let rule = try #require(RuleCatalog.rule(id: id)).descriptor
        for (language, words) in rule.words {
            #expect(MessageCatalog.text(rule.title, in: language) == words.title)
            #expect(MessageCatalog.text(rule.rationale, in: language) == words.rationale)
            for (name, template) in words.messages {
                #expect(MessageCatalog.text(rule.messageKey(name), in: language) == template, "\(id).\(name) in \(language)")
            }
        }
    }

    @Test func noKeyIsInTwoRegisteredTables() {
        let tables = MessageCatalog.registeredTables
        #expect(tables.map(\.name).contains(RuleCatalog.messageTableName))
        for language in Language.allCases {
            var owners: [String: String] = [:]
            for (name, table) in tables {
                for key in table[language].keys {
                    if let earlier = owners.updateValue(name, forKey: key) {
                        Issue.record("\(key) (\(language)) is in both \(earlier) and \(name)")
                    }
                }
            }
        }
    }

    @Test func ruleIdsAreConstantsOfTheRuleTypes() throws {
        for rule in RuleCatalog.all {
            let catalogRule = try #require(rule as? any CatalogRule, "\(rule.descriptor.id) is not a CatalogRule")
            #expect(type(of: catalogRule).id == rule.descriptor.id)
        }
        #expect(InputInvalidRule.id == InputInvalid.id)
    }

    @Test func messageKeysArePrefixedWithTheRuleId() {
        #expect(AlertTitleLengthRule.messageKey("message") == "alert-title-length.message")
        #expect(RuleCatalog.rule(id: "alert-title-length")?.descriptor.messageKey("message") == "alert-title-length.message")
    }
}
