import HIGAuditCore
import HIGAuditOutputs
import Testing

/// The text format: one finding per line, whatever the names and texts it quotes hold.
struct TextFormatTests {
    static func report(layer: LayerLabel, message: Message, source: String = "designs/app.json") -> ScreenReport {
        var finding = Finding(rule: "text-contrast", severity: .error, pointer: "/elements/1", message: message)
        finding.location = TextPosition(line: 18, column: 8)
        finding.layer = layer
        return ScreenReport(
            source: source, sourceDigest: "", screen: "app#1:1", platform: .iOS, profile: .hig,
            auditorVersion: "test", configDigest: "", auditedAt: "2026-01-01T00:00:00Z", findings: [finding], error: nil)
    }

    /// Line breaks (`\n`, `\r\n`, U+2028, U+2029, U+0085) and tabs in a layer's, a frame's or
    /// a quoted title's text become spaces, and other control characters (an escape a
    /// terminal would obey) U+FFFD; the report's JSON keeps the names as they are.
    @Test(arguments: ["en", "ja"])
    func quotedNamesStayOnTheirLine(lang: String) throws {
        let language = try #require(Language(rawValue: lang))
        let layer = LayerLabel(frame: "Sign\r\nIn", name: "Welcome\nback\u{2028}now\u{1B}[31mred\tx", text: "Line one\u{2029}two\u{85}three")
        let report = Self.report(layer: layer, message: Message("layer.frame", ["name": "bu\nton"]))
        let line = TextFormat(language: language, colored: false).line(for: report.findings[0], in: report)
        #expect(line.hasSuffix(" [text-contrast]\n"))
        #expect(line.dropLast().allSatisfy { !$0.isNewline }, "\(line.debugDescription)")
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(line.debugDescription)")
        #expect(line.contains("Welcome back now\u{FFFD}[31mred x"))
        #expect(line.contains("Line one two three"))
        #expect(line.contains("bu ton"))
        #expect(report.findings[0].layer?.name == "Welcome\nback\u{2028}now\u{1B}[31mred\tx")
    }

    /// A file name holding a line break is shown on one line too.
    @Test func aSourceWithALineBreakStaysOnItsLine() {
        let report = Self.report(layer: LayerLabel(frame: nil, name: "Title", text: nil), message: Message("layer.frame", ["name": "x"]), source: "a\nb.json")
        let line = TextFormat(language: .en, colored: false).line(for: report.findings[0], in: report)
        #expect(line.hasPrefix("a b.json:18:8: error: "))
    }
}
