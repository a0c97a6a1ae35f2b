import HIGAuditCore

struct AlertNoButtonsRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "alert-no-buttons", area: .alerts, defaultSeverity: .error, higSection: .alerts,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Saving…"}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Download Complete","buttons":[{"title":"OK"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        for alert in DialogFacts.all(.alert, in: audit) where alert.buttons.isEmpty {
            audit.report(element: alert.element, Message("alert-no-buttons.message"))
        }
    }
}
