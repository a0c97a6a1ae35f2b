import HIGAuditCore

struct AlertDestructiveUnmarkedRule: CatalogRule {
    static let id = "alert-destructive-unmarked"
    static let position = 80

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
                      "title": "Delete Draft?",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Delete Draft"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/buttons/1"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "locale": "ja",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "下書きを削除しますか？",
                      "buttons": [
                        {"title": "キャンセル", "role": "cancel"},
                        {"title": "削除する"}
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
                      "title": "Delete Draft?",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Delete Draft", "role": "destructive"}
                      ]
                    }
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
                      "title": "Show Deleted Items?",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Deleted Items"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard let words = audit.words, !words.destructiveVerbs.isEmpty else { return }
        for alert in DialogFacts.all(.alert, in: audit) {
            for (index, button) in alert.buttons.enumerated()
            where button.role != .destructive && Wording.startsWithDestructiveVerb(button.title, words) {
                alert.report(button: index, in: audit, Message(Self.messageKey("message"), ["title": button.title ?? ""]))
            }
        }
    }
}

extension AlertDestructiveUnmarkedRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Destructive buttons are marked destructive",
            rationale: "The destructive role shows the button in red and tells assistive technologies that the action destroys data.",
            messages: [
                "message": "\"{title}\" starts with a destructive verb but doesn't have the destructive role; give it role \"destructive\".",
                "message.figma":
                    "\"{title}\" starts with a destructive verb but isn't marked destructive; add \"Destructive\" to its layer name, or give it a red fill.",
            ]),
        .ja: RuleWords(
            title: "破壊的なボタンには破壊的な役割を与える",
            rationale: "破壊的な役割を与えると、ボタンが赤で表示され、そのアクションがデータを破棄することが支援技術にも伝わります。",
            messages: [
                "message": "「{title}」は破壊的な動作を表す言葉で始まっていますが、破壊的な役割がありません。role に \"destructive\" を指定してください。",
                "message.figma": "「{title}」は破壊的な動作を表す言葉で始まっていますが、破壊的なボタンになっていません。レイヤー名に「Destructive」を加えるか、赤の塗りを指定してください。",
            ]),
    ]
}
