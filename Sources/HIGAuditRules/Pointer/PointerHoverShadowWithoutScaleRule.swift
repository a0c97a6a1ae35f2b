import HIGAuditCore

struct PointerHoverShadowWithoutScaleRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "pointer-hover-shadow-without-scale", area: .pointer, defaultSeverity: .warning, higSection: .pointingDevices,
        examples: [
            .triggers(##"{"format":"hig-screen/1","platform":"iPadOS","elements":[{"type":"button","title":"Play","pointer":{"effect":"hover","hover":{"shadow":true}}},{"type":"button","title":"Pause","pointer":{"effect":"hover","hover":{"shadow":true,"scale":1}}}]}"##, at: "/elements/0", "/elements/1"),
            .passes(##"{"format":"hig-screen/1","platform":"iPadOS","elements":[{"type":"button","title":"Play","pointer":{"effect":"hover","hover":{"shadow":true,"scale":1.1}}},{"type":"button","title":"Pause","pointer":{"effect":"hover","hover":{"tint":true}}}]}"##),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.platform.hasPointer else { return }
        for index in audit.visibleButtonKinds {
            guard let pointer = audit.screen.elements[index].pointer, pointer.effect == .hover,
                  let hover = pointer.hover, hover.shadow, (hover.scale ?? 1) <= 1 else { continue }
            audit.report(element: index, Message("pointer-hover-shadow-without-scale.message"),
                         measured: hover.scale.map { .object(["scale": .number($0)]) })
        }
    }
}
