import HIGAuditCore
import HIGAuditOutputs
import Testing

/// GitHub annotations: fields escaped as workflow commands ask, control characters that a
/// log viewer would obey replaced, the title in the reader's language.
struct GitHubFormatTests {
    static func report(pointer: String, message: Message, source: String = "designs/app.json") -> ScreenReport {
        var finding = Finding(rule: "text-contrast", severity: .error, pointer: pointer, message: message)
        finding.location = TextPosition(line: 18, column: 8)
        return ScreenReport(
            source: source, sourceDigest: "", screen: "app", platform: .iOS, profile: .hig,
            auditorVersion: "test", configDigest: "", auditedAt: "2026-01-01T00:00:00Z", findings: [finding], error: nil)
    }

    static func line(_ report: ScreenReport, in language: Language = .en) -> String {
        String(decoding: GitHubFormat(language: language).entries(for: report)[0], as: UTF8.self)
    }

    @Test func controlCharactersAreReplacedAndLineBreaksEscaped() {
        let report = Self.report(pointer: "/elements/1", message: Message("layer.frame", ["name": "a\u{1B}[31mb\nc%\u{9B}d\te"]), source: "x,y:\u{7}.json")
        let line = Self.line(report)
        #expect(line.hasPrefix("::error file=x%2Cy%3A\u{FFFD}.json,line=18,col=8,title=text-contrast at /elements/1::"), "\(line.debugDescription)")
        #expect(line.contains("a\u{FFFD}[31mb%0Ac%25\u{FFFD}d\te"), "\(line.debugDescription)")
        #expect(line.dropLast().allSatisfy { !$0.isNewline } && line.hasSuffix("\n"))
    }

    /// CR and LF are escaped one by one, also where they make one CRLF character, which a
    /// search for "\r" or "\n" among characters doesn't find; text with nothing to escape
    /// comes back as it was.
    @Test func aCRLFIsEscapedAsCarriageReturnAndLineFeed() {
        #expect(GitHubFormat.escapeData("a\r\nb") == "a%0D%0Ab")
        #expect(GitHubFormat.escapeProperty("a\r\nb: c, d") == "a%0D%0Ab%3A c%2C d")
        #expect(GitHubFormat.escapeData("Text contrast is 2.92:1, é 日本") == "Text contrast is 2.92:1, é 日本")
        #expect(GitHubFormat.escapeData("\u{85}x") == "\u{FFFD}x")
    }

    @Test func theTitleNamesThePlaceInTheReadersLanguage() {
        let inside = Self.report(pointer: "/elements/1", message: Message("layer.frame", ["name": "x"]))
        #expect(Self.line(inside, in: .ja).contains(",title=text-contrast（場所%3A /elements/1）::"))
        let whole = Self.report(pointer: "", message: Message("layer.frame", ["name": "x"]))
        #expect(Self.line(whole).contains(",title=text-contrast::"))
    }
}
