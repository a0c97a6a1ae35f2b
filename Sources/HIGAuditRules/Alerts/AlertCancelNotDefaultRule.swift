import HIGAuditCore

struct AlertCancelNotDefaultRule: CatalogRule {
    static let id = "alert-cancel-not-default"
    static let position = 160

    let descriptor = RuleDescriptor(
        id: Self.id, area: .alerts, defaultSeverity: .note, higSection: .alerts, words: Self.words,
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
                        {"title": "Delete", "role": "destructive"}
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
                      "title": "Delete Photo?",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel", "isDefault": true},
                        {"title": "Delete", "role": "destructive"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for alert in DialogFacts.all(.alert, in: audit) where alert.hasDestructive {
            for index in alert.cancelIndices where !alert.buttons[index].isDefault {
                alert.report(button: index, in: audit, Message(Self.messageKey("message")))
            }
        }
    }
}

extension AlertCancelNotDefaultRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Cancel is the default next to a destructive action",
            rationale: "When an alert offers a destructive action, making Cancel the default means pressing Return is safe.",
            messages: [
                "message": "The alert offers a destructive action; consider making this cancel button the default."
            ]),
        .ja: RuleWords(
            title: "破壊的なアクションがあるときはキャンセルボタンをデフォルトにする",
            rationale: "アラートに破壊的なアクションがあるときにキャンセルボタンをデフォルトにしておけば、Return キーを押しても安全です。",
            messages: [
                "message": "アラートに破壊的なアクションがあります。このキャンセルボタンをデフォルトにすることを検討してください。"
            ]),
    ]
}
