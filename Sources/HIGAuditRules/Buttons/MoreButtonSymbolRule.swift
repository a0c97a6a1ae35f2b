import HIGAuditCore

struct MoreButtonSymbolRule: AuditRule {
    static let expectedSymbol = "ellipsis.circle"

    let descriptor = RuleDescriptor(
        id: "more-button-symbol", area: .buttons, defaultSeverity: .note, higSection: .pullDownButtons,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"pullDownButton","accessibilityLabel":"More","symbol":"ellipsis"}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"pullDownButton","accessibilityLabel":"More","symbol":"ellipsis.circle"},{"type":"pullDownButton","title":"Sort","symbol":"arrow.up.arrow.down"}]}"##),
        ])

    func check(_ audit: AuditContext) {
        let more = ControlWords.more(audit)
        guard !more.isEmpty else { return }
        for index in audit.visible(.pullDownButton) {
            let button = audit.screen.elements[index]
            guard let symbol = button.symbol, symbol != Self.expectedSymbol else { continue }
            guard Wording.isAny(button.title, of: more) || Wording.isAny(button.accessibilityLabel, of: more) else { continue }
            audit.report(element: index, Message("more-button-symbol.message", ["symbol": symbol, "expected": Self.expectedSymbol]))
        }
    }
}
