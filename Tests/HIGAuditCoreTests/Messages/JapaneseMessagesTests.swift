import HIGAuditCore
import HIGAuditRules
import Testing

/// Every sentence exists in English and in Japanese, with the same placeholders.
@Suite struct JapaneseMessagesTests {
    /// Some sentences tried here are other modules' words.
    init() { AllMessages.register() }

    static let english = AllMessages.table(for: .en)
    static let japanese = AllMessages.table(for: .ja)
    static let allKeys = Set(english.keys).union(japanese.keys).sorted()

    /// Keys whose Japanese text is rightly the same as the English: symbols, numbers and
    /// technical notation that read the same in both languages.
    static let sameInBothLanguages: Set<String> = [
        "literal",  // "{text}": carries text read back from disk
        "page.value.missing",  // "—"
        "page.ratio",  // "{ratio}:1"
        "page.lc",  // "Lc {lc}" (APCA notation)
        "page.contrast.sample",  // "Aa": the sample glyphs
        "page.contrast.apca",  // "APCA"
        "page.toggle.deltaE",  // "ΔE00"
        "page.appearance.hc",  // "HC": the overview's mark of an Increase Contrast row (`increase-contrast.md`)
    ]

    private static func multiset(_ names: [String]) -> [String: Int] {
        names.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    @Test func tablesAreNotEmpty() {
        #expect(Self.english.count > 50)
        #expect(Self.japanese.count == Self.english.count)
    }

    @Test(arguments: allKeys)
    func bothLanguagesHaveTheKeyWithTheSamePlaceholders(key: String) throws {
        let english = try #require(Self.english[key], "\(key) has Japanese but no English text")
        let japanese = try #require(Self.japanese[key], "\(key) has no Japanese text")
        #expect(!japanese.isEmpty, "\(key)")
        #expect(
            Self.multiset(MessageCatalog.placeholders(in: japanese)) == Self.multiset(MessageCatalog.placeholders(in: english)),
            "\(key): \(MessageCatalog.placeholders(in: japanese)) vs \(MessageCatalog.placeholders(in: english))")
    }

    @Test(arguments: allKeys)
    func japaneseIsTranslated(key: String) {
        guard let english = Self.english[key], let japanese = Self.japanese[key] else { return }
        if Self.sameInBothLanguages.contains(key) {
            #expect(japanese == english, "\(key) is listed as the same in both languages")
        } else {
            #expect(japanese != english, "\(key) is not translated: \(japanese)")
        }
    }

    @Test func exemptionsAreRealKeys() {
        for key in Self.sameInBothLanguages { #expect(Self.english[key] != nil, "\(key)") }
    }

    @Test(arguments: allKeys)
    func japaneseRendersWithEveryArgument(key: String) throws {
        let template = try #require(Self.japanese[key])
        let names = MessageCatalog.placeholders(in: template)
        let rendered = Message(MessageKey(key), names.map { Message.Argument($0, "VALUE") }).rendered(in: .ja)
        #expect(!rendered.contains("{"), "\(key): \(rendered)")
        if !names.isEmpty { #expect(rendered.contains("VALUE"), "\(key)") }
    }

    @Test func sentencesUseTheJapaneseListSeparatorAndHIGTerms() {
        let message = Message("toggle-color-only.message", [.init("properties", .list([Message("property.foreground"), Message("property.border.color")]))])
        #expect(message.rendered(in: .ja) == "オンとオフの状態が色だけで区別されています（前景色、枠線の色）。シンボルや形も変えるか、インジケータを追加してください。")
        #expect(Message("hig.alerts").rendered(in: .ja) == "アラート")
        #expect(Message("hig.actionSheets").rendered(in: .ja) == "アクションシート")
        #expect(Message("hig.tabBars").rendered(in: .ja) == "タブバー")
        #expect(Message("hig.pointingDevices").rendered(in: .ja) == "ポインティングデバイス")
        #expect(Message("hig.accessibility").rendered(in: .ja) == "アクセシビリティ")
    }

    @Test func nestedMessagesRenderInJapanese() {
        let problem = Message("input.wrong-format", ["format": "hig-screen/1", "found": "x"])
        let outer = Message("input-invalid.message", [.init("problem", .message(problem))])
        #expect(outer.rendered(in: .ja) == #"画面を監査できません: "hig-screen/1" でなければなりません（"x" が指定されています）"#)
    }
}
