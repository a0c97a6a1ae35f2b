import HIGAuditCore
import Testing

private let noYAML: SourceAuditor.YAMLConverter = { _ in
    .failure(InputError(Message("input.not-yaml", ["detail": "no YAML in this test"]), pointer: ""))
}

private func sourceAuditor(rules: [any AuditRule] = [], yaml: @escaping SourceAuditor.YAMLConverter = noYAML) -> SourceAuditor {
    SourceAuditor(auditor: Auditor(rules: rules), version: "9.9.9", yamlConverter: yaml)
}

private struct AlwaysRule: AuditRule {
    var descriptor = RuleDescriptor(id: "always", area: .color, defaultSeverity: .error, higSection: .color, examples: [])

    func check(_ audit: AuditContext) {
        for index in audit.visibleElements { audit.report(element: index, Message("input.bool")) }
    }
}

@Suite struct SourceAuditorTests {
    @Test func validScreen() throws {
        let bytes = Array(screenDocument(#"{"type":"text","id":"caption"}"#, #""id":"Checkout","platform":"macos""#).utf8)
        let report = sourceAuditor(rules: [AlwaysRule()]).report(
            source: "a/b.json", screenName: "a/b", input: .bytes(bytes), syntax: .json, auditedAt: "2026-01-01T00:00:00Z")
        #expect(report.status == .fail)
        #expect(report.error == nil)
        #expect(report.platform == .macOS)
        #expect(report.screen == "Checkout")
        #expect(report.source == "a/b.json")
        #expect(report.auditorVersion == "9.9.9")
        #expect(report.auditedAt == "2026-01-01T00:00:00Z")
        #expect(report.sourceDigest == "sha256:" + SHA256.hex(of: bytes))
        #expect(report.configDigest == AuditConfiguration().digest(limits: []))
        #expect(report.findings.map(\.pointer) == ["/elements/0"])
        #expect(report.findings.first?.elementId == "caption")
    }

    @Test func screenNameIsKeptWithoutAnId() {
        let bytes = Array(screenDocument().utf8)
        let report = sourceAuditor().report(source: "-", screenName: "stdin", input: .bytes(bytes), syntax: .json, auditedAt: "t")
        #expect(report.status == .pass)
        #expect(report.screen == "stdin")
        #expect(report.platform == .iOS)
    }

    @Test func tooLargeInput() {
        let report = sourceAuditor(rules: [AlwaysRule()]).report(
            source: "big.json", screenName: "big", input: .tooLarge(limit: 1_048_576), syntax: .json, auditedAt: "t")
        #expect(report.status == .error)
        #expect(report.error?.message(in: .en) == "the file is larger than the input limit of 1048576 bytes")
        #expect(report.findings.count == 1)
        #expect(report.findings.first?.rule == "input-invalid")
        #expect(report.findings.first?.severity == .error)
        #expect(report.findings.first?.pointer == "")
        #expect(report.findings.first?.message.rendered(in: .en) == "The screen can't be audited: the file is larger than the input limit of 1048576 bytes")
        let json = report.json(in: .en)
        #expect(json["status"] == .string("error"))
        #expect(json["summary"]?["errors"] == .number(1))
        #expect(json["error"]?["message"] == .string("the file is larger than the input limit of 1048576 bytes"))
    }

    @Test func unreadableInput() {
        let report = sourceAuditor().report(source: "x.json", screenName: "x", input: .unreadable(reason: "Permission denied"), syntax: .json, auditedAt: "t")
        #expect(report.status == .error)
        #expect(report.error?.message(in: .en) == "the file could not be read: Permission denied")
        #expect(report.findings.map(\.rule) == ["input-invalid"])
        #expect(report.findings.first?.message.rendered(in: .en) == "The screen can't be audited: the file could not be read: Permission denied")
    }

    @Test func invalidJSONGivesAnErrorWithItsPosition() throws {
        let bytes = Array("{\n  \"format\": \"hig-screen/1\",\n  \"elements\": [tru]\n}".utf8)
        let report = sourceAuditor(rules: [AlwaysRule()]).report(source: "x.json", screenName: "x", input: .bytes(bytes), syntax: .json, auditedAt: "t")
        #expect(report.status == .error)
        let error = try #require(report.error)
        #expect(error.line == 3)
        #expect(error.column == 16)
        #expect(error.pointer == "/elements/0")
        #expect(report.sourceDigest == "sha256:" + SHA256.hex(of: bytes))
        #expect(report.findings.map(\.rule) == ["input-invalid"])
        #expect(report.findings.first?.pointer == "/elements/0")
        let json = report.json(in: .en)
        #expect(json["error"]?["line"] == .number(3))
        #expect(json["error"]?["column"] == .number(16))
        #expect(json["platform"] == .null)
    }

    @Test func invalidScreenGivesAnErrorWithItsPointerAndPlace() throws {
        let bytes = Array(screenDocument(##"{"type":"text","foreground":"#12345G"}"##).utf8)
        let report = sourceAuditor().report(source: "x.json", screenName: "x", input: .bytes(bytes), syntax: .json, auditedAt: "t")
        #expect(report.status == .error)
        #expect(report.error?.pointer == "/elements/0/foreground")
        #expect(report.findings.first?.pointer == "/elements/0/foreground")
        // Where the bad value is, in the error as in its finding.
        let location = try #require(report.findings.first?.location)
        #expect(report.error?.line == location.line && report.error?.column == location.column)
        #expect(location.line == 1 && location.column > 1)
    }

    /// Findings are in document order: an object's members as written (a toolbar's `items`
    /// before its `children` here), array items by index as numbers (10 after 9).
    @Test func findingsAreInDocumentOrder() {
        let texts = (0...10).map { #"{"type":"text","text":"t\#($0)"}"# }.joined(separator: ",")
        let bytes = Array(
            screenDocument(#"{"type":"toolbar","items":[{"type":"button","title":"A"}],"children":[\#(texts)]}"#).utf8)
        let report = sourceAuditor(rules: [AlwaysRule()]).report(source: "x.json", screenName: "x", input: .bytes(bytes), syntax: .json, auditedAt: "t")
        let expected = ["/elements/0", "/elements/0/items/0"] + (0...10).map { "/elements/0/children/\($0)" }
        #expect(report.findings.map(\.pointer) == expected)
        #expect(report.findings.map { $0.location?.column ?? 0 } == report.findings.map { $0.location?.column ?? 0 }.sorted())
    }

    @Test func yamlGoesThroughTheConverter() {
        let converted = Array(screenDocument(#"{"type":"text"}"#, #""platform":"tvOS""#).utf8)
        let yaml = Array("format: hig-screen/1\n".utf8)
        let auditor = sourceAuditor(
            rules: [AlwaysRule()],
            yaml: { input in
                input == yaml
                    ? .success(ConvertedYAML(json: converted, positions: []))
                    : .failure(InputError(Message("input.not-yaml", ["detail": "unexpected input"]), pointer: ""))
            })
        let report = auditor.report(source: "a.yaml", screenName: "a", input: .bytes(yaml), syntax: .yaml, auditedAt: "t")
        #expect(report.status == .fail)
        #expect(report.platform == .tvOS)
        // The digest is of the source as read, not of the converted JSON.
        #expect(report.sourceDigest == "sha256:" + SHA256.hex(of: yaml))
    }

    @Test func yamlConverterErrorsAreInputErrors() {
        let auditor = sourceAuditor(yaml: { _ in
            .failure(InputError(Message("input.not-yaml", ["detail": "bad indentation"]), pointer: "/elements", line: 4, column: 2))
        })
        let report = auditor.report(source: "a.yaml", screenName: "a", input: .bytes(Array("a: [".utf8)), syntax: .yaml, auditedAt: "t")
        #expect(report.status == .error)
        #expect(report.error?.line == 4)
        #expect(report.error?.column == 2)
        #expect(report.findings.first?.pointer == "/elements")
        #expect(report.error?.message(in: .en) == "not valid YAML: bad indentation")
    }

    @Test func emptyInputIsAnError() {
        let report = sourceAuditor().report(source: "-", screenName: "stdin", input: .bytes([]), syntax: .json, auditedAt: "t")
        #expect(report.status == .error)
        #expect(report.error?.message(in: .en) == "not valid JSON: the file is empty")
        #expect(report.sourceDigest == "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }
}
