import HIGAuditCore

struct AlertOKDefaultRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "alert-ok-default", area: .alerts, defaultSeverity: .error, higSection: .alerts,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Delete Photo?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"OK","isDefault":true}]}]}"##, at: "/elements/0/buttons/1"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Move to Trash?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Okay"}]}]}"##, at: "/elements/0/buttons/1"),
            .triggers(##"{"format":"hig-screen/1","locale":"ja","elements":[{"type":"alert","title":"送信しますか?","buttons":[{"title":"キャンセル","role":"cancel"},{"title":"ＯＫ"}]}]}"##, at: "/elements/0/buttons/1"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Download Complete","buttons":[{"title":"OK"}]}]}"##),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Delete Photo?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Delete","role":"destructive"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        for alert in DialogFacts.all(.alert, in: audit) where !alert.isInformational {
            guard let index = alert.defaultIndex, Wording.isOK(alert.buttons[index].title) else { continue }
            alert.report(button: index, in: audit, Message("alert-ok-default.message", ["title": alert.buttons[index].title ?? ""]))
        }
    }
}
