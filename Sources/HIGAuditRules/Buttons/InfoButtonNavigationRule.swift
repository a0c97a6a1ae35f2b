import HIGAuditCore

struct InfoButtonNavigationRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "info-button-navigation", area: .buttons, defaultSeverity: .warning, higSection: .buttons,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"infoButton","accessibilityLabel":"Settings","action":"navigate"}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"infoButton","accessibilityLabel":"About This Photo","action":"showDetail"}]}"##),
        ])

    func check(_ audit: AuditContext) {
        for index in audit.visible(.infoButton) where audit.screen.elements[index].action == .navigate {
            audit.report(element: index, Message("info-button-navigation.message"))
        }
    }
}
