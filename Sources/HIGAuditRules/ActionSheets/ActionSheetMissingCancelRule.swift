import HIGAuditCore

struct ActionSheetMissingCancelRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "action-sheet-missing-cancel", area: .actionSheets, defaultSeverity: .error, higSection: .actionSheets,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"actionSheet","title":"Remove Download?","buttons":[{"title":"Remove Download","role":"destructive"},{"title":"Keep"}]}]}"##, at: "/elements/0"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"actionSheet","buttons":[{"title":"Share"},{"title":"Duplicate"}]}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","platform":"iPadOS","elements":[{"type":"actionSheet","buttons":[{"title":"Share"},{"title":"Duplicate"}]}]}"##),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"actionSheet","buttons":[{"title":"Share"},{"title":"Cancel","role":"cancel"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.platform != .iPadOS, audit.screen.platform != .macOS else { return }
        for sheet in DialogFacts.all(.actionSheet, in: audit) where !sheet.hasCancel {
            if sheet.hasDestructive {
                audit.report(element: sheet.element, severity: .error, Message("action-sheet-missing-cancel.destructive"))
            } else {
                audit.report(element: sheet.element, severity: .warning, Message("action-sheet-missing-cancel.message"))
            }
        }
    }
}
