import HIGAuditCore

struct AlertCancelNotDefaultRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "alert-cancel-not-default", area: .alerts, defaultSeverity: .note, higSection: .alerts,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Delete Photo?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Delete","role":"destructive"}]}]}"##, at: "/elements/0/buttons/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Delete Photo?","buttons":[{"title":"Cancel","role":"cancel","isDefault":true},{"title":"Delete","role":"destructive"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        for alert in DialogFacts.all(.alert, in: audit) where alert.hasDestructive {
            for index in alert.cancelIndices where !alert.buttons[index].isDefault {
                alert.report(button: index, in: audit, Message("alert-cancel-not-default.message"))
            }
        }
    }
}
