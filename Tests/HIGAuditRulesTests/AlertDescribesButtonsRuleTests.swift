import HIGAuditCore
import Testing

struct AlertDescribesButtonsRuleTests {
    static func pointers(locale: String, message: String) throws -> [String] {
        let json = #"""
            {"format":"hig-screen/1","locale":"\#(locale)","elements":[{"type":"alert","title":"?","message":"\#(message)",
             "buttons":[{"title":"Annuler","role":"cancel"},{"title":"Delete","role":"destructive"}]}]}
            """#
        return try CatalogFindings.of(json).filter { $0.rule == "alert-describes-buttons" }.map(\.pointer)
    }

    @Test func theTapVerbsAreEnglishWords() throws {
        #expect(try Self.pointers(locale: "en", message: "Tap Delete to go.") == ["/elements/0"])
        #expect(try Self.pointers(locale: "fr", message: "Tap Delete to go.").isEmpty)
        #expect(try Self.pointers(locale: "ja", message: "Click Delete now").isEmpty)
    }

    @Test func aQuotedTitleCountsInEveryLanguage() throws {
        #expect(try Self.pointers(locale: "fr", message: "Choisissez «Delete».") == ["/elements/0"])
        #expect(try Self.pointers(locale: "ja", message: "「Delete」を選んでください。") == ["/elements/0"])
    }
}
