import HIGAuditCore

struct AlertYesNoRule: CatalogRule {
    static let id = "alert-yes-no"
    static let position = 40

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
                      "title": "Turn On Notifications?",
                      "buttons": [
                        {"title": "No", "role": "cancel"},
                        {"title": "Yes", "isDefault": true}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/buttons/0", "/elements/0/buttons/1"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "locale": "ja",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "通知をオンにしますか？",
                      "buttons": [
                        {"title": "キャンセル", "role": "cancel"},
                        {"title": "はい"}
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
                      "title": "Turn On Notifications?",
                      "buttons": [
                        {"title": "Not Now", "role": "cancel"},
                        {"title": "Turn On"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard let words = audit.words, !words.yesNo.isEmpty else { return }
        for alert in DialogFacts.all(.alert, in: audit) {
            for (index, button) in alert.buttons.enumerated() where Wording.isAny(button.title, of: words.yesNo) {
                alert.report(button: index, in: audit, Message(Self.messageKey("message"), ["title": button.title ?? ""]))
            }
        }
    }
}

extension AlertYesNoRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Alert buttons aren't titled Yes or No",
            rationale: "Yes and No make people reread the question. Titles that name the action, like Delete or Keep, can be understood on their own.",
            messages: [
                "message": "The button is titled \"{title}\"; use a verb that says what happens, such as Turn On or Not Now."
            ]),
        .ja: RuleWords(
            title: "アラートのボタンを「はい」「いいえ」にしない",
            rationale: "「はい」と「いいえ」では、質問を読み返さなければなりません。「削除」や「残す」のようにアクションを表すタイトルなら、ボタンだけで意味が伝わります。",
            messages: [
                "message": "ボタンのタイトルが「{title}」です。「オンにする」や「今はしない」など、何が起きるかを表す動詞を使ってください。"
            ]),
    ]
}
