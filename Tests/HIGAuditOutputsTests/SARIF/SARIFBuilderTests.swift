import HIGAuditCore
import HIGAuditOutputs
import HIGAuditRules
import Testing

private let contrastRule = RuleDescriptor(id: "text-contrast", area: .color, defaultSeverity: .error, higSection: .accessibility, examples: [])
private let inputRule = RuleDescriptor(id: "input-invalid", area: .input, defaultSeverity: .error, higSection: .screenFormat, examples: [])
private let touchRule = RuleDescriptor(id: "touch-target-size", area: .pointer, defaultSeverity: .warning, higSection: .pointingDevices, examples: [])

private let contrast = Message(
    "text-contrast.message",
    [
        .init("ratio", "2.1"), .init("foreground", "#999999"), .init("background", "#FFFFFF"), .init("size", "17"), .init("required", "4.5"),
        .init("change", .message(Message("text-contrast.change.darken"))),
        .init("suggestion", .message(Message("contrast.suggestion", ["color": "#767676", "required": "4.5"]))),
    ])

private func report(_ findings: [Finding], source: String = "a.json") -> ScreenReport {
    ScreenReport(
        source: source, sourceDigest: "sha256:abc", screen: "a", platform: .iOS, profile: .hig,
        auditorVersion: "1.0.0", configDigest: "sha256:def", auditedAt: "2026-11-22T14:00:00Z",
        findings: findings, error: nil)
}

private func log(_ findings: [Finding], in language: Language) -> JSONValue {
    SARIFBuilder(rules: [contrastRule, inputRule, touchRule], language: language, version: "1.0.0").log([report(findings)])
}

private func strings(_ value: JSONValue?) -> [String] {
    guard case .array(let items)? = value else { return [] }
    return items.compactMap { if case .string(let text) = $0 { text } else { nil } }
}

private func keys(_ value: JSONValue?) -> [String] {
    guard case .object(let members)? = value else { return [] }
    return members.map(\.key)
}

private func firstRun(_ log: JSONValue) throws -> JSONValue {
    guard case .array(let runs)? = log["runs"], let run = runs.first else { throw SARIFTestFailure() }
    return run
}

private func rule(_ log: JSONValue, _ index: Int) throws -> JSONValue {
    guard case .array(let rules)? = try firstRun(log)["tool"]?["driver"]?["rules"], index < rules.count else { throw SARIFTestFailure() }
    return rules[index]
}

private func result(_ log: JSONValue, _ index: Int) throws -> JSONValue {
    guard case .array(let results)? = try firstRun(log)["results"], index < results.count else { throw SARIFTestFailure() }
    return results[index]
}

private struct SARIFTestFailure: Error {}

@Suite struct SARIFBuilderTests {
    /// The rules' message templates are what `messageStrings` lists.
    init() { RuleCatalog.registerWords() }

    @Test func resultMessagesCarryTheirIdAndArgumentsInTemplateOrder() throws {
        let finding = Finding(rule: "text-contrast", severity: .error, pointer: "/elements/0", message: contrast)
        let english = try result(log([finding], in: .en), 0)["message"]
        #expect(keys(english) == ["text", "id", "arguments"])
        #expect(english?["id"] == .string("text-contrast.message"))
        #expect(
            strings(english?["arguments"]) == [
                "2.1", "#999999", "#FFFFFF", "4.5", "17", "darken the text or change its background", " (#767676 would reach 4.5:1)",
            ])
        #expect(english?["text"] == .string(contrast.rendered(in: .en)))

        // Japanese puts the background first: the arguments follow the Japanese template.
        let japanese = try result(log([finding], in: .ja), 0)["message"]
        #expect(japanese?["id"] == .string("text-contrast.message"))
        #expect(strings(japanese?["arguments"]) == ["2.1", "#FFFFFF", "#999999", "17", "4.5", "テキストの色を濃くするか、背景を変更してください", "（#767676 にすると 4.5:1 になります）"])
        #expect(japanese?["text"] == .string(contrast.rendered(in: .ja)))
    }

    @Test func eachResultNamesItsRulesIndexAndTheReportsURI() throws {
        let findings = [
            Finding(rule: "touch-target-size", severity: .warning, pointer: "/elements/1", message: .literal("Small.")),
            Finding(rule: "text-contrast", severity: .error, pointer: "/elements/0", message: contrast),
            Finding(rule: "unknown-rule", severity: .note, pointer: "/elements/2", message: .literal("Other.")),
        ]
        var builder = SARIFBuilder(rules: [contrastRule, inputRule, touchRule], language: .en, version: "1.0.0")
        let screen = report(findings, source: "screens/a b%.json")
        func indices() -> [JSONValue?] { builder.results(of: screen).map { $0["ruleIndex"] } }
        #expect(indices() == [.number(2), .number(0), nil], "a rule outside the run has no index")
        for result in builder.results(of: screen) {
            let uri = result["locations"].flatMap { if case .array(let all) = $0 { all.first } else { nil } }?["physicalLocation"]?["artifactLocation"]?["uri"]
            #expect(uri == .string("screens/a%20b%25.json"))
        }
        builder.rules = [touchRule, contrastRule]
        #expect(indices() == [.number(0), .number(1), nil], "indices follow the rules given later")
        #expect(builder.results(of: report([])).isEmpty)
    }

    @Test func messageArgumentsAreRenderedInTheRunsLanguage() throws {
        let problem = Message("input.wrong-format", ["format": "hig-screen/1", "found": "x"])
        let finding = Finding(
            rule: "input-invalid", severity: .error, pointer: "/format",
            message: Message("input-invalid.message", [.init("problem", .message(problem))]))
        let english = try result(log([finding], in: .en), 0)["message"]
        #expect(english?["id"] == .string("input-invalid.message"))
        #expect(strings(english?["arguments"]) == [problem.rendered(in: .en)])
        let japanese = try result(log([finding], in: .ja), 0)["message"]
        #expect(strings(japanese?["arguments"]) == [problem.rendered(in: .ja)])
        #expect(strings(japanese?["arguments"]).first?.contains("でなければなりません") == true)
    }

    @Test func literalMessagesReadBackFromDiskCarryTextOnly() throws {
        let finding = Finding(rule: "text-contrast", severity: .error, pointer: "/elements/0", message: .literal("Written earlier."))
        let message = try result(log([finding], in: .ja), 0)["message"]
        #expect(keys(message) == ["text"])
        #expect(message?["text"] == .string("Written earlier."))
    }

    @Test func rulesCarryMessageStringsInTheRunsLanguage() throws {
        let english = try rule(log([], in: .en), 0)
        #expect(
            keys(english["messageStrings"]) == [
                "text-contrast.change.darken", "text-contrast.change.darken.figma", "text-contrast.change.darken.interface-builder",
                "text-contrast.change.lighten", "text-contrast.change.lighten.figma", "text-contrast.change.lighten.interface-builder",
                "text-contrast.incomplete", "text-contrast.message", "text-contrast.message.apca", "text-contrast.message.apca.bold",
                "text-contrast.message.bold", "text-contrast.message.increase-contrast",
                "text-contrast.message.increase-contrast.interface-builder",
            ])
        #expect(
            english["messageStrings"]?["text-contrast.message"]?["text"]
                == .string(
                    "Text contrast is {0}:1 ({1} on {2}), below the {3}:1 that {4} pt text needs: {5}{6}."))
        let japanese = try rule(log([], in: .ja), 0)
        #expect(
            japanese["messageStrings"]?["text-contrast.message"]?["text"]
                == .string(
                    "テキストのコントラストが {0}:1（{1} の上に {2}）で、{3} pt のテキストに必要な {4}:1 に達していないため、{5}{6}。"))
        #expect(japanese["id"] == .string("text-contrast"))
    }

    @Test func inputInvalidHasItsMessage() throws {
        let input = try rule(log([], in: .en), 1)
        #expect(keys(input["messageStrings"]).contains("input-invalid.message"))
        #expect(input["messageStrings"]?["input-invalid.message"]?["text"] == .string("The screen can't be audited: {0}"))
    }

    @Test func repeatedPlaceholdersShareOneArgument() throws {
        let finding = Finding(
            rule: "touch-target-size", severity: .warning, pointer: "/elements/0",
            message: Message("touch-target-size.message", ["width": "40", "height": "30", "required": "44"]))
        let message = try result(log([finding], in: .en), 0)["message"]
        #expect(strings(message?["arguments"]) == ["40", "30", "44"])
        let touch = try rule(log([], in: .en), 2)
        #expect(
            touch["messageStrings"]?["touch-target-size.message"]?["text"]
                == .string(
                    "The hit region is {0} × {1} pt; make it at least {2} × {2} pt."))
    }

    @Test func everyEmittedKeyOfEveryRuleIsAMessageString() {
        for key in MessageCatalog.table(for: .en).keys where !key.hasPrefix("rule.") {
            let ruleId = String(key.prefix { $0 != "." })
            if SARIFBuilder.messageKeys(of: ruleId).isEmpty { continue }
            #expect(SARIFBuilder.messageKeys(of: ruleId).map(\.rawValue).contains(key), "\(key)")
        }
    }
}
