import HIGAuditCore

struct AlertCancelRoleRule: CatalogRule {
    static let id = "alert-cancel-role"
    static let position = 30

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
                      "title": "Leave Group?",
                      "buttons": [
                        {"title": "Cancel"},
                        {"title": "Leave", "isDefault": true}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/buttons/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Leave Group?",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Leave"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard let words = audit.words, let cancel = words.cancel else { return }
        for alert in DialogFacts.all(.alert, in: audit) {
            for (index, button) in alert.buttons.enumerated() where Wording.isCancelWord(button.title, words) && button.role != .cancel {
                alert.report(button: index, in: audit, Message(Self.messageKey("message"), ["cancel": cancel]))
            }
        }
    }
}

extension AlertCancelRoleRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "A Cancel button has the cancel role",
            rationale: "The cancel role makes Escape and the system gestures dismiss the alert, and places the button where people expect it.",
            messages: [
                "message": "This button is titled \"{cancel}\" but doesn't have the cancel role; give it role \"cancel\".",
                "message.figma": "This button is titled \"{cancel}\" but isn't the cancel button; put \"Cancel\" in its layer name.",
            ]),
        .ja: RuleWords(
            title: "「キャンセル」ボタンにはキャンセルの役割を与える",
            rationale: "キャンセルの役割を与えると、Esc キーやシステムのジェスチャでアラートを閉じられるようになり、ボタンも期待どおりの位置に配置されます。",
            messages: [
                "message": "このボタンのタイトルは「{cancel}」ですが、キャンセルの役割がありません。role に \"cancel\" を指定してください。",
                "message.figma": "このボタンのタイトルは「{cancel}」ですが、キャンセルボタンになっていません。レイヤー名に「Cancel」を加えてください。",
            ]),
    ]
}
