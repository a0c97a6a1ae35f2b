import HIGAuditCore

struct AlertButtonOrderRule: CatalogRule {
    static let id = "alert-button-order"
    static let position = 140

    let descriptor = RuleDescriptor(
        id: Self.id, area: .alerts, defaultSeverity: .warning, higSection: .alerts, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Leave Group?",
                      "buttons": [
                        {"title": "Leave", "isDefault": true},
                        {"title": "Cancel", "role": "cancel"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/buttons/0", "/elements/0/buttons/1"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Save Changes?",
                      "layout": "stack",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Save", "isDefault": true},
                        {"title": "Don't Save"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/buttons/0", "/elements/0/buttons/1"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "macOS",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Save Changes?",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Don't Save"},
                        {"title": "Save", "isDefault": true}
                      ],
                      "layout": "row"
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
                      "title": "Leave Group?",
                      "buttons": [
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Leave"}
                      ]
                    }
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "macOS",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Save Changes?",
                      "layout": "row",
                      "buttons": [
                        {"title": "Don't Save"},
                        {"title": "Cancel", "role": "cancel"},
                        {"title": "Save", "isDefault": true}
                      ]
                    }
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Delete Photo?",
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
        for alert in DialogFacts.all(.alert, in: audit) where alert.buttons.count >= 2 {
            let last = alert.buttons.count - 1
            let defaultIndex = alert.defaultIndex
            let confirming = defaultIndex.flatMap { alert.buttons[$0].role == .cancel ? nil : $0 }
            let expectedDefault: Int
            let expectedCancel: Int
            switch (alert.layout, audit.screen.platform) {
            case (.row, .macOS):
                expectedDefault = last
                expectedCancel = confirming == nil ? last : last - 1
            case (.row, _):
                expectedDefault = last
                expectedCancel = 0
            case (.stack, _):
                expectedDefault = 0
                expectedCancel = last
            }
            if let confirming, confirming != expectedDefault {
                alert.report(
                    button: confirming, in: audit,
                    Message(Self.messageKey(alert.layout == .row ? "default.row" : "default.stack")))
            }
            for cancel in alert.cancelIndices where cancel != expectedCancel {
                let key: MessageKey =
                    switch (alert.layout, audit.screen.platform) {
                    case (.row, .macOS): confirming == nil ? Self.messageKey("cancel.mac.last") : Self.messageKey("cancel.mac")
                    case (.row, _): Self.messageKey("cancel.row")
                    case (.stack, _): Self.messageKey("cancel.stack")
                    }
                alert.report(button: cancel, in: audit, Message(key))
            }
        }
    }
}

extension AlertButtonOrderRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Alert buttons are where people expect them",
            rationale:
                "In a row the default button is trailing and Cancel is leading (on macOS Cancel sits just before the default); in a stack the default is on top and Cancel at the bottom.",
            messages: [
                "default.row": "The default button should be the last (trailing) button of the row.",
                "default.stack": "The default button should be the first button of the stack.",
                "cancel.row": "The cancel button should be the first (leading) button of the row.",
                "cancel.stack": "The cancel button should be the last button of the stack.",
                "cancel.mac": "On macOS the cancel button should come just before the default button.",
                "cancel.mac.last": "On macOS the cancel button should be the last button when there is no default button.",
            ]),
        .ja: RuleWords(
            title: "アラートのボタンを期待どおりの位置に置く",
            rationale: "横に並べる場合はデフォルトボタンを末尾側、キャンセルボタンを先頭側に置きます（macOS ではキャンセルボタンをデフォルトボタンの直前に置きます）。縦に並べる場合はデフォルトボタンを一番上、キャンセルボタンを一番下に置きます。",
            messages: [
                "default.row": "デフォルトボタンは、横に並んだボタンの最後（末尾側）に置いてください。",
                "default.stack": "デフォルトボタンは、縦に並んだボタンの一番上に置いてください。",
                "cancel.row": "キャンセルボタンは、横に並んだボタンの最初（先頭側）に置いてください。",
                "cancel.stack": "キャンセルボタンは、縦に並んだボタンの一番下に置いてください。",
                "cancel.mac": "macOS では、キャンセルボタンをデフォルトボタンの直前に置いてください。",
                "cancel.mac.last": "macOS でデフォルトボタンがない場合は、キャンセルボタンを最後に置いてください。",
            ]),
    ]
}
