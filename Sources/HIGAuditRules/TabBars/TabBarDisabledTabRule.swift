import HIGAuditCore

struct TabBarDisabledTabRule: CatalogRule {
    static let id = "tab-bar-disabled-tab"
    static let position = 20

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
                        {"title": "Home"},
                        {"title": "Library"},
                        {"title": "Downloads", "enabled": false}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/items/2"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "tabBar",
                      "items": [
                        {"title": "Home"},
                        {"title": "Library", "enabled": true},
                        {"title": "Downloads"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for tab in TabBarItemFacts.all(in: audit) where !tab.item.enabled {
            audit.report(element: tab.bar, suffix: tab.suffix, Message(Self.messageKey("message")))
        }
    }
}

extension TabBarDisabledTabRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Tabs are never disabled",
            rationale: "A tab is a section of the app, and people expect every section to open. When its content is unavailable, open it and explain why.",
            messages: [
                "message": "This tab is disabled; keep it enabled and explain inside the section why its content is unavailable."
            ]),
        .ja: RuleWords(
            title: "タブを無効にしない",
            rationale: "タブはアプリのセクションであり、どのセクションも開けるものと期待されています。コンテンツを利用できないときも、タブを開けるようにしてその理由を説明してください。",
            messages: [
                "message": "このタブは無効になっています。有効にしたまま、コンテンツを利用できない理由をセクションの中で説明してください。"
            ]),
    ]
}
