import Testing

@testable import HIGAuditHistory

@Suite struct HistoryCodingTests {
    static let findings = [
        HistoryFinding(
            rule: "text-contrast", severity: "error", pointer: "/elements/4/buttons/0", fingerprint: "text-contrast a/b \"quoted\"",
            messages: ["en": "Contrast 3.21:1 is below 4.5:1 \\ for “Sign in”", "ja": "コントラスト比 3.21:1 は 4.5:1 未満です"]),
        HistoryFinding(rule: "alert-wording", severity: "warning", pointer: "", fingerprint: "alert-wording /", messages: ["en": "OK"]),
    ]

    @Test func findingsWithControlCharactersReadBackUnchanged() throws {
        let odd = [HistoryFinding(rule: "r", severity: "note", pointer: "/a\u{1}", fingerprint: "f\tg\n", messages: ["en": "line\r\nbreak \u{1F}"])]
        #expect(try HistoryCoding.findings(HistoryCoding.text(odd)) == odd)
        #expect(try HistoryCoding.findings(HistoryCoding.text(Self.findings)) == Self.findings)
    }
}
