import HIGAuditCore

struct ActionSheetCancelPositionRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "action-sheet-cancel-position", area: .actionSheets, defaultSeverity: .warning, higSection: .actionSheets,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"actionSheet","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Save Draft"}]}]}"##, at: "/elements/0/buttons/0"),
            .triggers(##"{"format":"hig-screen/1","platform":"watchOS","elements":[{"type":"actionSheet","buttons":[{"title":"Save Draft"},{"title":"Cancel","role":"cancel"}]}]}"##, at: "/elements/0/buttons/1"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"actionSheet","buttons":[{"title":"Save Draft"},{"title":"Cancel","role":"cancel"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        let onWatch = audit.screen.platform == .watchOS
        for sheet in DialogFacts.all(.actionSheet, in: audit) where !sheet.buttons.isEmpty {
            let expected = onWatch ? 0 : sheet.buttons.count - 1
            for index in sheet.cancelIndices where index != expected {
                sheet.report(button: index, in: audit, Message(onWatch ? "action-sheet-cancel-position.watch" : "action-sheet-cancel-position.message"))
            }
        }
    }
}
