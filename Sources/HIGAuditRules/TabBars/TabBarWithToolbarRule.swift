import HIGAuditCore

struct TabBarWithToolbarRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "tab-bar-with-toolbar", area: .tabBars, defaultSeverity: .error, higSection: .tabBars,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"tabBar","items":[{"title":"Alarm"},{"title":"Stopwatch"},{"title":"Timer"}]},{"type":"toolbar","items":[{"type":"button","title":"Edit"}]}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"tabBar","items":[{"title":"Alarm"},{"title":"Stopwatch"},{"title":"Timer"}]},{"type":"toolbar","hidden":true}]}"##),
        ])

    func check(_ audit: AuditContext) {
        guard !audit.visible(.toolbar).isEmpty else { return }
        for bar in audit.visible(.tabBar) {
            audit.report(element: bar, Message("tab-bar-with-toolbar.message"))
        }
    }
}
