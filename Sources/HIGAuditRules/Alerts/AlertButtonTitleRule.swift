import HIGAuditCore

/// English only: button titles are short, title-case verbs without end punctuation.
struct AlertButtonTitleRule: CatalogRule {
    static let id = "alert-button-title"
    static let position = 120

    static let minorWords: Set<String> = ["a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "nor", "of", "on", "or", "the", "to", "vs", "with"]
    static let endPunctuation: Set<Character> = [".", "!", "?", ":", ";", "…"]

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
                      "title": "Save Changes?",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Save now"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/buttons/1"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Save Changes?",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Save!"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/buttons/1"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Save Changes?",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Save All of My Changes"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/buttons/1"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Save Changes?",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Save as Copy"},
                        {"title": "Open in iCloud"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.language == "en" else { return }
        for alert in DialogFacts.all(.alert, in: audit) {
            for (index, button) in alert.buttons.enumerated() {
                guard let title = button.title, let problem = problem(title) else { continue }
                alert.report(button: index, in: audit, Message(problem, ["title": title]))
            }
        }
    }

    func problem(_ title: String) -> MessageKey? {
        let trimmed = title.trimmingWhitespace()
        if let last = trimmed.last, Self.endPunctuation.contains(last) { return Self.messageKey("punctuation") }
        let words = Wording.words(trimmed)
        if words.count > 3 { return Self.messageKey("long") }
        if !Self.isTitleCase(words) { return Self.messageKey("case") }
        return nil
    }

    static func isTitleCase(_ words: [Substring]) -> Bool {
        for (position, word) in words.enumerated() {
            guard let first = word.first, first.isLetter else { continue }
            if first.isUppercase { continue }
            if word.dropFirst().contains(where: \.isUppercase) { continue }
            let isEdge = position == 0 || position == words.count - 1
            if !isEdge && minorWords.contains(word.lowercased()) { continue }
            return false
        }
        return true
    }
}

extension AlertButtonTitleRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Alert button titles are short title-case verbs",
            rationale: "Short, title-style button titles without end punctuation are quick to read and match the rest of the system.",
            messages: [
                "punctuation": "The button title \"{title}\" ends with punctuation; remove it.",
                "long": "The button title \"{title}\" has more than three words; use a short verb phrase.",
                "case": "The button title \"{title}\" isn't in title case; capitalize its words.",
            ]),
        .ja: RuleWords(
            title: "アラートのボタンのタイトルは短い動詞にし、タイトルスタイルの大文字で書く",
            rationale: "末尾に句読点がなく、タイトルスタイルの大文字で書かれた短いボタンのタイトルはすばやく読め、システムのほかの部分とも調和します。",
            messages: [
                "punctuation": "ボタンのタイトル「{title}」の末尾に句読点があります。削除してください。",
                "long": "ボタンのタイトル「{title}」が 3 語を超えています。短い動詞句にしてください。",
                "case": "ボタンのタイトル「{title}」がタイトルスタイルの大文字になっていません。各単語の先頭を大文字にしてください。",
            ]),
    ]
}
