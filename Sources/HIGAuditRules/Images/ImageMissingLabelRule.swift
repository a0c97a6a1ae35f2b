import HIGAuditCore

struct ImageMissingLabelRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "image-missing-label", area: .images, defaultSeverity: .warning, higSection: .images,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"view","children":[{"type":"image","symbol":"photo"}]}]}"##, at: "/elements/0/children/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"image","symbol":"photo","accessibilityLabel":"Sunset over the bay"},{"type":"image","decorative":true},{"type":"button","accessibilityLabel":"Play","children":[{"type":"image","symbol":"play.fill"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        let elements = audit.screen.elements
        for index in audit.visible(.image) {
            let image = elements[index]
            guard !image.decorative, image.accessibilityLabel == nil, !isInsideControl(index, elements) else { continue }
            audit.report(element: index, Message("image-missing-label.message"))
        }
    }

    private func isInsideControl(_ index: Int, _ elements: [Element]) -> Bool {
        var ancestor = elements[index].parent
        while ancestor >= 0 {
            if elements[ancestor].type.isControl { return true }
            ancestor = elements[ancestor].parent
        }
        return false
    }
}
