import HIGAuditCore

struct AlertTooManyButtonsRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "alert-too-many-buttons", area: .alerts, defaultSeverity: .error, higSection: .alerts,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Save Changes?","buttons":[{"title":"Save","isDefault":true},{"title":"Save as Copy"},{"title":"Don't Save"},{"title":"Cancel","role":"cancel"}]}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Save Changes?","buttons":[{"title":"Save","isDefault":true},{"title":"Don't Save"},{"title":"Cancel","role":"cancel"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        let limit = audit.limits.alertButtons
        for alert in DialogFacts.all(.alert, in: audit) where alert.buttons.count > limit {
            audit.report(element: alert.element, Message("alert-too-many-buttons.message", ["count": String(alert.buttons.count), "limit": String(limit)]),
                         measured: .object(["buttons": .number(Double(alert.buttons.count)), "limit": .number(Double(limit))]))
        }
    }
}
