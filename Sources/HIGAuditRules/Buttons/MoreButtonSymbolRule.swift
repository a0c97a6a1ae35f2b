import HIGAuditCore

struct MoreButtonSymbolRule: CatalogRule {
    static let id = "more-button-symbol"
    static let position = 120

    static let expectedSymbol = "ellipsis.circle"

    let descriptor = RuleDescriptor(
        id: Self.id, area: .buttons, defaultSeverity: .note, higSection: .pullDownButtons, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "pullDownButton", "accessibilityLabel": "More", "symbol": "ellipsis"}
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "pullDownButton", "accessibilityLabel": "More", "symbol": "ellipsis.circle"},
                    {"type": "pullDownButton", "title": "Sort", "symbol": "arrow.up.arrow.down"}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        let more = ControlWords.more(audit)
        guard !more.isEmpty else { return }
        for index in audit.visible(.pullDownButton) {
            let button = audit.screen.elements[index]
            guard let symbol = button.symbol, symbol != Self.expectedSymbol else { continue }
            guard Wording.isAny(button.title, of: more) || Wording.isAny(button.accessibilityLabel, of: more) else { continue }
            audit.report(element: index, Message(Self.messageKey("message"), ["symbol": symbol, "expected": Self.expectedSymbol]))
        }
    }
}

extension MoreButtonSymbolRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "More buttons use the ellipsis.circle symbol",
            rationale: "People recognize the ellipsis in a circle as the button that reveals more actions; another symbol makes them guess.",
            messages: [
                "message": "This More button shows \"{symbol}\"; use the \"{expected}\" symbol."
            ]),
        .ja: RuleWords(
            title: "「その他」ボタンには ellipsis.circle シンボルを使う",
            rationale: "丸で囲んだ省略記号は、ほかのアクションを表示するボタンとして認識されています。別のシンボルを使うと、推測を強いることになります。",
            messages: [
                "message": "この「その他」ボタンには「{symbol}」が表示されています。「{expected}」シンボルを使ってください。"
            ]),
    ]
}
