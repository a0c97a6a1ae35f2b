import HIGAuditCore

struct ToggleIndistinguishableRule: CatalogRule {
    static let id = "toggle-indistinguishable"
    static let position = 20

    let descriptor = RuleDescriptor(
        id: Self.id, area: .toggles, defaultSeverity: .error, higSection: .toggles, words: Self.words, readsColors: true,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "toggle", "states": {"on": {"symbol": "bell"}, "off": {"symbol": "bell"}}}
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "toggle", "title": "Mute"}
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "toggle", "states": {"on": {"symbol": "bell.fill"}}}
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "toggle", "states": {"on": {"background": "#FFFFFF"}, "off": {}}}
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "toggle", "states": {"on": {"symbol": "bell.fill"}, "off": {"symbol": "bell"}}}
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "toggle", "style": "switch", "title": "Wi-Fi"}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for (index, outcome) in ToggleComparison.outcomes(in: audit) {
            switch outcome {
            case .missingStates:
                audit.report(element: index, Message(Self.messageKey("missing")))
            case .identical:
                audit.report(element: index, Message(Self.messageKey("identical")))
            case .colorOnly, .distinguishable:
                break
            }
        }
    }
}

extension ToggleIndistinguishableRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Toggle states can be told apart",
            rationale:
                "A toggle must show whether it is on. When both states look the same, or the export doesn't describe them, nobody can tell what tapping it did.",
            messages: [
                "identical": "The on and off states look identical; give the on state a different symbol, shape or indicator.",
                "missing": "The toggle doesn't describe both its on and off states; add \"states\" with \"on\" and \"off\" appearances.",
            ]),
        .ja: RuleWords(
            title: "トグルの状態を見分けられるようにする",
            rationale: "トグルは、オンになっているかどうかを示す必要があります。2 つの状態が同じに見えたり、エクスポートに状態の記述がなかったりすると、タップして何が変わったのか誰にもわかりません。",
            messages: [
                "identical": "オンとオフの状態がまったく同じに見えます。オンの状態には別のシンボル、形、インジケータを使ってください。",
                "missing": "トグルにオンとオフ両方の状態の記述がありません。\"on\" と \"off\" の見た目を含む \"states\" を追加してください。",
            ]),
    ]
}
