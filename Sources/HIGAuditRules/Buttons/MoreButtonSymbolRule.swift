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
        guard ControlWords.areAvailable(in: audit) else { return }
        for index in audit.visible(.pullDownButton) {
            let button = audit.screen.elements[index]
            guard let symbol = button.symbol, symbol != Self.expectedSymbol else { continue }
            guard Wording.isAny(button.title, of: ControlWords.more) || Wording.isAny(button.accessibilityLabel, of: ControlWords.more) else { continue }
            audit.report(element: index, Message("more-button-symbol.message", ["symbol": symbol, "expected": Self.expectedSymbol]))
        }
    }
}
