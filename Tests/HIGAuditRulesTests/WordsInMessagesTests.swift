import HIGAuditCore
import Testing

@testable import HIGAuditRules

/// Words a rule puts into a message (shapes, sizes) come from the message tables, so a
/// Japanese message has no English in it.
struct WordsInMessagesTests {
    private func message(_ rule: String, _ json: String) throws -> Message {
        let found = try CatalogFindings.of(json).filter { $0.rule == rule }
        return try #require(found.first).message
    }

    @Test func glyphShapesAreWordsOfTheLanguage() throws {
        let message = try message(
            "tab-bar-glyph-size",
            ##"{"format":"hig-screen/1","elements":[{"type":"tabBar","items":[{"title":"Home","glyph":{"width":20,"height":20,"shape":"square"}}]}]}"##)
        #expect(message.rendered(in: .en).hasPrefix("The square glyph is 20×20 pt"))
        #expect(message.rendered(in: .ja).hasPrefix("正方形のグリフが"))
        #expect(!message.rendered(in: .ja).contains("square"))
    }

    @Test func pointerShapesAreWordsOfTheLanguage() throws {
        let message = try message(
            "pointer-lift-radius",
            ##"{"format":"hig-screen/1","platform":"iPadOS","elements":[{"type":"button","symbol":"plus","accessibilityLabel":"Add","pointer":{"effect":"lift","shape":"circle"}}]}"##
        )
        #expect(message.rendered(in: .en).hasPrefix("The lift effect has a circle shape"))
        #expect(message.rendered(in: .ja).hasPrefix("リフト効果の形状が円形ですが"))
    }

    @Test func controlSizesAreAListInTheLanguage() throws {
        let message = try message(
            "button-size-for-preference",
            ##"{"format":"hig-screen/1","elements":[{"type":"button","title":"Buy","size":"large"},{"type":"button","title":"Gift","size":"small"}]}"##)
        #expect(message.rendered(in: .en).contains("(large, small)"))
        #expect(message.rendered(in: .ja).contains("（大、小）"))
    }
}
