import HIGAuditCore

struct AlertUninformativeTitleRule: CatalogRule {
    static let id = "alert-uninformative-title"
    static let position = 100

    let descriptor = RuleDescriptor(
        id: Self.id, area: .alerts, defaultSeverity: .error, higSection: .alerts, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "alert", "title": "Error", "buttons": [{"title": "OK"}]}
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "alert", "title": "Oops!", "buttons": [{"title": "OK"}]}
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "alert", "title": "Error 329347 occurred", "buttons": [{"title": "OK"}]}
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "alert", "title": "An error has occurred.", "buttons": [{"title": "OK"}]}
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "alert", "title": "  ", "buttons": [{"title": "OK"}]}
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "locale": "ja",
                  "elements": [
                    {"type": "alert", "title": "エラー 329347 が発生しました", "buttons": [{"title": "OK"}]}
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "alert", "title": "Unable to Sync Notes", "buttons": [{"title": "OK"}]}
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "An error occurred while saving “Budget”",
                      "buttons": [{"title": "OK"}]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for alert in DialogFacts.all(.alert, in: audit) {
            guard let title = alert.dialog.title else {
                audit.report(element: alert.element, Message(Self.messageKey("missing")))
                continue
            }
            guard isUninformative(title, language: audit.screen.language, words: audit.words) else { continue }
            audit.report(element: alert.element, Message(Self.messageKey("message"), ["title": title]))
        }
    }

    func isUninformative(_ title: String, language: String, words: WordList?) -> Bool {
        // Normalized before trimming, so that a full-width `．` or `！` and an ellipsis
        // (`…`, NFKC `...`) are trimmed like `.` and `!`; `。` too, the Japanese period.
        var folded = TextNormalization.folded(title)
        while let last = folded.last, last == "." || last == "!" || last == "。" {
            folded.removeLast()
            folded = folded.trimmingWhitespace()
        }
        if let words, Wording.isAny(folded, of: words.vagueTitles) { return true }
        switch language {
        case "en":
            if folded == "an error occurred" || folded == "an error has occurred" { return true }
            return Self.startsWithCode(folded, after: "error")
        case "ja":
            return Self.startsWithCode(folded, after: "エラー")
        default:
            return false
        }
    }

    /// `word` followed by a number (allowing white space, `#`, `:` or `-` between).
    static func startsWithCode(_ text: String, after word: String) -> Bool {
        guard text.hasPrefix(word) else { return false }
        let rest = text.dropFirst(word.count).drop { $0.isWhitespace || $0 == "#" || $0 == ":" || $0 == "-" }
        return rest.first?.isNumber ?? false
    }
}

extension AlertUninformativeTitleRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Alert titles say what happened",
            rationale:
                "Titles like Error or Warning, or a bare error code, don't tell people what went wrong or what to do. Describe the situation in a few words.",
            messages: [
                "message": "The title \"{title}\" doesn't say what happened; describe the situation, such as \"Unable to Save Document\".",
                "missing": "The alert has no title; add a short title that says what happened.",
            ]),
        .ja: RuleWords(
            title: "アラートのタイトルで何が起きたかを伝える",
            rationale: "「エラー」や「警告」、エラーコードだけのタイトルでは、何が問題で何をすればよいのかがわかりません。状況を短い言葉で説明してください。",
            messages: [
                "message": "タイトル「{title}」では何が起きたのかがわかりません。「書類を保存できません」のように、状況を説明してください。",
                "missing": "アラートにタイトルがありません。何が起きたかを伝える短いタイトルを追加してください。",
            ]),
    ]
}
