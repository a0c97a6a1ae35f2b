import HIGAuditCore

struct PopUpNoSelectionRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "popup-no-selection", area: .buttons, defaultSeverity: .warning, higSection: .popUpButtons,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"popUpButton","options":["Small","Medium","Large"]},{"type":"popUpButton","options":["Day","Week"],"selected":"Month"}]}"##, at: "/elements/0", "/elements/1"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"popUpButton","options":["Small","Medium","Large"],"selected":"Medium"},{"type":"popUpButton"}]}"##),
        ])

    func check(_ audit: AuditContext) {
        for index in audit.visible(.popUpButton) {
            let button = audit.screen.elements[index]
            guard let options = button.options, !options.isEmpty else { continue }
            if let selected = button.selected, options.contains(selected) { continue }
            let message = button.selected.map { Message("popup-no-selection.unknown", ["selected": $0]) }
                ?? Message("popup-no-selection.message")
            audit.report(element: index, message, measured: .object(["options": .number(Double(options.count))]))
        }
    }
}
