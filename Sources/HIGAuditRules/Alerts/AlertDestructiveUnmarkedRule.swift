import HIGAuditCore

struct AlertDestructiveUnmarkedRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "alert-destructive-unmarked", area: .alerts, defaultSeverity: .warning, higSection: .alerts,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Delete Draft?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Delete Draft"}]}]}"##, at: "/elements/0/buttons/1"),
            .triggers(##"{"format":"hig-screen/1","locale":"ja","elements":[{"type":"alert","title":"下書きを削除しますか?","buttons":[{"title":"キャンセル","role":"cancel"},{"title":"削除する"}]}]}"##, at: "/elements/0/buttons/1"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Delete Draft?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Delete Draft","role":"destructive"}]}]}"##),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Show Deleted Items?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Deleted Items"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        guard let words = audit.words, !words.destructiveVerbs.isEmpty else { return }
        for alert in DialogFacts.all(.alert, in: audit) {
            for (index, button) in alert.buttons.enumerated()
            where button.role != .destructive && Wording.startsWithDestructiveVerb(button.title, words) {
                alert.report(button: index, in: audit, Message("alert-destructive-unmarked.message", ["title": button.title ?? ""]))
            }
        }
    }
}
