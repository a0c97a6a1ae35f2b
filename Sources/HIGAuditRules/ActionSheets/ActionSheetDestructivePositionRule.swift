import HIGAuditCore

struct ActionSheetDestructivePositionRule: CatalogRule {
    static let id = "action-sheet-destructive-position"
    static let position = 40

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
                        {"title": "Save Draft"},
                        {"title": "Delete Draft", "role": "destructive"},
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
                        {"title": "Delete Draft", "role": "destructive"},
                        {"title": "Save Draft"},
                        {"title": "Cancel", "role": "cancel"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for sheet in DialogFacts.all(.actionSheet, in: audit) {
            var sawOrdinary = false
            for (index, button) in sheet.buttons.enumerated() {
                switch button.role {
                case .default: sawOrdinary = true
                case .cancel: break
                case .destructive:
                    guard sawOrdinary else { continue }
                    sheet.report(button: index, in: audit, Message(Self.messageKey("message"), ["title": button.title ?? ""]))
                }
            }
        }
    }
}

extension ActionSheetDestructivePositionRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Destructive actions lead an action sheet",
            rationale: "A destructive action belongs at the top of an action sheet, where people see it first and don't hit it by accident.",
            messages: [
                "message": "The destructive button \"{title}\" comes after other actions; move it to the top."
            ]),
        .ja: RuleWords(
            title: "破壊的なアクションはアクションシートの先頭に置く",
            rationale: "破壊的なアクションは、最初に目に入り、うっかり押すことのないアクションシートの一番上に置きます。",
            messages: [
                "message": "破壊的なボタン「{title}」がほかのアクションのあとにあります。一番上に移動してください。"
            ]),
    ]
}
