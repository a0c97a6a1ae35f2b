import HIGAuditCore

struct PullDownDestructiveUnconfirmedRule: CatalogRule {
    static let id = "pulldown-destructive-unconfirmed"
    static let position = 110

    let descriptor = RuleDescriptor(
        id: Self.id, area: .buttons, defaultSeverity: .warning, higSection: .pullDownButtons, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "pullDownButton",
                      "title": "Edit",
                      "menu": {"items": [{"title": "Duplicate"}, {"title": "Delete", "destructive": true}]}
                    }
                  ]
                }
                """#, at: "/elements/0/menu/items/1"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "pullDownButton",
                      "title": "Edit",
                      "menu": {
                        "items": [
                          {"title": "Duplicate"},
                          {"title": "Delete", "destructive": true, "confirms": true}
                        ]
                      }
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for index in audit.visible(.pullDownButton) {
            let items = audit.screen.elements[index].menu?.items ?? []
            for (position, item) in items.enumerated() where item.destructive && !item.confirms {
                audit.report(
                    element: index, suffix: "/menu/items/\(position)",
                    Message(Self.messageKey("message")))
            }
        }
    }
}

extension PullDownDestructiveUnconfirmedRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Destructive menu items ask for confirmation",
            rationale: "A menu item is easy to choose by mistake. A destructive one should ask people to confirm before it destroys data.",
            messages: [
                "message": "This destructive menu item doesn't ask for confirmation; confirm the action before performing it and set \"confirms\": true."
            ]),
        .ja: RuleWords(
            title: "破壊的なメニュー項目では確認を求める",
            rationale: "メニュー項目は誤って選びやすいものです。破壊的な項目では、データを破棄する前に確認を求めてください。",
            messages: [
                "message": "この破壊的なメニュー項目は確認を求めません。実行する前に確認を求め、\"confirms\": true を設定してください。"
            ]),
    ]
}
