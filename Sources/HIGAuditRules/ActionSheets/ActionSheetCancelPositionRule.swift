import HIGAuditCore

struct ActionSheetCancelPositionRule: CatalogRule {
    static let id = "action-sheet-cancel-position"
    static let position = 30

    let descriptor = RuleDescriptor(
        id: Self.id, area: .actionSheets, defaultSeverity: .warning, higSection: .actionSheets, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "actionSheet",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Save Draft"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/buttons/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "watchOS",
                  "elements": [
                    {
                      "type": "actionSheet",
                      "buttons": [
                        {"title": "Save Draft"},
                        {"title": "Cancel", "role": "cancel"}
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
                        {"title": "Save Draft"},
                        {"title": "Cancel", "role": "cancel"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        let onWatch = audit.screen.platform == .watchOS
        for sheet in DialogFacts.all(.actionSheet, in: audit) where !sheet.buttons.isEmpty {
            let expected = onWatch ? 0 : sheet.buttons.count - 1
            for index in sheet.cancelIndices where index != expected {
                sheet.report(button: index, in: audit, Message(Self.messageKey(onWatch ? "watch" : "message")))
            }
        }
    }
}

extension ActionSheetCancelPositionRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Cancel is at the bottom of an action sheet",
            rationale: "People expect Cancel at the bottom of an action sheet, where the thumb reaches it (at the top on Apple Watch).",
            messages: [
                "message": "The cancel button should be the last button of the action sheet.",
                "watch": "On watchOS the cancel button should be the first button of the action sheet.",
            ]),
        .ja: RuleWords(
            title: "キャンセルボタンはアクションシートの一番下に置く",
            rationale: "人はアクションシートのキャンセルボタンを、親指の届く一番下で探します（Apple Watch では一番上）。",
            messages: [
                "message": "キャンセルボタンは、アクションシートの最後のボタンにしてください。",
                "watch": "watchOS では、キャンセルボタンをアクションシートの最初のボタンにしてください。",
            ]),
    ]
}
