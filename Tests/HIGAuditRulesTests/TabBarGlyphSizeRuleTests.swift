import HIGAuditCore
import Testing

/// The glyph's size and the target are told as given: both sides, or the one side there is.
struct TabBarGlyphSizeRuleTests {
    static func messages(_ glyph: String, in language: Language = .en) throws -> [String] {
        let json = #"{"format":"hig-screen/1","elements":[{"type":"tabBar","items":[{"title":"A","glyph":\#(glyph)},{"title":"B"}]}]}"#
        return try CatalogFindings.of(json).filter { $0.rule == "tab-bar-glyph-size" }.map { $0.message.rendered(in: language) }
    }

    @Test func aSizeWithOneSideSaysWhichSide() throws {
        #expect(try Self.messages(#"{"shape":"circular","width":30}"#) == ["The circular glyph is 30 pt wide; in a regular tab bar it should be 25×25 pt."])
        #expect(
            try Self.messages(#"{"shape":"tall","width":15,"height":21.5}"#) == ["The tall glyph is 15×21.5 pt; in a regular tab bar it should be 28 pt tall."])
        #expect(try Self.messages(#"{"shape":"wide","height":20,"width":40}"#, in: .ja) == ["横長のグリフが 40×20 pt の大きさです。レギュラーのタブバーでは 31 pt の幅にしてください。"])
    }
}
