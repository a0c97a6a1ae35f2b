import HIGAuditCore

struct TabBarBadgeRule: CatalogRule {
    static let id = "tab-bar-badge"
    static let position = 60

    let descriptor = RuleDescriptor(
        id: Self.id, area: .tabBars, defaultSeverity: .warning, higSection: .tabBars, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "tabBar",
                      "items": [
                        {"title": "Inbox", "badge": "New"},
                        {"title": "Sent", "badge": "3"},
                        {"title": "Drafts", "badge": "•"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/items/0", "/elements/0/items/2"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "tabBar",
                      "items": [
                        {"title": "Inbox", "badge": "99+"},
                        {"title": "Sent", "badge": "!"},
                        {"title": "Drafts", "badge": ""},
                        {"title": "Archive", "badge": "  "}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for tab in TabBarItemFacts.all(in: audit) {
            guard let badge = tab.item.badge, !Self.isCountOrAlert(badge) else { continue }
            audit.report(element: tab.bar, suffix: tab.suffix, Message(Self.messageKey("message"), ["badge": badge]))
        }
    }

    /// A whole number, optionally followed by `+` (`99+`), or `!`.
    static func isCountOrAlert(_ badge: String) -> Bool {
        if badge == "!" { return true }
        let digits = badge.hasSuffix("+") ? badge.dropLast() : badge[...]
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}

extension TabBarBadgeRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Tab badges show a count or an alert",
            rationale:
                "A badge is a small red oval that shows how many new items there are, or that something needs attention. Words in it are truncated and hard to read.",
            messages: [
                "message": "The badge \"{badge}\" isn't a number or \"!\"; show a count (such as 3 or 99+) or \"!\"."
            ]),
        .ja: RuleWords(
            title: "タブのバッジには数か注意を示す",
            rationale: "バッジは、新しい項目の数や、注意が必要なことを示す小さな赤い楕円です。言葉を入れると切り詰められ、読みにくくなります。",
            messages: [
                "message": "バッジ「{badge}」は数字でも「!」でもありません。数（3 や 99+ など）か「!」を表示してください。"
            ]),
    ]
}
