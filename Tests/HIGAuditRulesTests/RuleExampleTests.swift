import HIGAuditCore
import Testing

@testable import HIGAuditRules

/// Every rule's own examples: those that trigger it fire exactly at the listed pointers,
/// the others don't fire it at all.
struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var number: Int
        var example: RuleExample
        var testDescription: String { "\(rule) #\(number)" }
    }

    static let cases: [Case] = RuleCatalog.all.flatMap { rule in
        rule.descriptor.examples.enumerated().map { Case(rule: rule.descriptor.id, number: $0.offset + 1, example: $0.element) }
    }

    @Test(arguments: cases)
    func example(_ testCase: Case) {
        let report = Self.report(testCase)
        let fired = report.findings.filter { $0.rule == testCase.rule }.map(\.pointer)
        #expect(fired.sorted() == testCase.example.firesAt.sorted(), "findings: \(report.findings.map { "\($0.rule) \($0.pointer)" })")
        if testCase.rule != "input-invalid" {
            #expect(report.error == nil, "example is not valid input: \(report.error?.message(in: .en) ?? "")")
        }
    }

    static func report(_ testCase: Case) -> ScreenReport {
        let configuration = AuditConfiguration(profile: testCase.example.profile)
        let auditor = SourceAuditor(auditor: Auditor(rules: RuleCatalog.all, configuration: configuration)) { _ in
            .failure(InputError(Message("input.not-yaml", ["detail": "none"]), pointer: ""))
        }
        return auditor.report(
            source: "example.json", screenName: "example", input: .bytes(Array(testCase.example.screen.utf8)),
            syntax: .json, auditedAt: "2026-01-01T00:00:00Z")
    }

    @Test func everyRuleHasExamplesBothWays() {
        for rule in RuleCatalog.all {
            #expect(rule.descriptor.examples.contains { !$0.firesAt.isEmpty }, "\(rule.descriptor.id) has no triggering example")
            #expect(rule.descriptor.examples.contains { $0.firesAt.isEmpty }, "\(rule.descriptor.id) has no passing example")
        }
    }

    /// A rule's file writes each example's screen as pretty-printed JSON, one member or
    /// small object a line; the documentation shows it on one line.
    @Test func examplesAreWrittenOverSeveralLines() {
        for testCase in Self.cases {
            #expect(testCase.example.screen.hasPrefix("{\n  \"format\": \"hig-screen/1\",\n"), "\(testCase.testDescription)")
        }
    }

    @Test func ruleIdsAreUnique() {
        #expect(Set(RuleCatalog.ids).count == RuleCatalog.ids.count)
    }

    @Test func everyRuleHasTitleAndRationaleInEnglish() {
        for rule in RuleCatalog.all {
            #expect(MessageCatalog.text(rule.descriptor.title, in: .en) != nil, "\(rule.descriptor.id) title")
            #expect(MessageCatalog.text(rule.descriptor.rationale, in: .en) != nil, "\(rule.descriptor.id) rationale")
            #expect(MessageCatalog.text(rule.descriptor.higSection.name, in: .en) != nil)
            #expect(MessageCatalog.text(rule.descriptor.area.name, in: .en) != nil)
        }
    }

    @Test(arguments: cases)
    func findingMessagesComeFromTheTable(_ testCase: Case) {
        let report = Self.report(testCase)
        for finding in report.findings {
            #expect(MessageCatalog.text(finding.message.key, in: .en) != nil, "missing message \(finding.message.key.rawValue)")
            let rendered = finding.message.rendered(in: .en)
            #expect(!rendered.contains("{"), "unfilled placeholder in \(rendered)")
        }
    }
}
