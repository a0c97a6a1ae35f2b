import HIGAuditCore

struct AlertCancelTitleRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "alert-cancel-title", area: .alerts, defaultSeverity: .error, higSection: .alerts,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Delete Photo?","buttons":[{"title":"Dismiss","role":"cancel"},{"title":"Delete","role":"destructive"}]}]}"##, at: "/elements/0/buttons/0"),
            .triggers(##"{"format":"hig-screen/1","locale":"ja","elements":[{"type":"alert","title":"写真を削除しますか?","buttons":[{"title":"取り消し","role":"cancel"},{"title":"削除","role":"destructive"}]}]}"##, at: "/elements/0/buttons/0"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Leave Group?","buttons":[{"title":"cancel","role":"cancel"},{"title":"Leave"}]}]}"##, at: "/elements/0/buttons/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Sync Paused","informational":true,"buttons":[{"title":"OK","role":"cancel"}]}]}"##),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Leave Group?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Leave"}]}]}"##),
            .passes(##"{"format":"hig-screen/1","locale":"fr","elements":[{"type":"alert","title":"Quitter ?","buttons":[{"title":"Annuler","role":"cancel"},{"title":"Quitter"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        guard let words = audit.words, let cancel = words.cancel else { return }
        for alert in DialogFacts.all(.alert, in: audit) {
            for index in alert.cancelIndices where !Wording.isCancelWord(alert.buttons[index].title, words) {
                if alert.isInformational && Wording.isOK(alert.buttons[index].title) { continue }
                alert.report(button: index, in: audit, Message("alert-cancel-title.message", ["title": alert.buttons[index].title ?? "", "cancel": cancel]))
            }
        }
    }
}
