import HIGAuditCore

struct AlertYesNoRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "alert-yes-no", area: .alerts, defaultSeverity: .warning, higSection: .alerts,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Turn On Notifications?","buttons":[{"title":"No","role":"cancel"},{"title":"Yes","isDefault":true}]}]}"##, at: "/elements/0/buttons/0", "/elements/0/buttons/1"),
            .triggers(##"{"format":"hig-screen/1","locale":"ja","elements":[{"type":"alert","title":"通知をオンにしますか?","buttons":[{"title":"キャンセル","role":"cancel"},{"title":"はい"}]}]}"##, at: "/elements/0/buttons/1"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Turn On Notifications?","buttons":[{"title":"Not Now","role":"cancel"},{"title":"Turn On"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        guard let words = audit.words, !words.yesNo.isEmpty else { return }
        for alert in DialogFacts.all(.alert, in: audit) {
            for (index, button) in alert.buttons.enumerated() where Wording.isAny(button.title, of: words.yesNo) {
                alert.report(button: index, in: audit, Message("alert-yes-no.message", ["title": button.title ?? ""]))
            }
        }
    }
}
