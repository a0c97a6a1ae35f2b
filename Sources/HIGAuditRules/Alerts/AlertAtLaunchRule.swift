import HIGAuditCore

struct AlertAtLaunchRule: CatalogRule {
    static let id = "alert-at-launch"
    static let position = 150

    let descriptor = RuleDescriptor(
        id: Self.id, area: .alerts, defaultSeverity: .warning, higSection: .alerts, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "context": {"atLaunch": true},
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Rate This App",
                      "buttons": [
                        {"title": "Not Now", "role": "cancel"},
                        {"title": "Rate"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "context": {"atLaunch": false},
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Rate This App",
                      "buttons": [
                        {"title": "Not Now", "role": "cancel"},
                        {"title": "Rate"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.atLaunch else { return }
        for alert in DialogFacts.all(.alert, in: audit) {
            audit.report(element: alert.element, Message(Self.messageKey("message")))
        }
    }
}

extension AlertAtLaunchRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "No alert at launch",
            rationale: "An alert when the app starts interrupts people before they've done anything. Show the information in context instead.",
            messages: [
                "message": "This alert shows when the app launches; show the information in context later instead."
            ]),
        .ja: RuleWords(
            title: "起動時にアラートを表示しない",
            rationale: "アプリの起動直後に表示されるアラートは、まだ何もしていないうちから人の手を止めてしまいます。代わりに、その情報を関連する場面で表示してください。",
            messages: [
                "message": "このアラートはアプリの起動時に表示されます。代わりに、その情報をあとで関連する場面で表示してください。"
            ]),
    ]
}
