import HIGAuditCore

/// Applies to alerts and action sheets alike.
struct AlertDestructiveDefaultRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "alert-destructive-default", area: .alerts, defaultSeverity: .error, higSection: .alerts,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Delete Account?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Delete","role":"destructive","isDefault":true}]}]}"##, at: "/elements/0/buttons/1"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"actionSheet","buttons":[{"title":"Delete","role":"destructive","isDefault":true},{"title":"Cancel","role":"cancel"}]}]}"##, at: "/elements/0/buttons/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Delete Account?","buttons":[{"title":"Cancel","role":"cancel","isDefault":true},{"title":"Delete","role":"destructive"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        for dialog in DialogFacts.all(.alert, in: audit) + DialogFacts.all(.actionSheet, in: audit) {
            guard let index = dialog.defaultIndex, dialog.buttons[index].role == .destructive else { continue }
            dialog.report(button: index, in: audit, Message("alert-destructive-default.message", ["title": dialog.buttons[index].title ?? ""]))
        }
    }
}
