import HIGAuditCore

struct TabBarActionItemRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "tab-bar-action-item", area: .tabBars, defaultSeverity: .error, higSection: .tabBars,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"tabBar","items":[{"title":"Home"},{"title":"Post","symbol":"plus","action":true},{"title":"Profile"}]}]}"##, at: "/elements/0/items/1"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"tabBar","items":[{"title":"Home"},{"title":"Search"},{"title":"Profile"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        for tab in TabBarItemFacts.all(in: audit) where tab.item.action {
            audit.report(element: tab.bar, suffix: tab.suffix, Message("tab-bar-action-item.message"))
        }
    }
}
