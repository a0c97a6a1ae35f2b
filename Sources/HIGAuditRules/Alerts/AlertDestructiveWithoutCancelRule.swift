import HIGAuditCore

struct AlertDestructiveWithoutCancelRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "alert-destructive-without-cancel", area: .alerts, defaultSeverity: .error, higSection: .alerts,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Erase All Content?","buttons":[{"title":"Erase","role":"destructive"},{"title":"Keep"}]}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Erase All Content?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Erase","role":"destructive"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        for alert in DialogFacts.all(.alert, in: audit) where alert.hasDestructive && !alert.hasCancel {
            audit.report(element: alert.element, Message("alert-destructive-without-cancel.message"))
        }
    }
}
