import HIGAuditCore

/// Only buttons that state a `size` are compared: a missing size is no preference.
struct ButtonSizeForPreferenceRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "button-size-for-preference", area: .buttons, defaultSeverity: .warning, higSection: .buttons,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"button","title":"Buy","size":"large"},{"type":"button","title":"Gift","size":"small"}]}"##, at: ""),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"view","children":[{"type":"button","title":"Buy","size":"large"},{"type":"button","title":"Gift","size":"medium"}]}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"button","title":"Buy","size":"large"},{"type":"button","title":"Gift","size":"large"},{"type":"view","children":[{"type":"button","title":"Share","size":"small"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        var sizesByParent: [Int: [ControlSize]] = [:]
        for index in audit.visible(.button) {
            guard let size = audit.screen.elements[index].controlSize else { continue }
            let parent = audit.screen.elements[index].parent
            if sizesByParent[parent]?.contains(size) != true { sizesByParent[parent, default: []].append(size) }
        }
        for (parent, sizes) in sizesByParent where sizes.count > 1 {
            let names = sizes.map(\.rawValue)
            let message = Message("button-size-for-preference.message", [.init("sizes", .list(names.map { Message(MessageKey("control-size.\($0)")) }))])
            let measured = JSONValue.object(["sizes": .array(names.map(JSONValue.string))])
            if parent < 0 {
                audit.report(pointer: "", elementId: nil, message, measured: measured)
            } else {
                audit.report(element: parent, message, measured: measured)
            }
        }
    }
}
