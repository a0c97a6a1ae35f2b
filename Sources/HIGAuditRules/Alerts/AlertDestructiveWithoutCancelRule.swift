import HIGAuditCore

struct AlertDestructiveWithoutCancelRule: CatalogRule {
    static let id = "alert-destructive-without-cancel"
    static let position = 70

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
                      "title": "Erase All Content?",
                      "buttons": [
                        {"title": "Erase", "role": "destructive"},
                        {"title": "Keep"}
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
                      "title": "Erase All Content?",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Erase", "role": "destructive"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for alert in DialogFacts.all(.alert, in: audit) where alert.hasDestructive && !alert.hasCancel {
            audit.report(element: alert.element, Message(Self.messageKey("message")))
        }
    }
}

extension AlertDestructiveWithoutCancelRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Destructive alerts offer Cancel",
            rationale: "When an alert offers a destructive action, people need a clear, safe way out.",
            messages: [
                "message": "The alert offers a destructive action but no cancel button; add a button with role \"cancel\".",
                "message.figma":
                    "The alert offers a destructive action but no cancel button; add a button titled \"Cancel\", or put \"Cancel\" in a button's layer name.",
            ]),
        .ja: RuleWords(
            title: "破壊的なアクションのあるアラートにはキャンセルボタンを用意する",
            rationale: "アラートで破壊的なアクションを提示するときは、はっきりとした安全な逃げ道が必要です。",
            messages: [
                "message": "アラートに破壊的なアクションがありますが、キャンセルボタンがありません。role が \"cancel\" のボタンを追加してください。",
                "message.figma": "アラートに破壊的なアクションがありますが、キャンセルボタンがありません。「キャンセル」というタイトルのボタンを追加するか、ボタンのレイヤー名に「Cancel」を加えてください。",
            ]),
    ]
}
