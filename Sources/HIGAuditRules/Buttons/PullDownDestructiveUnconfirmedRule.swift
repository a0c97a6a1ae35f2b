import HIGAuditCore

struct PullDownDestructiveUnconfirmedRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "pulldown-destructive-unconfirmed", area: .buttons, defaultSeverity: .warning, higSection: .pullDownButtons,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"pullDownButton","title":"Edit","menu":{"items":[{"title":"Duplicate"},{"title":"Delete","destructive":true}]}}]}"##, at: "/elements/0/menu/items/1"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"pullDownButton","title":"Edit","menu":{"items":[{"title":"Duplicate"},{"title":"Delete","destructive":true,"confirms":true}]}}]}"##),
        ])

    func check(_ audit: AuditContext) {
        for index in audit.visible(.pullDownButton) {
            let items = audit.screen.elements[index].menu?.items ?? []
            for (position, item) in items.enumerated() where item.destructive && !item.confirms {
                audit.report(element: index, suffix: "/menu/items/\(position)",
                             Message("pulldown-destructive-unconfirmed.message"))
            }
        }
    }
}
