import HIGAuditCore

struct InfoButtonNavigationRule: CatalogRule {
    static let id = "info-button-navigation"
    static let position = 80

    let descriptor = RuleDescriptor(
        id: Self.id, area: .buttons, defaultSeverity: .warning, higSection: .buttons, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "infoButton", "accessibilityLabel": "Settings", "action": "navigate"}
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "infoButton", "accessibilityLabel": "About This Photo", "action": "showDetail"}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for index in audit.visible(.infoButton) where audit.screen.elements[index].action == .navigate {
            audit.report(element: index, Message(Self.messageKey("message")))
        }
    }
}

extension InfoButtonNavigationRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Info buttons reveal details in place",
            rationale: "An info button promises more information about the item it sits next to. Using it to navigate elsewhere breaks that promise.",
            messages: [
                "message": "This info button navigates to another view; use it to show details about the item, and use a regular button to navigate."
            ]),
        .ja: RuleWords(
            title: "情報ボタンではその場で詳細を表示する",
            rationale: "情報ボタンがあれば、人は隣の項目の詳しい情報が表示されるものと考えます。ほかの場所への移動に使うと、その期待を裏切ることになります。",
            messages: [
                "message": "この情報ボタンは、別のビューへの移動に使われています。情報ボタンは項目の詳細を表示するために使い、移動には通常のボタンを使ってください。"
            ]),
    ]
}
