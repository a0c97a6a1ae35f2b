import HIGAuditCore

struct AlertTitleLengthRule: CatalogRule {
    static let id = "alert-title-length"
    static let position = 110
    /// The longest title, in display columns (a wide character counts 2).
    static let maxTitleColumns = Limit("alertTitleColumns", default: 76)

    let descriptor = RuleDescriptor(
        id: Self.id, area: .alerts, defaultSeverity: .warning, higSection: .alerts,
        limits: [Self.maxTitleColumns.definition], words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "The document could not be saved because the disk you chose is full or read-only",
                      "buttons": [{"title": "OK"}]
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "locale": "ja",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "選択したディスクがいっぱいか読み出し専用のため、書類を保存できませんでした。別の場所を選んでください",
                      "buttons": [{"title": "OK"}]
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "alert", "title": "Unable to Save Document", "buttons": [{"title": "OK"}]}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        let limit = audit.limits[Self.maxTitleColumns]
        for alert in DialogFacts.all(.alert, in: audit) {
            guard let title = alert.dialog.title else { continue }
            let columns = DisplayWidth.columns(title)
            guard columns > limit else { continue }
            audit.report(
                element: alert.element, Message(Self.messageKey("message"), ["columns": String(columns), "limit": String(limit)]),
                measured: .object(["columns": .number(Double(columns)), "limit": .number(Double(limit))]))
        }
    }
}

extension AlertTitleLengthRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Alert titles are short",
            rationale: "A title longer than about two lines is hard to take in at a glance; move details into the message.",
            messages: [
                "message": "The title is {columns} columns long; keep it within {limit} and move details into the message."
            ]),
        .ja: RuleWords(
            title: "アラートのタイトルは短くする",
            rationale: "2 行ほどを超えるタイトルは、ひと目で理解しにくくなります。詳しい内容はメッセージに移してください。",
            messages: [
                "message": "タイトルが半角換算で {columns} 文字あります。{limit} 文字以内に収め、詳しい内容はメッセージに移してください。"
            ]),
    ]
}
