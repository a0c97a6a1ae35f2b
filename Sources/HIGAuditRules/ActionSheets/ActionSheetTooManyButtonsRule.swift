import HIGAuditCore

struct ActionSheetTooManyButtonsRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "action-sheet-too-many-buttons", area: .actionSheets, defaultSeverity: .warning, higSection: .actionSheets,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"actionSheet","buttons":[{"title":"One"},{"title":"Two"},{"title":"Three"},{"title":"Four"},{"title":"Five"},{"title":"Six"},{"title":"Cancel","role":"cancel"}]}]}"##, at: "/elements/0"),
            .triggers(##"{"format":"hig-screen/1","platform":"watchOS","elements":[{"type":"actionSheet","buttons":[{"title":"Cancel","role":"cancel"},{"title":"One"},{"title":"Two"},{"title":"Three"},{"title":"Four"}]}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"actionSheet","buttons":[{"title":"One"},{"title":"Two"},{"title":"Three"},{"title":"Four"},{"title":"Five"},{"title":"Cancel","role":"cancel"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        let onWatch = audit.screen.platform == .watchOS
        let limit = onWatch ? audit.limits.watchActionSheetButtons : audit.limits.actionSheetButtons
        for sheet in DialogFacts.all(.actionSheet, in: audit) where sheet.buttons.count > limit {
            audit.report(element: sheet.element, severity: onWatch ? .error : .warning,
                         Message(onWatch ? "action-sheet-too-many-buttons.watch" : "action-sheet-too-many-buttons.message",
                                 ["count": String(sheet.buttons.count), "limit": String(limit)]),
                         measured: .object(["buttons": .number(Double(sheet.buttons.count)), "limit": .number(Double(limit))]))
        }
    }
}
