import HIGAuditCore

struct ActionSheetTitleLengthRule: CatalogRule {
    static let id = "action-sheet-title-length"
    static let position = 60
    /// The longest title, in display columns (a wide character counts 2).
    static let maxTitleColumns = Limit("actionSheetTitleColumns", default: 50)

    let descriptor = RuleDescriptor(
        id: Self.id, area: .actionSheets, defaultSeverity: .warning, higSection: .actionSheets,
        limits: [Self.maxTitleColumns.definition], words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "actionSheet",
                      "title": "Do you want to remove this download from your iPhone now?",
                      "buttons": [
                        {"title": "Remove", "role": "destructive"},
                        {"title": "Cancel", "role": "cancel"}
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
                      "title": "Remove Download?",
                      "buttons": [
                        {"title": "Remove", "role": "destructive"},
                        {"title": "Cancel", "role": "cancel"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        let limit = audit.limits[Self.maxTitleColumns]
        for sheet in DialogFacts.all(.actionSheet, in: audit) {
            guard let title = sheet.dialog.title else { continue }
            let columns = DisplayWidth.columns(title)
            guard columns > limit else { continue }
            audit.report(
                element: sheet.element, Message(Self.messageKey("message"), ["columns": String(columns), "limit": String(limit)]),
                measured: .object(["columns": .number(Double(columns)), "limit": .number(Double(limit))]))
        }
    }
}

extension ActionSheetTitleLengthRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Action sheet titles fit on one line",
            rationale: "An action sheet title longer than one line pushes the choices down and is rarely read.",
            messages: [
                "message": "The title is {columns} columns long; keep it within {limit}."
            ]),
        .ja: RuleWords(
            title: "アクションシートのタイトルは 1 行に収める",
            rationale: "1 行を超えるアクションシートのタイトルは選択肢を押し下げるうえ、ほとんど読まれません。",
            messages: [
                "message": "タイトルが半角換算で {columns} 文字あります。{limit} 文字以内に収めてください。"
            ]),
    ]
}
