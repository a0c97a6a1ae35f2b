import HIGAuditCore
import Testing

struct AlertUninformativeTitleRuleTests {
    static func fires(locale: String, title: String) throws -> Bool {
        let json = #"""
            {"format":"hig-screen/1","locale":"\#(locale)","elements":[{"type":"alert","title":"\#(title)","message":"m",
             "buttons":[{"title":"Close","isDefault":true}]}]}
            """#
        return try CatalogFindings.of(json).contains { $0.rule == "alert-uninformative-title" }
    }

    /// Trailing `.` and `!` are trimmed after NFKC, which makes a full-width `．` or `！` and
    /// an ellipsis (`…`, three dots) the same as the ASCII ones.
    @Test(arguments: ["Error", "Error.", "Oops!", "Ｅｒｒｏｒ．", "Error…", "Something went wrong...", "Warning ！", "An error occurred."])
    func vagueEnglishTitles(title: String) throws {
        #expect(try Self.fires(locale: "en", title: title))
    }

    @Test(arguments: ["Unable to Save Document", "Error saving", "Errors…", "Alert Sounds"])
    func englishTitlesThatSaySomething(title: String) throws {
        #expect(try !Self.fires(locale: "en", title: title))
    }

    @Test(arguments: ["エラー", "エラー。", "警告！", "注意…", "エラー 329347 が発生しました"])
    func vagueJapaneseTitles(title: String) throws {
        #expect(try Self.fires(locale: "ja", title: title))
    }
}
