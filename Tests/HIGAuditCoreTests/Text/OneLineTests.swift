import HIGAuditCore
import Testing

struct OneLineTests {
    /// Every kind of line break and the tab become a space, one each; other control
    /// characters U+FFFD; text without any is returned as it is.
    @Test(arguments: [
        ("plain text, café 日本語", "plain text, café 日本語"),
        ("a\nb\r\nc\rd", "a b c d"),
        ("a\u{2028}b\u{2029}c\u{85}d\u{0B}e\u{0C}f", "a b c d e f"),
        ("tab\there", "tab here"),
        ("\u{1B}[31mred\u{1B}[0m", "\u{FFFD}[31mred\u{FFFD}[0m"),
        ("nul\u{0}del\u{7F}c1\u{9B}", "nul\u{FFFD}del\u{FFFD}c1\u{FFFD}"),
        ("e\u{301}\n", "e\u{301} "),
    ])
    func keepsTextOnOneLine(text: String, expected: String) {
        #expect(OneLine.of(text) == expected)
        #expect(!OneLine.of(text).contains { $0.isNewline })
    }
}
