import HIGAuditCore

struct ButtonTooManyFilledRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "button-too-many-filled", area: .buttons, defaultSeverity: .warning, higSection: .buttons,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"button","title":"Buy","style":"filled"},{"type":"button","title":"Gift","style":"filled"},{"type":"button","title":"Share","style":"filled"}]}"##, at: "/elements/1"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"button","title":"Buy","style":"filled"},{"type":"button","title":"Gift","style":"gray"},{"type":"view","children":[{"type":"button","title":"Subscribe","style":"filled"}]},{"type":"button","title":"Rent","style":"filled","hidden":true}]}"##),
        ])

    func check(_ audit: AuditContext) {
        let filled = audit.visible(.button).filter { audit.screen.elements[$0].style == .filled }
        var byParent: [Int: [Int]] = [:]
        for index in filled { byParent[audit.screen.elements[index].parent, default: []].append(index) }
        for siblings in byParent.values where siblings.count > 1 {
            audit.report(element: siblings[1],
                         Message("button-too-many-filled.message", ["count": String(siblings.count)]),
                         measured: .object(["filledButtons": .number(Double(siblings.count)), "limit": .number(1)]))
        }
    }
}
