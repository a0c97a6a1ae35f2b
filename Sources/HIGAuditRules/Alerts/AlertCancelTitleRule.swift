import HIGAuditCore

struct AlertCancelTitleRule: CatalogRule {
    static let id = "alert-cancel-title"
    static let position = 20

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
                      "title": "Delete Photo?",
                      "buttons": [
                        {"title": "Dismiss", "role": "cancel"},
                        {"title": "Delete", "role": "destructive"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/buttons/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "locale": "ja",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "写真を削除しますか？",
                      "buttons": [
                        {"title": "取り消し", "role": "cancel"},
                        {"title": "削除", "role": "destructive"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/buttons/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Leave Group?",
                      "buttons": [
                        {"title": "cancel", "role": "cancel"},
                        {"title": "Leave"}
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
                      "title": "Sync Paused",
                      "informational": true,
                      "buttons": [{"title": "OK", "role": "cancel"}]
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
                  "locale": "fr",
                  "elements": [
                    {
                      "type": "alert",
                      "title": "Quitter ?",
                      "buttons": [
                        {"title": "Annuler", "role": "cancel"},
                        {"title": "Quitter"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard let words = audit.words, let cancel = words.cancel else { return }
        for alert in DialogFacts.all(.alert, in: audit) {
            for index in alert.cancelIndices where !Wording.isCancelWord(alert.buttons[index].title, words) {
                if alert.isInformational && Wording.isOK(alert.buttons[index].title) { continue }
                alert.report(button: index, in: audit, Message(Self.messageKey("message"), ["title": alert.buttons[index].title ?? "", "cancel": cancel]))
            }
        }
    }
}

extension AlertCancelTitleRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Cancel buttons are titled Cancel",
            rationale: "People look for the word Cancel to back out of an alert safely. Another title on a cancel button makes them read and think.",
            messages: [
                "message": "This cancel button is titled \"{title}\"; title it \"{cancel}\"."
            ]),
        .ja: RuleWords(
            title: "キャンセルボタンのタイトルは「キャンセル」にする",
            rationale: "アラートを安全に閉じたいとき、人は「キャンセル」という言葉を探します。キャンセルボタンのタイトルがほかの言葉だと、読んで考えなければなりません。",
            messages: [
                "message": "このキャンセルボタンのタイトルは「{title}」です。「{cancel}」にしてください。"
            ]),
    ]
}
