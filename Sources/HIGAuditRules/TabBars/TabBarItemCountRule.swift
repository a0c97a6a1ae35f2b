import HIGAuditCore

struct TabBarItemCountRule: CatalogRule {
    static let id = "tab-bar-item-count"
    static let position = 10
    /// The fewest and the most tabs on iOS.
    static let phoneTabs = Limit("phoneTabBarItems", default: 3...5)
    /// The fewest and the most tabs on iPadOS.
    static let padTabs = Limit("padTabBarItems", default: 2...7)

    let descriptor = RuleDescriptor(
        id: Self.id, area: .tabBars, defaultSeverity: .warning, higSection: .tabBars,
        limits: [Self.phoneTabs.definition, Self.padTabs.definition], words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "tabBar", "items": [{"title": "Home"}, {"title": "Search"}]}
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "iPadOS",
                  "elements": [
                    {
                      "type": "tabBar",
                      "items": [
                        {"title": "1"},
                        {"title": "2"},
                        {"title": "3"},
                        {"title": "4"},
                        {"title": "5"},
                        {"title": "6"},
                        {"title": "7"},
                        {"title": "8"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "iPadOS",
                  "elements": [
                    {"type": "tabBar", "items": [{"title": "Home"}, {"title": "Search"}]}
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "tabBar", "items": [{"title": "Home"}, {"title": "Library"}, {"title": "Search"}]}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        let allowed: ClosedRange<Int>
        switch audit.screen.platform {
        case .iOS: allowed = audit.limits[Self.phoneTabs]
        case .iPadOS: allowed = audit.limits[Self.padTabs]
        default: return
        }
        for bar in audit.visible(.tabBar) {
            let count = audit.screen.elements[bar].tabBar?.items.count ?? 0
            guard !allowed.contains(count) else { continue }
            // Empty in the file but reached by code (an outlet), which likely gives it its tabs.
            let setInCode = count == 0 && audit.screen.elements[bar].reachedByCode
            let key: MessageKey =
                setInCode ? Self.messageKey("set-in-code") : count < allowed.lowerBound ? Self.messageKey("few") : Self.messageKey("many")
            audit.report(
                element: bar,
                Message(
                    key,
                    [
                        "count": String(count), "min": String(allowed.lowerBound), "max": String(allowed.upperBound),
                        "platform": audit.screen.platform.rawValue,
                    ]),
                measured: .object(
                    [
                        .init("items", .number(Double(count))), .init("min", .number(Double(allowed.lowerBound))),
                        .init("max", .number(Double(allowed.upperBound))),
                    ] + (setInCode ? [.init("incomplete", .bool(true))] : [])), incomplete: setInCode)
        }
    }
}

extension TabBarItemCountRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Tab bars have a suitable number of tabs",
            rationale: "Too few tabs waste the bar; too many crowd it and make targets small. On iPhone use three to five tabs, on iPad two to seven.",
            messages: [
                "few": "The tab bar has {count} tabs; on {platform} use at least {min} (and at most {max}), or choose another navigation.",
                "many": "The tab bar has {count} tabs; on {platform} use at most {max} and move the rest into another view.",
                "set-in-code":
                    "The tab bar has no tabs in the file, and an outlet connects it to code: its tabs are likely set in code; on {platform} make sure it gets at least {min} and at most {max}.",
            ]),
        .ja: RuleWords(
            title: "タブバーのタブを適切な数にする",
            rationale: "タブが少なすぎるとバーが無駄になり、多すぎるとバーが混み合ってタブが小さくなります。iPhone では 3～5 つ、iPad では 2～7 つのタブにしてください。",
            messages: [
                "few": "タブバーのタブの数が {count} です。{platform} では {min} 以上（{max} 以下）にするか、別のナビゲーションを選んでください。",
                "many": "タブバーのタブの数が {count} です。{platform} では {max} 以下にして、残りは別のビューに移してください。",
                "set-in-code":
                    "タブバーには、ファイル上ではタブがありませんが、アウトレットでコードにつながっています。タブはコードで設定されていると思われます。{platform} では {min} 以上 {max} 以下になることを確かめてください。",
            ]),
    ]
}
