import HIGAuditCore

struct TabBarWithToolbarRule: CatalogRule {
    static let id = "tab-bar-with-toolbar"
    static let position = 40

    let descriptor = RuleDescriptor(
        id: Self.id, area: .tabBars, defaultSeverity: .error, higSection: .tabBars, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "tabBar",
                      "items": [
                        {"title": "Alarm"},
                        {"title": "Stopwatch"},
                        {"title": "Timer"}
                      ]
                    },
                    {"type": "toolbar", "items": [{"type": "button", "title": "Edit"}]}
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "tabBar",
                      "items": [
                        {"title": "Alarm"},
                        {"title": "Stopwatch"},
                        {"title": "Timer"}
                      ]
                    },
                    {"type": "toolbar", "hidden": true}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard !audit.visible(.toolbar).isEmpty else { return }
        for bar in audit.visible(.tabBar) {
            audit.report(element: bar, Message(Self.messageKey("message")))
        }
    }
}

extension TabBarWithToolbarRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "A screen doesn't show a tab bar and a toolbar",
            rationale: "A tab bar and a toolbar both sit at the bottom of the screen; showing both crowds it and blurs navigation with actions.",
            messages: [
                "message": "The screen shows a tab bar and a toolbar at the same time; move the toolbar's actions into the navigation bar or the content."
            ]),
        .ja: RuleWords(
            title: "タブバーとツールバーを同時に表示しない",
            rationale: "タブバーもツールバーも画面の下端に表示されます。両方を表示すると画面下部が混み合い、ナビゲーションとアクションの区別があいまいになります。",
            messages: [
                "message": "画面にタブバーとツールバーが同時に表示されています。ツールバーのアクションをナビゲーションバーかコンテンツに移してください。"
            ]),
    ]
}
