import HIGAuditCore

struct AlertOKDefaultRule: CatalogRule {
    static let id = "alert-ok-default"
    static let position = 10

    let descriptor = RuleDescriptor(
        id: Self.id, area: .alerts, defaultSeverity: .error, higSection: .alerts, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Delete Photo?",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "OK", "isDefault": true}
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
                      "title": "Move to Trash?",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Okay"}
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
                      "title": "送信しますか？",
                      "buttons": [
                        {"title": "キャンセル", "role": "cancel"},
                        {"title": "ＯＫ"}
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
                    {"type": "alert", "title": "Download Complete", "buttons": [{"title": "OK"}]}
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
                      "title": "Delete Photo?",
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
        for alert in DialogFacts.all(.alert, in: audit) where !alert.isInformational {
            guard let index = alert.defaultIndex, Wording.isOK(alert.buttons[index].title) else { continue }
            alert.report(button: index, in: audit, Message(Self.messageKey("message"), ["title": alert.buttons[index].title ?? ""]))
        }
    }
}

extension AlertOKDefaultRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "A confirming alert doesn't default to OK",
            rationale:
                "OK says nothing about what happens. When an alert asks for a decision, title the default button with the action it performs, such as Delete or Sign In.",
            messages: [
                "message": "The default button is titled \"{title}\"; title it with the action it performs, such as Delete or Sign In."
            ]),
        .ja: RuleWords(
            title: "決定を求めるアラートのデフォルトボタンを「OK」にしない",
            rationale: "「OK」では、何が起きるのかがわかりません。アラートで決定を求めるときは、デフォルトボタンに「削除」や「サインイン」のように、そのボタンが実行するアクションを表すタイトルを付けてください。",
            messages: [
                "message": "デフォルトボタンのタイトルが「{title}」です。「削除」や「サインイン」など、実行するアクションを表すタイトルにしてください。"
            ]),
    ]
}
