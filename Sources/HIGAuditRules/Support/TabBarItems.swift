import HIGAuditCore

/// One item of a visible tab bar, with where findings about it point.
struct TabBarItemFacts {
    var bar: Int
    var index: Int
    var item: TabBar.Item
    var isCompact: Bool

    var suffix: String { "/items/\(index)" }

    static func all(in audit: AuditContext) -> [TabBarItemFacts] {
        audit.visible(.tabBar).flatMap { bar -> [TabBarItemFacts] in
            let tabBar = audit.screen.elements[bar].tabBar ?? TabBar()
            return tabBar.items.enumerated().map { TabBarItemFacts(bar: bar, index: $0.offset, item: $0.element, isCompact: tabBar.compact) }
        }
    }
}
