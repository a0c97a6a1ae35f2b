import HIGAuditCore

struct PopUpNoSelectionRule: CatalogRule {
    static let id = "popup-no-selection"
    static let position = 90

    let descriptor = RuleDescriptor(
        id: Self.id, area: .buttons, defaultSeverity: .warning, higSection: .popUpButtons, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "popUpButton", "options": ["Small", "Medium", "Large"]},
                    {"type": "popUpButton", "options": ["Day", "Week"], "selected": "Month"}
                  ]
                }
                """#, at: "/elements/0", "/elements/1"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "popUpButton", "options": ["Small", "Medium", "Large"], "selected": "Medium"},
                    {"type": "popUpButton"}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for index in audit.visible(.popUpButton) {
            let button = audit.screen.elements[index]
            guard let options = button.options, !options.isEmpty else { continue }
            if let selected = button.selected, options.contains(selected) { continue }
            let message =
                button.selected.map { Message(Self.messageKey("unknown"), ["selected": $0]) }
                ?? Message(Self.messageKey("message"))
            audit.report(element: index, message, measured: .object(["options": .number(Double(options.count))]))
        }
    }
}

extension PopUpNoSelectionRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Pop-up buttons show a selection",
            rationale:
                "A pop-up button shows its current choice as its title. Without a selected option among its options, people can't tell which one is in effect.",
            messages: [
                "message": "The pop-up button has no selected option; select one of its options so the button shows the current choice.",
                "unknown": "The selected value \"{selected}\" isn't one of the pop-up button's options; select one of its options.",
            ]),
        .ja: RuleWords(
            title: "ポップアップボタンには選択中の項目を表示する",
            rationale: "ポップアップボタンは、現在の選択肢をタイトルとして表示します。選択中のオプションがないと、どれが有効なのかわかりません。",
            messages: [
                "message": "ポップアップボタンに選択中のオプションがありません。デフォルトで選択しておくオプションを決めて、ボタンに現在の選択肢が表示されるようにしてください。",
                "unknown": "選択中の値「{selected}」は、ポップアップボタンのオプションにありません。オプションのいずれかを選択中の値にしてください。",
            ]),
    ]
}
