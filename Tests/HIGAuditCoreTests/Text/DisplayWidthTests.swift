import HIGAuditCore
import Testing

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0),
        ("Hello", 5),
        ("Delete Photo?", 13),
        ("a b\tc", 4),
        ("line\nbreak", 9),
    ])
    func ascii(text: String, columns: Int) {
        #expect(DisplayWidth.columns(text) == columns)
    }

    @Test(arguments: [
        ("日本語", 6),
        ("写真を削除しますか？", 20),
        ("ひらがな", 8),
        ("カタカナ", 8),
        ("한국어", 6),
        ("中文 abc", 8),
        ("〇", 2),
        ("𠀋", 2),
    ])
    func eastAsianWide(text: String, columns: Int) {
        #expect(DisplayWidth.columns(text) == columns)
    }

    @Test(arguments: [
        ("ＯＫ", 4),
        ("ＡＢＣ１２３", 12),
        ("！？", 4),
        ("￥", 2),
        ("OK ＯＫ", 7),
        ("ｶﾀｶﾅ", 4),
    ])
    func fullWidthAndHalfWidthForms(text: String, columns: Int) {
        #expect(DisplayWidth.columns(text) == columns)
    }

    @Test(arguments: [
        ("e\u{301}", 1),
        ("é", 1),
        ("a\u{300}\u{301}\u{302}\u{303}", 1),
        ("Cafe\u{301}", 4),
        ("\u{1100}\u{1161}\u{11A8}", 2),
        ("か\u{3099}", 2),
        ("a\u{200B}b", 2),
        ("\u{20DD}", 0),
    ])
    func combiningMarksAndZeroWidth(text: String, columns: Int) {
        #expect(DisplayWidth.columns(text) == columns)
    }

    @Test(arguments: [
        ("😀", 2),
        ("👍", 2),
        ("👍🏽", 2),
        ("👨‍👩‍👧", 2),
        ("🇯🇵", 2),
        ("❤️", 2),
        ("1️⃣", 2),
        ("☕", 2),
        ("Save 💾", 7),
        ("✓", 1),
        ("©", 1),
    ])
    func emoji(text: String, columns: Int) {
        #expect(DisplayWidth.columns(text) == columns)
    }

    /// East Asian Width N or A is one column, whatever block it is in: a circled number
    /// among the CJK compatibility characters, a text-style emoji without VS16, and Unicode
    /// 16's wide Yijing hexagrams and trigrams.
    @Test(arguments: [
        ("\u{3248}", 1),
        ("\u{1F321}", 1),
        ("\u{1F321}\u{FE0F}", 2),
        ("\u{1F336}", 1),
        ("\u{4DC0}", 2),
        ("\u{2630}", 2),
        ("\u{FFFD}", 1),
        ("\u{31350}", 2),
    ])
    func eastAsianWidthTable(text: String, columns: Int) {
        #expect(DisplayWidth.columns(text) == columns)
    }

    @Test func scalarWidths() {
        #expect(DisplayWidth.columns(Unicode.Scalar("A")) == 1)
        #expect(DisplayWidth.columns(Unicode.Scalar(0x07)!) == 0)
        #expect(DisplayWidth.columns(Unicode.Scalar(0x85)!) == 0)
        #expect(DisplayWidth.columns(Unicode.Scalar("語")) == 2)
        #expect(DisplayWidth.columns(Unicode.Scalar(0x301)!) == 0)
    }

    @Test func substringsAndPadding() {
        let text = "日本語 text"
        #expect(DisplayWidth.columns(text.dropFirst()) == 9)
        #expect(DisplayWidth.padded("日本", to: 6) == "日本  ")
        #expect(DisplayWidth.padded("abc", to: 2) == "abc")
        #expect(DisplayWidth.columns(DisplayWidth.padded("ＯＫ", to: 10)) == 10)
    }
}

@Suite struct TextTrimmingTests {
    @Test(arguments: [
        ("", ""),
        ("abc", "abc"),
        ("  abc  ", "abc"),
        ("\t\n abc \r\n", "abc"),
        ("\u{3000}キャンセル\u{3000}", "キャンセル"),
        ("\u{A0}OK\u{A0}", "OK"),
        ("  a b  ", "a b"),
        ("   ", ""),
    ])
    func trimming(text: String, trimmed: String) {
        #expect(text.trimmingWhitespace() == trimmed)
        #expect(text[...].trimmingWhitespace() == trimmed)
    }

    @Test(arguments: [
        ("", true), (" ", true), ("\t\r\n\u{B}\u{C}", true), ("\u{3000}", true), ("\u{A0} \u{2003}", true),
        ("a", false), (" a ", false), ("\u{3000}あ", false), ("\u{200B}", false),
    ])
    func blank(text: String, isBlank: Bool) {
        #expect(text.isBlank == isBlank)
    }
}

@Suite struct TextNormalizationTests {
    @Test(arguments: [
        ("OK", "ok"),
        ("  Okay ", "okay"),
        ("ＯＫ", "ok"),
        (" Ｃａｎｃｅｌ\u{3000}", "cancel"),
        ("ﬁle", "file"),
        ("Cafe\u{301}", "café"),
        ("ｷｬﾝｾﾙ", "キャンセル"),
        ("DELETE", "delete"),
    ])
    func folded(text: String, folded: String) {
        #expect(TextNormalization.folded(text) == folded)
    }
}
