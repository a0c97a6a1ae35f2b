import HIGAuditCore

struct ActionSheetTitleLengthRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "action-sheet-title-length", area: .actionSheets, defaultSeverity: .warning, higSection: .actionSheets,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"actionSheet","title":"Do you want to remove this download from your iPhone now?","buttons":[{"title":"Remove","role":"destructive"},{"title":"Cancel","role":"cancel"}]}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"actionSheet","title":"Remove Download?","buttons":[{"title":"Remove","role":"destructive"},{"title":"Cancel","role":"cancel"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        let limit = audit.limits.actionSheetTitleColumns
        for sheet in DialogFacts.all(.actionSheet, in: audit) {
            guard let title = sheet.dialog.title else { continue }
            let columns = DisplayWidth.columns(title)
            guard columns > limit else { continue }
            audit.report(element: sheet.element, Message("action-sheet-title-length.message", ["columns": String(columns), "limit": String(limit)]),
                         measured: .object(["columns": .number(Double(columns)), "limit": .number(Double(limit))]))
        }
    }
}
