import HIGAuditCore

struct PointerLiftRadiusRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "pointer-lift-radius", area: .pointer, defaultSeverity: .warning, higSection: .pointingDevices,
        examples: [
            .triggers(##"{"format":"hig-screen/1","platform":"iPadOS","elements":[{"type":"button","symbol":"plus","accessibilityLabel":"Add","pointer":{"effect":"lift","shape":"custom"}}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","platform":"iPadOS","elements":[{"type":"button","symbol":"plus","accessibilityLabel":"Add","pointer":{"effect":"lift","shape":"circle","cornerRadius":22}},{"type":"button","title":"Edit","pointer":{"effect":"lift","shape":"roundedRect"}}]}"##),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.platform.hasPointer else { return }
        for index in audit.visibleButtonKinds {
            guard let pointer = audit.screen.elements[index].pointer, pointer.effect == .lift,
                  let shape = pointer.shape, shape == .circle || shape == .custom, pointer.cornerRadius == nil else { continue }
            audit.report(element: index, Message("pointer-lift-radius.message", [.init("shape", .message(Message(MessageKey("pointer-shape.\(shape.rawValue)"))))]))
        }
    }
}
