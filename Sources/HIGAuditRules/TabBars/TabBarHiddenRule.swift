import HIGAuditCore

/// The one rule that looks at a hidden element: a tab bar hidden by its own `hidden`
/// key (not one inside some other hidden element).
struct TabBarHiddenRule: CatalogRule {
    static let id = "tab-bar-hidden"
    static let position = 50

    let descriptor = RuleDescriptor(
        id: Self.id, area: .tabBars, defaultSeverity: .warning, higSection: .tabBars, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "view"},
                    {
                      "type": "tabBar",
                      "hidden": true,
                      "items": [
                        {"title": "Home"},
                        {"title": "Search"},
                        {"title": "Profile"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/1"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "context": {"presentation": "modal"},
                  "elements": [
                    {
                      "type": "tabBar",
                      "hidden": true,
                      "items": [
                        {"title": "Home"},
                        {"title": "Search"},
                        {"title": "Profile"}
                      ]
                    }
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "view", "hidden": true, "children": [{"type": "tabBar", "hidden": true}]}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.presentation == .fullScreen else { return }
        let elements = audit.screen.elements
        for index in elements.indices where elements[index].type == .tabBar && elements[index].hidden {
            let parent = elements[index].parent
            guard parent < 0 || !elements[parent].isHiddenInTree else { continue }
            audit.report(element: index, Message(Self.messageKey("message")))
        }
    }
}

extension TabBarHiddenRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "The tab bar stays visible while navigating",
            rationale:
                "The tab bar shows where people are and lets them switch sections at any time. Hiding it on a full-screen view takes that away; hide it only in modal views.",
            messages: [
                "message": "The tab bar is hidden on a full-screen view; keep it visible, or present the view modally."
            ]),
        .ja: RuleWords(
            title: "画面を移動してもタブバーを表示したままにする",
            rationale: "タブバーは現在地を示し、いつでもセクションを切り替えられるようにします。フルスクリーンのビューでタブバーを隠すとそれができなくなります。隠すのはモーダルビューだけにしてください。",
            messages: [
                "message": "フルスクリーンのビューでタブバーが隠れています。表示したままにするか、ビューをモーダルで表示してください。"
            ]),
    ]
}
