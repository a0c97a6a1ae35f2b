import HIGAuditCore

/// The one rule that looks at a hidden element: a tab bar hidden by its own `hidden`
/// key (not one inside some other hidden element).
struct TabBarHiddenRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "tab-bar-hidden", area: .tabBars, defaultSeverity: .warning, higSection: .tabBars,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"view"},{"type":"tabBar","hidden":true,"items":[{"title":"Home"},{"title":"Search"},{"title":"Profile"}]}]}"##, at: "/elements/1"),
            .passes(##"{"format":"hig-screen/1","context":{"presentation":"modal"},"elements":[{"type":"tabBar","hidden":true,"items":[{"title":"Home"},{"title":"Search"},{"title":"Profile"}]}]}"##),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"view","hidden":true,"children":[{"type":"tabBar","hidden":true}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.presentation == .fullScreen else { return }
        let elements = audit.screen.elements
        for index in elements.indices where elements[index].type == .tabBar && elements[index].hidden {
            let parent = elements[index].parent
            guard parent < 0 || !elements[parent].isHiddenInTree else { continue }
            audit.report(element: index, Message("tab-bar-hidden.message"))
        }
    }
}
