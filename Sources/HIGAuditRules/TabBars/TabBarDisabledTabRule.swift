import HIGAuditCore

struct TabBarDisabledTabRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "tab-bar-disabled-tab", area: .tabBars, defaultSeverity: .error, higSection: .tabBars,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"tabBar","items":[{"title":"Home"},{"title":"Library"},{"title":"Downloads","enabled":false}]}]}"##, at: "/elements/0/items/2"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"tabBar","items":[{"title":"Home"},{"title":"Library","enabled":true},{"title":"Downloads"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        for tab in TabBarItemFacts.all(in: audit) where !tab.item.enabled {
            audit.report(element: tab.bar, suffix: tab.suffix, Message("tab-bar-disabled-tab.message"))
        }
    }
}
