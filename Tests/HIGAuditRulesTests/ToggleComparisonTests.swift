import HIGAuditCore
import Testing

/// Toggle states are compared as drawn: a font is its size and weight, with the body
/// size and the regular weight where it gives none.
struct ToggleComparisonTests {
    static func toggleRules(on: String, off: String) throws -> [String] {
        let json = #"""
            {"format":"hig-screen/1","elements":[{"type":"toggle","title":"Star","foreground":"#1C1C1E",
             "states":{"on":\#(on),"off":\#(off)}}]}
            """#
        return try CatalogFindings.of(json).map(\.rule).filter { $0.hasPrefix("toggle-") }
    }

    @Test func fontsThatDrawTheSameAreTheSame() throws {
        #expect(try Self.toggleRules(on: #"{"font":{"size":17}}"#, off: #"{"font":{"size":17,"weight":"regular"}}"#) == ["toggle-indistinguishable"])
        #expect(try Self.toggleRules(on: #"{"font":{"weight":700}}"#, off: #"{"font":{"size":17,"weight":"bold"}}"#) == ["toggle-indistinguishable"])
        #expect(try Self.toggleRules(on: ##"{"font":{},"foreground":"#0040DD"}"##, off: "{}") == ["toggle-color-only"])
    }

    @Test func aFontThatDrawsDifferentlyIsAChangeOfShape() throws {
        #expect(try Self.toggleRules(on: ##"{"font":{"weight":"semibold"},"foreground":"#0040DD"}"##, off: "{}").isEmpty)
        #expect(try Self.toggleRules(on: #"{"font":{"size":17.5}}"#, off: #"{"font":{}}"#).isEmpty)
    }
}
