import Foundation
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

    /// No message is left over: each template a rule's words hold is named in the rule's
    /// code (as `messageKey("name")`, or the name in a choice between two), or is the
    /// wording of such a message for a tool (`name.interface-builder`, `Message.worded(for:)`).
    @Test func everyMessageOfARuleIsNamedInItsCode() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/HIGAuditRules")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix("Rule.swift") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        for rule in Self.rules {
            let names = rule.words[.en]?.messages.keys.sorted() ?? []
            guard !names.isEmpty else { continue }
            let file = try #require(files.first { $0.contains("static let id = \"\(rule.id)\"") }, "no file declares \(rule.id)")
            let code = try #require(file.components(separatedBy: "static let words: [Language: RuleWords]").first)
            let suffixes = AuthoringTool.allCases.compactMap(\.messageSuffix).map { "." + $0 }
            let unused = names.map { name in suffixes.first(where: name.hasSuffix).map { String(name.dropLast($0.count)) } ?? name }
                .filter { !code.contains("\"\($0)\"") }
            #expect(unused.isEmpty, "\(rule.id): \(unused) never used")
        }
    }

    /// A message worded for a tool fills the same placeholders as the message it stands for,
    /// in every language: the rule gives both the same arguments.
    @Test func aToolsWordingHasTheSamePlaceholdersAsTheMessage() {
        var variants = 0
        for rule in Self.rules {
            for (language, words) in rule.words {
                for (name, template) in words.messages {
                    guard let suffix = AuthoringTool.allCases.compactMap(\.messageSuffix).first(where: { name.hasSuffix("." + $0) }) else { continue }
                    let base = words.messages[String(name.dropLast(suffix.count + 1))]
                    #expect(base != nil, "\(rule.id): \(name) stands for no message")
                    #expect(
                        Set(MessageCatalog.placeholders(in: template)) == Set(MessageCatalog.placeholders(in: base ?? "")),
                        "\(rule.id) \(language): \(name)")
                    variants += 1
                }
            }
        }
        #expect(variants >= 4)
    }

    @Test func messageKeysArePrefixedWithTheRuleId() {
        #expect(AlertTitleLengthRule.messageKey("message") == "alert-title-length.message")
        #expect(RuleCatalog.rule(id: "alert-title-length")?.descriptor.messageKey("message") == "alert-title-length.message")
    }
}
