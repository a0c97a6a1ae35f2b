import HIGAuditCore

struct ActionSheetCancelTitleRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "action-sheet-cancel-title", area: .actionSheets, defaultSeverity: .error, higSection: .actionSheets,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"actionSheet","buttons":[{"title":"Share"},{"title":"Close","role":"cancel"}]}]}"##, at: "/elements/0/buttons/1"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"actionSheet","buttons":[{"title":"Share"},{"title":"Cancel","role":"cancel"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        guard let words = audit.words, let cancel = words.cancel else { return }
        for sheet in DialogFacts.all(.actionSheet, in: audit) {
            for index in sheet.cancelIndices where !Wording.isCancelWord(sheet.buttons[index].title, words) {
                sheet.report(button: index, in: audit, Message("action-sheet-cancel-title.message", ["title": sheet.buttons[index].title ?? "", "cancel": cancel]))
            }
        }
    }
}
