import HIGAuditCore

struct PullDownTooManyGroupsRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "pulldown-too-many-groups", area: .buttons, defaultSeverity: .warning, higSection: .pullDownButtons,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"pullDownButton","title":"Sort","menu":{"items":[{"title":"Name"},{"title":"Date","separatorBefore":true},{"title":"Size","separatorBefore":true},{"title":"Kind","separatorBefore":true}]}}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"pullDownButton","title":"Sort","menu":{"items":[{"title":"Name","separatorBefore":true},{"title":"Date"},{"title":"Size","separatorBefore":true},{"title":"Ascending","separatorBefore":true},{"title":"Descending"}]}}]}"##),
        ])

    func check(_ audit: AuditContext) {
        let limit = audit.limits.pullDownMenuGroups
        for index in audit.visible(.pullDownButton) {
            let groups = Self.groupCount(audit.screen.elements[index].menu?.items ?? [])
            guard groups > limit else { continue }
            audit.report(element: index,
                         Message("pulldown-too-many-groups.message", ["groups": String(groups), "limit": String(limit)]),
                         measured: .object(["groups": .number(Double(groups)), "limit": .number(Double(limit))]))
        }
    }

    /// A separator before the first item opens no group of its own.
    static func groupCount(_ items: [Menu.Item]) -> Int {
        guard !items.isEmpty else { return 0 }
        return 1 + items.dropFirst().filter(\.separatorBefore).count
    }
}
