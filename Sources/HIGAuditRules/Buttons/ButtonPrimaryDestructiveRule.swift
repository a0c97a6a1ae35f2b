import HIGAuditCore

struct ButtonPrimaryDestructiveRule: CatalogRule {
    static let id = "button-primary-destructive"
    static let position = 10

    let descriptor = RuleDescriptor(
        id: Self.id, area: .buttons, defaultSeverity: .error, higSection: .buttons, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "button", "title": "Delete Account", "role": "destructive", "isDefault": true}
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "view",
                      "children": [
                        {"type": "button", "title": "Cancel"},
                        {"type": "button", "title": "Erase iPhone", "role": "primary"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/children/1"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "button", "title": "Delete Account", "role": "destructive"},
                    {"type": "button", "title": "Deleted Items", "role": "primary"}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        let elements = audit.screen.elements
        for index in audit.visible(.button) {
            let role = elements[index].role
            if role == .destructive && elements[index].isDefault {
                audit.report(element: index, Message(Self.messageKey("message")))
            } else if role == .primary, let words = audit.words, Wording.startsWithDestructiveVerb(elements[index].title, words) {
                audit.report(element: index, Message(Self.messageKey("primary"), ["title": elements[index].title ?? ""]))
            }
        }
    }
}

extension ButtonPrimaryDestructiveRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Destructive buttons aren't the primary action",
            rationale:
                "The primary or default button is the one people choose without thinking, and the one Return activates. A destructive action there invites accidents; make the safe choice the prominent one.",
            messages: [
                "message": "This destructive button is the default button; make a safe action the default and keep the destructive one separate.",
                "primary": "\"{title}\" destroys data but has the primary role; give it role \"destructive\" and make a safe action the primary one.",
            ]),
        .ja: RuleWords(
            title: "破壊的なボタンをプライマリアクションにしない",
            rationale: "プライマリボタンやデフォルトボタンは、深く考えずに選ばれ、Return キーでも実行されるボタンです。そこに破壊的なアクションを置くと誤操作を招きます。安全な選択肢のほうを目立たせてください。",
            messages: [
                "message": "この破壊的なボタンはデフォルトボタンになっています。安全なアクションをデフォルトにして、破壊的なボタンは離して配置してください。",
                "primary": "「{title}」はデータを破棄するボタンですが、プライマリの役割が割り当てられています。role に \"destructive\" を指定し、安全なアクションをプライマリにしてください。",
            ]),
    ]
}
