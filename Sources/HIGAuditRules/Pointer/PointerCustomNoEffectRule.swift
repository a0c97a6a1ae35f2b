import HIGAuditCore

struct PointerCustomNoEffectRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "pointer-custom-no-effect", area: .pointer, defaultSeverity: .note, higSection: .pointingDevices,
        examples: [
            .triggers(##"{"format":"hig-screen/1","platform":"iPadOS","elements":[{"type":"navigationBar","items":[{"type":"button","custom":true,"title":"Filter","pointer":{"effect":"none"}}]}]}"##, at: "/elements/0/items/0"),
            .passes(##"{"format":"hig-screen/1","platform":"iPadOS","elements":[{"type":"navigationBar","items":[{"type":"button","custom":true,"title":"Filter","pointer":{"effect":"highlight"}}]},{"type":"button","custom":true,"title":"Sort","pointer":{"effect":"none"}}]}"##),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.platform.hasPointer else { return }
        for index in audit.visibleButtonKinds {
            let element = audit.screen.elements[index]
            guard element.custom, element.pointer?.effect == PointerEffect.none, audit.isInsideBar(index) else { continue }
            audit.report(element: index, Message("pointer-custom-no-effect.message"))
        }
    }
}
