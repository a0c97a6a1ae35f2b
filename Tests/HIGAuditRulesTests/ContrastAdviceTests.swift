import HIGAuditCore
import Testing

@testable import HIGAuditRules

/// Contrast findings tell which way to move the color: text or a symbol darker than its
/// background is darkened, one lighter than its background (dark mode) is lightened.
struct ContrastAdviceTests {
    static func message(_ element: String, appearance: String, rule: String) throws -> String {
        let found = try CatalogFindings.of(#"{"format":"hig-screen/1","appearance":"\#(appearance)","elements":[\#(element)]}"#)
        return try #require(found.first { $0.rule == rule }).message.rendered(in: .en)
    }

    @Test func grayTextOnWhiteIsDarkened() throws {
        let text = try Self.message(##"{"type":"text","text":"Hi","foreground":"#959595","font":{"size":13}}"##, appearance: "light", rule: "text-contrast")
        #expect(text.contains("darken the text or change its background"), "\(text)")
    }

    @Test func grayTextOnBlackIsLightened() throws {
        let text = try Self.message(##"{"type":"text","text":"Hi","foreground":"#595959","font":{"size":13}}"##, appearance: "dark", rule: "text-contrast")
        #expect(text.hasPrefix("Text contrast is 2.99:1 (#595959 on #000000)"), "\(text)")
        #expect(text.contains("lighten the text or change its background"), "\(text)")
        let bold = try Self.message(
            ##"{"type":"text","text":"Hi","foreground":"#595959","font":{"size":13,"weight":"bold"}}"##, appearance: "dark", rule: "text-contrast")
        #expect(bold.contains("bold 13 pt text") && bold.contains("lighten the text"), "\(bold)")
    }

    @Test func aDimSymbolOnBlackIsLightened() throws {
        let text = try Self.message(
            ##"{"type":"button","symbol":"gear","accessibilityLabel":"Settings","foreground":"#333333"}"##, appearance: "dark", rule: "glyph-contrast")
        #expect(text.contains("lighten the symbol or change its background"), "\(text)")
    }

    @Test func everyKindOfMessageSaysWhatToChange() {
        var names: Set<String> = []
        for apca in [false, true] {
            for bold in [false, true] { names.insert(TextContrastRule.messageName(apca: apca, bold: bold)) }
        }
        #expect(names.count == 4)
        for language in [Language.en, .ja] {
            let messages = TextContrastRule.words[language]?.messages ?? [:]
            for name in names { #expect(messages[name]?.contains("{change}") == true, "\(language) \(name)") }
        }
    }

    @Test func bothDirectionsAreWordedInBothLanguages() {
        for rule in [TextContrastRule.words, GlyphContrastRule.words] {
            for suffix in ["", ".interface-builder"] {
                #expect(rule[.en]?.messages["change.darken" + suffix]?.hasPrefix("darken") == true)
                #expect(rule[.en]?.messages["change.lighten" + suffix]?.hasPrefix("lighten") == true)
                #expect(rule[.ja]?.messages["change.darken" + suffix]?.contains("濃く") == true)
                #expect(rule[.ja]?.messages["change.lighten" + suffix]?.contains("明るく") == true)
            }
        }
    }
}
