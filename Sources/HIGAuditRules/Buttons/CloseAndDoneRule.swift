import HIGAuditCore

struct CloseAndDoneRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "close-and-done", area: .buttons, defaultSeverity: .error, higSection: .closeButtons,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"navigationBar","items":[{"type":"closeButton","accessibilityLabel":"Close"},{"type":"button","title":"Done"}]}]}"##, at: "/elements/0/items/0"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"button","title":"done"},{"type":"button","title":"Close"}]}"##, at: "/elements/1"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"closeButton","accessibilityLabel":"Close"},{"type":"button","title":"Done","hidden":true}]}"##),
        ])

    func check(_ audit: AuditContext) {
        let buttons = ScreenButtons.of(audit)
        guard buttons.hasDone else { return }
        for index in buttons.closeButtons {
            audit.report(element: index, Message("close-and-done.message"))
        }
    }
}
