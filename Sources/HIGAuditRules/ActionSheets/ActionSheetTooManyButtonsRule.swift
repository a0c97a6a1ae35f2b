import HIGAuditCore

struct ActionSheetTooManyButtonsRule: CatalogRule {
    static let id = "action-sheet-too-many-buttons"
    static let position = 50
    /// The most buttons on every platform but watchOS.
    static let maxButtons = Limit("actionSheetButtons", default: 6)
    /// The most buttons on watchOS, Cancel included.
    static let maxWatchButtons = Limit("watchActionSheetButtons", default: 4)

    let descriptor = RuleDescriptor(
        id: Self.id, area: .actionSheets, defaultSeverity: .warning, higSection: .actionSheets,
        limits: [Self.maxButtons.definition, Self.maxWatchButtons.definition], words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "actionSheet",
                      "buttons": [
                        {"title": "One"},
                        {"title": "Two"},
                        {"title": "Three"},
                        {"title": "Four"},
                        {"title": "Five"},
                        {"title": "Six"},
                        {"title": "Cancel", "role": "cancel"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "watchOS",
                  "elements": [
                    {
                      "type": "actionSheet",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "One"},
                        {"title": "Two"},
                        {"title": "Three"},
                        {"title": "Four"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "actionSheet",
                      "buttons": [
                        {"title": "One"},
                        {"title": "Two"},
                        {"title": "Three"},
                        {"title": "Four"},
                        {"title": "Five"},
                        {"title": "Cancel", "role": "cancel"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        let onWatch = audit.screen.platform == .watchOS
        let limit = onWatch ? audit.limits[Self.maxWatchButtons] : audit.limits[Self.maxButtons]
        for sheet in DialogFacts.all(.actionSheet, in: audit) where sheet.buttons.count > limit {
            audit.report(
                element: sheet.element, severity: onWatch ? .error : .warning,
                Message(
                    Self.messageKey(onWatch ? "watch" : "message"),
                    ["count": String(sheet.buttons.count), "limit": String(limit)]),
                measured: .object(["buttons": .number(Double(sheet.buttons.count)), "limit": .number(Double(limit))]))
        }
    }
}

extension ActionSheetTooManyButtonsRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Action sheets have few buttons",
            rationale: "An action sheet with many buttons scrolls, and on Apple Watch it can't show more than four.",
            messages: [
                "message": "The action sheet has {count} buttons, more than {limit}, so it would scroll: offer fewer choices.",
                "watch": "The action sheet has {count} buttons; on watchOS it can show at most {limit}, Cancel included.",
            ]),
        .ja: RuleWords(
            title: "アクションシートのボタンは少なくする",
            rationale: "ボタンの多いアクションシートはスクロールが必要になり、Apple Watch では 4 つまでしか表示できません。",
            messages: [
                "message": "アクションシートのボタンの数が {count} で {limit} を超えているため、スクロールが必要になります。選択肢を減らしてください。",
                "watch": "アクションシートのボタンの数が {count} です。watchOS で表示できるボタンの数は、キャンセルボタンを含めて最大 {limit} です。",
            ]),
    ]
}
