import HIGAuditCore

struct TabBarActionItemRule: CatalogRule {
    static let id = "tab-bar-action-item"
    static let position = 30

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
                        {"title": "Post", "symbol": "plus", "action": true},
                        {"title": "Profile"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/items/1"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "tabBar", "items": [{"title": "Home"}, {"title": "Search"}, {"title": "Profile"}]}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for tab in TabBarItemFacts.all(in: audit) where tab.item.action {
            audit.report(element: tab.bar, suffix: tab.suffix, Message(Self.messageKey("message")))
        }
    }
}

extension TabBarActionItemRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Tabs navigate, they don't act",
            rationale: "A tab bar moves between sections. A tab that performs an action instead surprises people; put actions in a toolbar or in the content.",
            messages: [
                "message": "This tab performs an action instead of switching sections; move the action into a toolbar or the content."
            ]),
        .ja: RuleWords(
            title: "タブは移動に使い、アクションには使わない",
            rationale: "タブバーはセクション間を移動するためのものです。アクションを実行するタブは人を驚かせます。アクションはツールバーかコンテンツに置いてください。",
            messages: [
                "message": "このタブは、セクションを切り替えずにアクションを実行します。アクションをツールバーかコンテンツに移してください。"
            ]),
    ]
}
