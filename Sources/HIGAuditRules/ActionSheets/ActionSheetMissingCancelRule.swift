import HIGAuditCore

struct ActionSheetMissingCancelRule: CatalogRule {
    static let id = "action-sheet-missing-cancel"
    static let position = 10

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
                      "title": "Remove Download?",
                      "buttons": [
                        {"title": "Remove Download", "role": "destructive"},
                        {"title": "Keep"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "actionSheet", "buttons": [{"title": "Share"}, {"title": "Duplicate"}]}
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "iPadOS",
                  "elements": [
                    {"type": "actionSheet", "buttons": [{"title": "Share"}, {"title": "Duplicate"}]}
                  ]
                }
                """#),
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
        guard audit.screen.platform != .iPadOS, audit.screen.platform != .macOS else { return }
        for sheet in DialogFacts.all(.actionSheet, in: audit) where !sheet.hasCancel {
            if sheet.hasDestructive {
                audit.report(element: sheet.element, severity: .error, Message(Self.messageKey("destructive")))
            } else {
                audit.report(element: sheet.element, severity: .warning, Message(Self.messageKey("message")))
            }
        }
    }
}

extension ActionSheetMissingCancelRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Action sheets offer Cancel",
            rationale: "On iPhone an action sheet needs a cancel button so people can back out; on iPad and Mac a tap outside the popover dismisses it.",
            messages: [
                "message": "The action sheet has no cancel button; add one with role \"cancel\".",
                "destructive": "The action sheet offers a destructive action but no cancel button; add one with role \"cancel\".",
                "message.figma": "The action sheet has no cancel button; add a button titled \"Cancel\", or put \"Cancel\" in a button's layer name.",
                "destructive.figma":
                    "The action sheet offers a destructive action but no cancel button; add a button titled \"Cancel\", or put \"Cancel\" in a button's layer name.",
            ]),
        .ja: RuleWords(
            title: "アクションシートにはキャンセルボタンを用意する",
            rationale: "iPhone のアクションシートには、操作を取りやめるためのキャンセルボタンが必要です。iPad と Mac では、ポップオーバーの外側をタップすれば閉じられます。",
            messages: [
                "message": "アクションシートにキャンセルボタンがありません。role が \"cancel\" のボタンを追加してください。",
                "destructive": "アクションシートに破壊的なアクションがありますが、キャンセルボタンがありません。role が \"cancel\" のボタンを追加してください。",
                "message.figma": "アクションシートにキャンセルボタンがありません。「キャンセル」というタイトルのボタンを追加するか、ボタンのレイヤー名に「Cancel」を加えてください。",
                "destructive.figma": "アクションシートに破壊的なアクションがありますが、キャンセルボタンがありません。「キャンセル」というタイトルのボタンを追加するか、ボタンのレイヤー名に「Cancel」を加えてください。",
            ]),
    ]
}
