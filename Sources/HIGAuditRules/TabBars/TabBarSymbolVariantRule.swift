import HIGAuditCore

struct TabBarSymbolVariantRule: CatalogRule {
    static let id = "tab-bar-symbol-variant"
    static let position = 80

    let descriptor = RuleDescriptor(
        id: Self.id, area: .tabBars, defaultSeverity: .note, higSection: .tabBars, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "tabBar",
                      "items": [
                        {"title": "Home", "symbol": "house", "symbolVariant": "outline"},
                        {"title": "Search", "symbol": "magnifyingglass"},
                        {"title": "Profile", "symbol": "person", "symbolVariant": "fill"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/items/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "macOS",
                  "elements": [
                    {
                      "type": "tabBar",
                      "items": [{"title": "Home", "symbol": "house", "symbolVariant": "outline"}]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.platform == .iOS else { return }
        for tab in TabBarItemFacts.all(in: audit) where tab.item.symbolVariant == .outline {
            audit.report(element: tab.bar, suffix: tab.suffix, Message(Self.messageKey("message")))
        }
    }
}

extension TabBarSymbolVariantRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "iOS tabs use filled symbols",
            rationale: "On iPhone tab bars show the fill variant of symbols; outlined symbols look out of place next to them.",
            messages: [
                "message": "This tab uses the outline variant of its symbol; on iOS use the fill variant."
            ]),
        .ja: RuleWords(
            title: "iOS のタブには塗りつぶしのシンボルを使う",
            rationale: "iPhone のタブバーには、シンボルの塗りつぶし（fill）バリアントを表示します。輪郭だけのシンボルは、その中で浮いて見えます。",
            messages: [
                "message": "このタブはシンボルの輪郭（outline）バリアントを使っています。iOS では塗りつぶし（fill）バリアントを使ってください。"
            ]),
    ]
}
