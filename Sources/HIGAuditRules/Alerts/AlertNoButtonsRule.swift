import HIGAuditCore

struct AlertNoButtonsRule: CatalogRule {
    static let id = "alert-no-buttons"
    static let position = 60

    let descriptor = RuleDescriptor(
        id: Self.id, area: .alerts, defaultSeverity: .error, higSection: .alerts, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "alert", "title": "Saving…"}
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "alert", "title": "Download Complete", "buttons": [{"title": "OK"}]}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for alert in DialogFacts.all(.alert, in: audit) where alert.buttons.isEmpty {
            audit.report(element: alert.element, Message(Self.messageKey("message")))
        }
    }
}

extension AlertNoButtonsRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Alerts have a button",
            rationale: "An alert without buttons can't be dismissed.",
            messages: [
                "message": "The alert has no buttons; add at least one so people can dismiss it."
            ]),
        .ja: RuleWords(
            title: "アラートにはボタンを置く",
            rationale: "ボタンのないアラートは閉じることができません。",
            messages: [
                "message": "アラートにボタンがありません。閉じられるように、少なくとも 1 つ追加してください。"
            ]),
    ]
}
