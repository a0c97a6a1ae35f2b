import HIGAuditCore

struct CloseAndDoneRule: CatalogRule {
    static let id = "close-and-done"
    static let position = 60

    let descriptor = RuleDescriptor(
        id: Self.id, area: .buttons, defaultSeverity: .error, higSection: .closeButtons, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "navigationBar",
                      "items": [
                        {"type": "closeButton", "accessibilityLabel": "Close"},
                        {"type": "button", "title": "Done"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/items/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "button", "title": "done"},
                    {"type": "button", "title": "Close"}
                  ]
                }
                """#, at: "/elements/1"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "closeButton", "accessibilityLabel": "Close"},
                    {"type": "button", "title": "Done", "hidden": true}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        let buttons = ScreenButtons.of(audit)
        guard let done = buttons.doneTitle else { return }
        for index in buttons.closeButtons {
            audit.report(element: index, Message(Self.messageKey("message"), ["done": done]))
        }
    }
}

extension CloseAndDoneRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "A screen doesn't offer both Close and Done",
            rationale: "Close and Done both dismiss the view; offering both makes people wonder what the difference is and whether their changes are kept.",
            messages: [
                "message": "This screen shows both a close button and a \"{done}\" button; keep only one way to dismiss it."
            ]),
        .ja: RuleWords(
            title: "1 つの画面に「閉じる」と「完了」の両方を置かない",
            rationale: "「閉じる」と「完了」はどちらもビューを閉じるボタンです。両方があると、何が違うのか、変更は保存されるのかと迷わせてしまいます。",
            messages: [
                "message": "この画面には閉じるボタンと「{done}」ボタンの両方があります。画面を閉じる方法は 1 つだけにしてください。"
            ]),
    ]
}
