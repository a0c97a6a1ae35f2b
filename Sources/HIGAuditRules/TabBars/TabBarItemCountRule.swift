import HIGAuditCore

struct TabBarItemCountRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "tab-bar-item-count", area: .tabBars, defaultSeverity: .warning, higSection: .tabBars,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"tabBar","items":[{"title":"Home"},{"title":"Search"}]}]}"##, at: "/elements/0"),
            .triggers(##"{"format":"hig-screen/1","platform":"iPadOS","elements":[{"type":"tabBar","items":[{"title":"1"},{"title":"2"},{"title":"3"},{"title":"4"},{"title":"5"},{"title":"6"},{"title":"7"},{"title":"8"}]}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","platform":"iPadOS","elements":[{"type":"tabBar","items":[{"title":"Home"},{"title":"Search"}]}]}"##),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"tabBar","items":[{"title":"Home"},{"title":"Library"},{"title":"Search"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        let allowed: ClosedRange<Int>
        switch audit.screen.platform {
        case .iOS: allowed = audit.limits.phoneTabBarItems
        case .iPadOS: allowed = audit.limits.padTabBarItems
        default: return
        }
        for bar in audit.visible(.tabBar) {
            let count = audit.screen.elements[bar].tabBar?.items.count ?? 0
            guard !allowed.contains(count) else { continue }
            let key: MessageKey = count < allowed.lowerBound ? "tab-bar-item-count.few" : "tab-bar-item-count.many"
            audit.report(element: bar,
                         Message(key, ["count": String(count), "min": String(allowed.lowerBound), "max": String(allowed.upperBound),
                                       "platform": audit.screen.platform.rawValue]),
                         measured: .object(["items": .number(Double(count)), "min": .number(Double(allowed.lowerBound)),
                                            "max": .number(Double(allowed.upperBound))]))
        }
    }
}
