import HIGAuditCore
import HIGAuditOutputs
import Testing

private func finding(_ rule: String, _ severity: Severity = .error, _ pointer: String, id: String? = nil) -> Finding {
    Finding(rule: rule, severity: severity, pointer: pointer, elementId: id, message: Message("input.bool"))
}

private func report(_ findings: [Finding], error: InputError? = nil, platform: Platform? = .iOS) -> ScreenReport {
    ScreenReport(
        source: "checkout/confirm.json", sourceDigest: "sha256:abc", screen: "checkout/confirm", platform: platform,
        profile: .hig, auditorVersion: "1.0.0", configDigest: "sha256:def", auditedAt: "2026-11-22T14:00:00Z",
        findings: findings, error: error)
}

private func keys(_ value: JSONValue?) -> [String] {
    guard case .object(let members)? = value else { return [] }
    return members.map(\.key)
}

private func text(_ value: JSONValue) -> String {
    var writer = JSONWriter()
    writer.write(value)
    return String(decoding: writer.bytes, as: UTF8.self)
}

/// Reports findings in the order given, whatever the screen.
private struct ScriptedRule: AuditRule {
    var descriptor: RuleDescriptor
    var pointers: [String]

    init(_ id: String, _ pointers: [String], severity: Severity = .error) {
        descriptor = RuleDescriptor(id: id, area: .color, defaultSeverity: severity, higSection: .color, examples: [])
        self.pointers = pointers
    }

    func check(_ audit: AuditContext) {
        for pointer in pointers {
            audit.report(pointer: pointer, elementId: nil, Message("input.bool"))
        }
    }
}

@Suite struct ScreenReportTests {
    @Test func keyOrderFollowsTheInterface() {
        let json = report([finding("alert-ok-default", .error, "/elements/2/buttons/0", id: "deleteAlert")]).json(in: .en)
        #expect(
            keys(json) == [
                "format", "source", "sourceDigest", "screen", "platform", "contrast", "profile", "auditor", "auditedAt", "status", "findings", "summary",
            ])
        #expect(keys(json["auditor"]) == ["version", "configDigest"])
        #expect(keys(json["summary"]) == ["errors", "warnings", "notes"])
        guard case .array(let findings)? = json["findings"] else {
            Issue.record("findings is not an array")
            return
        }
        #expect(findings.count == 1)
        #expect(keys(findings.first) == ["rule", "severity", "pointer", "elementId", "message", "measured"])
    }

    @Test func wholeDocument() {
        var first = finding("alert-ok-default", .error, "/elements/2/buttons/0", id: "deleteAlert")
        first.measured = .object(["ratio": .number(2.81)])
        let json = report([first, finding("alert-title-length", .warning, "/elements/2")]).json(in: .en)
        #expect(
            text(json)
                == #"{"format":"hig-report/1","source":"checkout/confirm.json","sourceDigest":"sha256:abc","screen":"checkout/confirm","platform":"iOS","contrast":"standard","profile":"hig","auditor":{"version":"1.0.0","configDigest":"sha256:def"},"auditedAt":"2026-11-22T14:00:00Z","status":"fail","findings":[{"rule":"alert-ok-default","severity":"error","pointer":"/elements/2/buttons/0","elementId":"deleteAlert","message":"must be true or false","measured":{"ratio":2.81}},{"rule":"alert-title-length","severity":"warning","pointer":"/elements/2","message":"must be true or false","measured":{}}],"summary":{"errors":1,"warnings":1,"notes":0}}"#
        )
    }

    @Test func profileNames() {
        var r = report([])
        for profile in Profile.allCases {
            r.profile = profile
            #expect(r.json(in: .en)["profile"] == .string(profile.rawValue))
        }
        #expect(Profile.allCases.map(\.rawValue) == ["hig", "wcag-aa", "wcag-aaa", "apca"])
    }

    @Test func statusPass() {
        let r = report([finding("a", .warning, "/elements/0"), finding("b", .note, "/elements/1")])
        #expect(r.status == .pass)
        #expect(r.json(in: .en)["status"] == .string("pass"))
        #expect(r.json(in: .en)["error"] == nil)
        let empty = report([])
        #expect(empty.status == .pass)
        #expect(empty.json(in: .en)["findings"] == .array([]))
    }

    @Test func statusFail() {
        let r = report([finding("a", .warning, "/elements/0"), finding("b", .error, "/elements/1")])
        #expect(r.status == .fail)
        #expect(r.json(in: .en)["status"] == .string("fail"))
    }

    @Test func summaryCounts() {
        let r = report([
            finding("a", .error, "/elements/0"), finding("b", .error, "/elements/1"), finding("c", .warning, "/elements/1"),
            finding("d", .note, "/elements/2"), finding("e", .note, "/elements/3"), finding("f", .note, "/elements/4"),
        ])
        #expect(r.count(.error) == 2)
        #expect(r.count(.warning) == 1)
        #expect(r.count(.note) == 3)
        #expect(r.json(in: .en)["summary"] == .object(["errors": .number(2), "warnings": .number(1), "notes": .number(3)]))
    }

    @Test func errorObjectWithLineAndColumn() {
        let error = InputError(
            Message("input.not-json", [.init("detail", .message(Message("json.unexpected-end")))]), pointer: "/elements/0", line: 3, column: 14)
        let r = report([], error: error, platform: nil)
        #expect(r.status == .error)
        let json = r.json(in: .en)
        #expect(
            keys(json) == [
                "format", "source", "sourceDigest", "screen", "platform", "contrast", "profile", "auditor", "auditedAt", "status", "error", "findings",
                "summary",
            ])
        #expect(json["status"] == .string("error"))
        #expect(json["platform"] == .null)
        #expect(keys(json["error"]) == ["message", "pointer", "line", "column"])
        #expect(json["error"]?["message"] == .string("not valid JSON: unexpected end of file: expected a value"))
        #expect(json["error"]?["pointer"] == .string("/elements/0"))
        #expect(json["error"]?["line"] == .number(3))
        #expect(json["error"]?["column"] == .number(14))
        #expect(text(json["error"]!) == #"{"message":"not valid JSON: unexpected end of file: expected a value","pointer":"/elements/0","line":3,"column":14}"#)
    }

    @Test func errorObjectWithoutPosition() {
        let r = report([finding("a", .error, "/x")], error: InputError(Message("input.bool"), pointer: "/elements/0/hidden"))
        #expect(r.status == .error)
        #expect(keys(r.json(in: .en)["error"]) == ["message", "pointer"])
    }

    @Test func findingsInDocumentOrderThenRuleId() {
        let scrambled = [
            finding("text-contrast", .error, "/elements/10"),
            finding("b-rule", .error, "/elements/2"),
            finding("z-rule", .error, "/elements/2/buttons/0"),
            finding("a-rule", .error, "/elements/2"),
            finding("input-invalid", .error, ""),
            finding("glyph-contrast", .error, "/elements/1/states/on"),
            finding("toggle-color-only", .error, "/elements/1"),
            finding("x", .error, "/elements/2/children/10"),
            finding("x", .error, "/elements/2/children/9"),
            finding("x", .error, "/elements/2/children/9/items/0"),
            finding("x", .error, "/elements/100"),
        ]
        let sorted = scrambled.sorted(by: Finding.documentOrder)
        #expect(
            sorted.map { "\($0.pointer) \($0.rule)" } == [
                " input-invalid",
                "/elements/1 toggle-color-only",
                "/elements/1/states/on glyph-contrast",
                "/elements/2 a-rule",
                "/elements/2 b-rule",
                "/elements/2/buttons/0 z-rule",
                "/elements/2/children/9 x",
                "/elements/2/children/9/items/0 x",
                "/elements/2/children/10 x",
                "/elements/10 text-contrast",
                "/elements/100 x",
            ])
    }

    @Test func documentOrderIsAStrictOrder() {
        let pointers = [
            "", "/elements/0", "/elements/1", "/elements/2", "/elements/10", "/elements/2/children/0", "/elements/2/items/0", "/elements/1/states/off",
            "/elements/1/states/on",
        ]
        let findings = pointers.flatMap { pointer in ["a", "b"].map { finding($0, .error, pointer) } }
        for x in findings {
            #expect(!Finding.documentOrder(x, x))
            for y in findings where Finding.documentOrder(x, y) {
                #expect(!Finding.documentOrder(y, x), "\(x.pointer) \(x.rule) vs \(y.pointer) \(y.rule)")
            }
        }
    }

    @Test func auditorSortsFindings() throws {
        let screen = try decodeScreen(screenDocument(#"{"type":"text"}"#))
        let auditor = Auditor(rules: [
            ScriptedRule("z-rule", ["/elements/10", "/elements/2"]),
            ScriptedRule("a-rule", ["/elements/2", "/elements/2/buttons/0", "/elements/0/states/on", "/elements/0"]),
        ])
        let findings = auditor.audit(screen)
        #expect(
            findings.map { "\($0.pointer) \($0.rule)" } == [
                "/elements/0 a-rule",
                "/elements/0/states/on a-rule",
                "/elements/2 a-rule",
                "/elements/2 z-rule",
                "/elements/2/buttons/0 a-rule",
                "/elements/10 z-rule",
            ])
    }

    @Test func auditIgnoreAndConfigurationSwitchRulesOff() throws {
        let screen = try decodeScreen(screenDocument(#"{"type":"text"}"#, #""auditIgnore":["a-rule"]"#))
        var configuration = AuditConfiguration()
        configuration.rules["b-rule"] = .init(enabled: false)
        configuration.rules["c-rule"] = .init(severity: .note)
        let auditor = Auditor(
            rules: [ScriptedRule("a-rule", ["/elements/0"]), ScriptedRule("b-rule", ["/elements/0"]), ScriptedRule("c-rule", ["/elements/0"])],
            configuration: configuration)
        let findings = auditor.audit(screen)
        #expect(findings.map(\.rule) == ["c-rule"])
        #expect(findings.first?.severity == .note)
    }
}

@Suite struct ScreenReportStreamingTests {
    private static let reports: [ScreenReport] = {
        var measuredFinding = Finding(
            rule: "text-contrast", severity: .error, pointer: "/elements/0", elementId: "a\"b",
            message: Message(
                "text-contrast.message",
                [
                    "ratio": "2.5", "required": "4.5", "size": "17",
                    "foreground": "#777777", "background": "#FFFFFF",
                ]),
            measured: .object(["ratio": .number(2.5), "list": .array([.number(1), .string("x\n")]), "empty": .object([])]))
        measuredFinding.fingerprint = "0123456789abcdef"
        let note = Finding(
            rule: "glyph-contrast", severity: .note, pointer: "/elements/1/states/on", message: Message("input.bool"),
            measured: .object(["incomplete": .bool(true)]), isIncomplete: true)
        var attributed = report([])
        attributed.appearance = .light
        attributed.attributedLabelsNotChecked = 2
        return [
            report([]),
            attributed,
            report([measuredFinding, note], platform: nil),
            report([finding("input-invalid", .error, "")], error: InputError(Message("input.bool"), pointer: "/x", line: 3, column: 7)),
        ]
    }()

    @Test func theCountOfUncheckedLabelsIsReadBack() throws {
        var writer = JSONWriter(indent: 2)
        ReportJSON.write(Self.reports[1], into: &writer, language: .en)
        let read = try #require(ScreenReportDecoder.decode(writer.bytes))
        #expect(read.attributedLabelsNotChecked == 2)
        var none = JSONWriter(indent: 2)
        ReportJSON.write(Self.reports[0], into: &none, language: .en)
        #expect(!String(decoding: none.bytes, as: UTF8.self).contains("attributedLabelsNotChecked"))
    }
}
