import HIGAuditCore

struct TabBarBadgeRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "tab-bar-badge", area: .tabBars, defaultSeverity: .warning, higSection: .tabBars,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"tabBar","items":[{"title":"Inbox","badge":"New"},{"title":"Sent","badge":"3"},{"title":"Drafts","badge":" "}]}]}"##, at: "/elements/0/items/0", "/elements/0/items/2"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"tabBar","items":[{"title":"Inbox","badge":"99+"},{"title":"Sent","badge":"!"},{"title":"Drafts","badge":""}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        for tab in TabBarItemFacts.all(in: audit) {
            guard let badge = tab.item.badge, !Self.isCountOrAlert(badge) else { continue }
            audit.report(element: tab.bar, suffix: tab.suffix, Message("tab-bar-badge.message", ["badge": badge]))
        }
    }

    /// A whole number, optionally followed by `+` (`99+`), or `!`.
    static func isCountOrAlert(_ badge: String) -> Bool {
        if badge == "!" { return true }
        let digits = badge.hasSuffix("+") ? badge.dropLast() : badge[...]
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
