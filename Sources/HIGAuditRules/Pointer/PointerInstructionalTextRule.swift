import HIGAuditCore

struct PointerInstructionalTextRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "pointer-instructional-text", area: .pointer, defaultSeverity: .warning, higSection: .pointingDevices,
        examples: [
            .triggers(##"{"format":"hig-screen/1","platform":"macOS","elements":[{"type":"button","symbol":"doc.on.doc","accessibilityLabel":"Copy","pointer":{"annotation":"Click to copy the link"}}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","platform":"macOS","elements":[{"type":"button","symbol":"doc.on.doc","accessibilityLabel":"Copy","pointer":{"annotation":"Copy Link"}},{"type":"button","title":"Users","pointer":{"annotation":"Username rules"}}]}"##),
        ])

    func check(_ audit: AuditContext) {
        let verbs = ControlWords.pointerVerbs(audit)
        guard audit.screen.platform.hasPointer, !verbs.isEmpty else { return }
        for index in audit.visibleButtonKinds {
            guard let annotation = audit.screen.elements[index].pointer?.annotation,
                  Wording.startsWithWholeWord(annotation, of: verbs) else { continue }
            audit.report(element: index, Message("pointer-instructional-text.message", ["annotation": annotation]))
        }
    }
}
