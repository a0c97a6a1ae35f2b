import HIGAuditCore

struct CloseWithOpposingPairRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "close-with-opposing-pair", area: .buttons, defaultSeverity: .warning, higSection: .closeButtons,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"closeButton","accessibilityLabel":"Close"},{"type":"toolbar","items":[{"type":"button","title":"Cancel"},{"type":"button","title":"Save"}]}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"closeButton","accessibilityLabel":"Close"},{"type":"button","title":"Save"}]}"##),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"button","title":"Cancel"},{"type":"button","title":"Save"}]}"##),
        ])

    func check(_ audit: AuditContext) {
        let buttons = ScreenButtons.of(audit)
        guard buttons.hasCancel, buttons.hasDone || buttons.hasSave else { return }
        for index in buttons.closeButtons {
            audit.report(element: index, Message("close-with-opposing-pair.message"))
        }
    }
}
