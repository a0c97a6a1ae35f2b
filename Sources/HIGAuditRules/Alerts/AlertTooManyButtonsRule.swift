import HIGAuditCore

struct AlertTooManyButtonsRule: CatalogRule {
    static let id = "alert-too-many-buttons"
    static let position = 50
    /// The most buttons an alert may have.
    static let maxButtons = Limit("alertButtons", default: 3)

    let descriptor = RuleDescriptor(
        id: Self.id, area: .alerts, defaultSeverity: .error, higSection: .alerts,
        limits: [Self.maxButtons.definition], words: Self.words,
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
                        {"title": "Save", "isDefault": true},
                        {"title": "Save as Copy"},
                        {"title": "Don't Save"},
                        {"title": "Cancel", "role": "cancel"}
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
                      "title": "Save Changes?",
                      "buttons": [
                        {"title": "Save", "isDefault": true},
                        {"title": "Don't Save"},
                        {"title": "Cancel", "role": "cancel"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        let limit = audit.limits[Self.maxButtons]
        for alert in DialogFacts.all(.alert, in: audit) where alert.buttons.count > limit {
            audit.report(
                element: alert.element, Message(Self.messageKey("message"), ["count": String(alert.buttons.count), "limit": String(limit)]),
                measured: .object(["buttons": .number(Double(alert.buttons.count)), "limit": .number(Double(limit))]))
        }
    }
}

extension AlertTooManyButtonsRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Alerts have at most three buttons",
            rationale: "An alert with many buttons is hard to scan and usually hides a choice that belongs in an action sheet or in the app.",
            messages: [
                "message": "The alert has {count} buttons; keep it to {limit} or use an action sheet."
            ]),
        .ja: RuleWords(
            title: "アラートのボタンは 3 つまでにする",
            rationale: "ボタンの多いアラートはひと目で把握しにくく、たいていはアクションシートやアプリ内で扱うべき選択肢が紛れ込んでいます。",
            messages: [
                "message": "アラートのボタンの数が {count} です。{limit} 以下にするか、アクションシートを使ってください。"
            ]),
    ]
}
