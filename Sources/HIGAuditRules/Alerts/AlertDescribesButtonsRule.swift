import HIGAuditCore

struct AlertDescribesButtonsRule: CatalogRule {
    static let id = "alert-describes-buttons"
    static let position = 130

    static let verbs = ["tap", "click", "press", "touch"]
    static let openingQuotes: Set<Character> = ["\"", "“", "‘", "'", "「", "『", "[", "«"]
    static let quotePairs: [(String, String)] = [("\"", "\""), ("“", "”"), ("‘", "’"), ("[", "]"), ("「", "」"), ("『", "』"), ("«", "»")]

    let descriptor = RuleDescriptor(
        id: Self.id, area: .alerts, defaultSeverity: .warning, higSection: .alerts, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Delete Photo?",
                      "message": "Tap Delete to remove it from all devices.",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Delete", "role": "destructive"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Delete Photo?",
                      "message": "Choose “Delete” to remove it.",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Delete", "role": "destructive"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "locale": "ja",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "写真を削除しますか？",
                      "message": "「削除」をタップすると削除されます。",
                      "buttons": [
                        {"title": "キャンセル", "role": "cancel"},
                        {"title": "削除", "role": "destructive"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Delete Photo?",
                      "message": "This photo will be deleted from all your devices.",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Delete", "role": "destructive"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for alert in DialogFacts.all(.alert, in: audit) {
            let buttonTitles = alert.buttons.compactMap(\.title)
            let titles = buttonTitles.map(TextNormalization.folded)
            let texts = [alert.dialog.title, alert.dialog.message].compactMap { $0 }.map(TextNormalization.folded)
            let verbs = audit.screen.language == "en" ? Self.verbs : []
            guard let found = texts.lazy.compactMap({ self.describedButton(in: $0, titles: titles, verbs: verbs) }).first,
                let position = titles.firstIndex(of: found)
            else { continue }
            audit.report(element: alert.element, Message(Self.messageKey("message"), ["title": buttonTitles[position]]))
        }
    }

    /// The button title that `text` quotes or tells people to tap, if any. The verbs are
    /// English words: a screen in another language is only checked for quoted titles.
    func describedButton(in text: String, titles: [String], verbs: [String]) -> String? {
        for title in titles {
            for (open, close) in Self.quotePairs where text.containsBytes(of: open + title + close) { return title }
        }
        for verb in verbs where text.containsBytes(of: verb) {
            var searchStart = text.startIndex
            while let range = text[searchStart...].firstRange(of: verb) {
                searchStart = range.upperBound
                if range.lowerBound > text.startIndex, text[text.index(before: range.lowerBound)].isLetter { continue }
                var rest = text[range.upperBound...]
                guard let first = rest.first, first.isWhitespace else { continue }
                rest = rest.drop(while: \.isWhitespace)
                if rest.hasPrefix("the "), !titles.contains(where: { rest.hasPrefix($0) }) {
                    rest = rest.dropFirst(4).drop(while: \.isWhitespace)
                }
                if let quote = rest.first, Self.openingQuotes.contains(quote) { rest = rest.dropFirst() }
                for title in titles where rest.hasPrefix(title) {
                    let after = rest.dropFirst(title.count).first
                    if after.map({ !$0.isLetter && !$0.isNumber }) ?? true { return title }
                }
            }
        }
        return nil
    }
}

extension AlertDescribesButtonsRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Alert text doesn't explain its buttons",
            rationale: "Buttons should speak for themselves. Telling people which button to tap adds words, and breaks when titles or input methods change.",
            messages: [
                "message": "The alert text refers to the button \"{title}\"; remove the instruction and let the button title speak for itself."
            ]),
        .ja: RuleWords(
            title: "アラートのテキストでボタンを説明しない",
            rationale: "ボタンは、それだけで意味が伝わるようにします。どのボタンをタップすればよいかを説明すると言葉が増え、タイトルや入力方法が変わったときに説明が合わなくなります。",
            messages: [
                "message": "アラートのテキストがボタン「{title}」に言及しています。説明を削除して、ボタンのタイトルだけで伝わるようにしてください。"
            ]),
    ]
}
