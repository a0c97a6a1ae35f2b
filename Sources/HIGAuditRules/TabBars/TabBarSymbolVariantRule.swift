import HIGAuditCore

struct TabBarSymbolVariantRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "tab-bar-symbol-variant", area: .tabBars, defaultSeverity: .note, higSection: .tabBars,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"tabBar","items":[{"title":"Home","symbol":"house","symbolVariant":"outline"},{"title":"Search","symbol":"magnifyingglass"},{"title":"Profile","symbol":"person","symbolVariant":"fill"}]}]}"##, at: "/elements/0/items/0"),
            .passes(##"{"format":"hig-screen/1","platform":"macOS","elements":[{"type":"tabBar","items":[{"title":"Home","symbol":"house","symbolVariant":"outline"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.platform == .iOS else { return }
        for tab in TabBarItemFacts.all(in: audit) where tab.item.symbolVariant == .outline {
            audit.report(element: tab.bar, suffix: tab.suffix, Message("tab-bar-symbol-variant.message"))
        }
    }
}
