import HIGAuditCore

struct CloseWithOpposingPairRule: CatalogRule {
    static let id = "close-with-opposing-pair"
    static let position = 70

    let descriptor = RuleDescriptor(
        id: Self.id, area: .buttons, defaultSeverity: .warning, higSection: .closeButtons, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "closeButton", "accessibilityLabel": "Close"},
                    {
                      "type": "toolbar",
                      "items": [
                        {"type": "button", "title": "Cancel"},
                        {"type": "button", "title": "Save"}
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
                    {"type": "closeButton", "accessibilityLabel": "Close"},
                    {"type": "button", "title": "Save"}
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "button", "title": "Cancel"},
                    {"type": "button", "title": "Save"}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        let buttons = ScreenButtons.of(audit)
        guard let cancel = buttons.cancelTitle, let confirm = buttons.doneTitle ?? buttons.saveTitle else { return }
        for index in buttons.closeButtons {
            audit.report(element: index, Message(Self.messageKey("message"), ["cancel": cancel, "confirm": confirm]))
        }
    }
}

extension CloseWithOpposingPairRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "No close button next to Cancel and Done or Save",
            rationale: "When a view offers Cancel and Done or Save, those buttons already say how to leave; a close button adds an ambiguous third way out.",
            messages: [
                "message": "This screen already offers \"{cancel}\" and \"{confirm}\"; remove the close button."
            ]),
        .ja: RuleWords(
            title: "「キャンセル」と「完了」または「保存」の横に閉じるボタンを置かない",
            rationale: "ビューに「キャンセル」と「完了」または「保存」があれば、それらのボタンがすでに閉じ方を示しています。閉じるボタンを加えると、あいまいな 3 つ目の出口になります。",
            messages: [
                "message": "この画面にはすでに「{cancel}」と「{confirm}」のボタンがあります。閉じるボタンを削除してください。"
            ]),
    ]
}
