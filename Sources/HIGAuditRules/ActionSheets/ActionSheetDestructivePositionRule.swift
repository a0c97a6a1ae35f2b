import HIGAuditCore

struct ActionSheetDestructivePositionRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "action-sheet-destructive-position", area: .actionSheets, defaultSeverity: .warning, higSection: .actionSheets,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"actionSheet","buttons":[{"title":"Save Draft"},{"title":"Delete Draft","role":"destructive"},{"title":"Cancel","role":"cancel"}]}]}"##, at: "/elements/0/buttons/1"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"actionSheet","buttons":[{"title":"Delete Draft","role":"destructive"},{"title":"Save Draft"},{"title":"Cancel","role":"cancel"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        for sheet in DialogFacts.all(.actionSheet, in: audit) {
            var sawOrdinary = false
            for (index, button) in sheet.buttons.enumerated() {
                switch button.role {
                case .default: sawOrdinary = true
                case .cancel: break
                case .destructive:
                    guard sawOrdinary else { continue }
                    sheet.report(button: index, in: audit, Message("action-sheet-destructive-position.message", ["title": button.title ?? ""]))
                }
            }
        }
    }
}
