import HIGAuditCore
import Testing

/// The estimate's parts: advances by character class, paragraphs, weights, the boundaries.
struct TextEstimateTests {
    @Test func latinIsTheAverageAdvanceAndWideCharactersAWholeEm() {
        #expect(TextEstimate.ems(Substring("aaaa").unicodeScalars) == 4 * 0.417)
        #expect(TextEstimate.ems(Substring("設定").unicodeScalars) == 2)
        #expect(TextEstimate.ems(Substring("ＡＢ").unicodeScalars) == 2, "full-width forms")
        #expect(TextEstimate.ems(Substring("🙂").unicodeScalars) == 1)
        #expect(TextEstimate.ems(Substring("ｱ").unicodeScalars) == 0.417, "half-width katakana is narrow")
    }

    @Test func marksJoinersSelectorsAndControlsTakeNoRoom() {
        #expect(TextEstimate.ems(Substring("e\u{301}").unicodeScalars) == 0.417)
        #expect(TextEstimate.ems(Substring("👩\u{200D}💻").unicodeScalars) == 2, "each emoji a whole em, the joiner none")
        #expect(TextEstimate.ems(Substring("✓\u{FE0F}").unicodeScalars) == 0.417)
        #expect(TextEstimate.ems(Substring("a\u{7}b").unicodeScalars) == 2 * 0.417)
        #expect(TextEstimate.ems(Substring("\u{20DD}").unicodeScalars) == 0, "an enclosing mark")
    }

    @Test func paragraphsSplitAtEveryBreakAndCRLFIsOne() {
        func texts(_ text: String) -> [String] { TextEstimate.paragraphs(text).map { String(String.UnicodeScalarView($0)) } }
        #expect(texts("one") == ["one"])
        #expect(texts("a\r\nb") == ["a", "b"])
        #expect(texts("a\n\rb") == ["a", "", "b"])
        #expect(texts("a\u{0B}b\u{0C}c\u{85}d\u{2028}e\u{2029}f\rg") == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(texts("a\n") == ["a", ""])
        #expect(texts("") == [""])
    }

    @Test func semiboldAndBoldRunWider() {
        #expect(TextEstimate.weightFactor(400) == 1)
        #expect(TextEstimate.weightFactor(599) == 1)
        #expect(TextEstimate.weightFactor(600) == 1.05)
        #expect(TextEstimate.weightFactor(699) == 1.05)
        #expect(TextEstimate.weightFactor(700) == 1.08)
        #expect(TextEstimate.weightFactor(900) == 1.08)
    }

    @Test func comparisonsIgnoreRoundingNoise() {
        #expect(!TextEstimate.exceeds(315 + 1e-10, 315))
        #expect(TextEstimate.exceeds(315 + 1e-8, 315))
        #expect(TextEstimate.ceiling(2 + 1e-10) == 2)
        #expect(TextEstimate.ceiling(2 + 1e-8) == 3)
        #expect(TextEstimate.lineHeight(40) == 1.1934 * 40)
    }
}
