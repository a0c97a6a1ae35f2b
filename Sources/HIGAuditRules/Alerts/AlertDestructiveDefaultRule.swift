import HIGAuditCore

/// Applies to alerts and action sheets alike.
struct AlertDestructiveDefaultRule: CatalogRule {
    static let id = "alert-destructive-default"
    static let position = 90

    let descriptor = RuleDescriptor(
        id: Self.id, area: .alerts, defaultSeverity: .error, higSection: .alerts, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Delete Account?",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Delete", "role": "destructive", "isDefault": true}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/buttons/1"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "actionSheet",
                      "buttons": [
                        {"title": "Delete", "role": "destructive", "isDefault": true},
                        {"title": "Cancel", "role": "cancel"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/buttons/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Delete Account?",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel", "isDefault": true},
                        {"title": "Delete", "role": "destructive"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for dialog in DialogFacts.all(.alert, in: audit) + DialogFacts.all(.actionSheet, in: audit) {
            guard let index = dialog.defaultIndex, dialog.buttons[index].role == .destructive else { continue }
            dialog.report(button: index, in: audit, Message(Self.messageKey("message"), ["title": dialog.buttons[index].title ?? ""]))
        }
    }
}

extension AlertDestructiveDefaultRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "The default button isn't destructive",
            rationale: "The default button is the one Return activates. Making a destructive action the default invites accidents.",
            messages: [
                "message": "The destructive button \"{title}\" is the default; make the cancel or a safe button the default instead."
            ]),
        .ja: RuleWords(
            title: "デフォルトボタンを破壊的なボタンにしない",
            rationale: "デフォルトボタンは Return キーで実行されるボタンです。破壊的なアクションをデフォルトにすると、誤操作を招きます。",
            messages: [
                "message": "破壊的なボタン「{title}」がデフォルトになっています。キャンセルボタンか安全なボタンをデフォルトにしてください。"
            ]),
    ]
}
