import HIGAuditCore

struct ActionSheetCancelTitleRule: CatalogRule {
    static let id = "action-sheet-cancel-title"
    static let position = 20

    let descriptor = RuleDescriptor(
        id: Self.id, area: .actionSheets, defaultSeverity: .error, higSection: .actionSheets, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "actionSheet",
                      "buttons": [
                        {"title": "Share"},
                        {"title": "Close", "role": "cancel"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/buttons/1"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "actionSheet",
                      "buttons": [
                        {"title": "Share"},
                        {"title": "Cancel", "role": "cancel"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard let words = audit.words, let cancel = words.cancel else { return }
        for sheet in DialogFacts.all(.actionSheet, in: audit) {
            for index in sheet.cancelIndices where !Wording.isCancelWord(sheet.buttons[index].title, words) {
                sheet.report(button: index, in: audit, Message(Self.messageKey("message"), ["title": sheet.buttons[index].title ?? "", "cancel": cancel]))
            }
        }
    }
}

extension ActionSheetCancelTitleRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Action sheet cancel buttons are titled Cancel",
            rationale: "People look for the word Cancel to dismiss an action sheet safely.",
            messages: [
                "message": "This cancel button is titled \"{title}\"; title it \"{cancel}\"."
            ]),
        .ja: RuleWords(
            title: "アクションシートのキャンセルボタンのタイトルは「キャンセル」にする",
            rationale: "アクションシートを安全に閉じたいとき、人は「キャンセル」という言葉を探します。",
            messages: [
                "message": "このキャンセルボタンのタイトルは「{title}」です。「{cancel}」にしてください。"
            ]),
    ]
}
