import HIGAuditCore

struct AlertCancelRoleRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "alert-cancel-role", area: .alerts, defaultSeverity: .warning, higSection: .alerts,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Leave Group?","buttons":[{"title":"Cancel"},{"title":"Leave","isDefault":true}]}]}"##, at: "/elements/0/buttons/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Leave Group?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Leave"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        guard let words = audit.words, let cancel = words.cancel else { return }
        for alert in DialogFacts.all(.alert, in: audit) {
            for (index, button) in alert.buttons.enumerated() where Wording.isCancelWord(button.title, words) && button.role != .cancel {
                alert.report(button: index, in: audit, Message("alert-cancel-role.message", ["cancel": cancel]))
            }
        }
    }
}
