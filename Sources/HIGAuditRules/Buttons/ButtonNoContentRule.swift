import HIGAuditCore

struct ButtonNoContentRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "button-no-content", area: .buttons, defaultSeverity: .error, higSection: .buttons,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"button","frame":[16,100,120,44],"background":"#007AFF"}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"button","children":[{"type":"text","text":"Continue"}]},{"type":"button","accessibilityLabel":"Add"}]}"##),
        ])

    func check(_ audit: AuditContext) {
        let elements = audit.screen.elements
        for index in audit.visible(.button) {
            let button = elements[index]
            guard button.title == nil, button.symbol == nil, button.accessibilityLabel == nil else { continue }
            let showsContent = (index + 1 ..< button.subtreeEnd).contains {
                !elements[$0].isHiddenInTree && (elements[$0].type == .text || elements[$0].type == .image)
            }
            if !showsContent { audit.report(element: index, Message("button-no-content.message")) }
        }
    }
}
