import HIGAuditCore

struct ToggleIndistinguishableRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "toggle-indistinguishable", area: .toggles, defaultSeverity: .error, higSection: .toggles,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"toggle","states":{"on":{"symbol":"bell"},"off":{"symbol":"bell"}}}]}"##, at: "/elements/0"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"toggle","title":"Mute"}]}"##, at: "/elements/0"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"toggle","states":{"on":{"symbol":"bell.fill"}}}]}"##, at: "/elements/0"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"toggle","states":{"on":{"background":"#FFFFFF"},"off":{}}}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"toggle","states":{"on":{"symbol":"bell.fill"},"off":{"symbol":"bell"}}}]}"##),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"toggle","style":"switch","title":"Wi-Fi"}]}"##),
        ])

    func check(_ audit: AuditContext) {
        for (index, outcome) in ToggleComparison.outcomes(in: audit) {
            switch outcome {
            case .missingStates:
                audit.report(element: index, Message("toggle-indistinguishable.missing"))
            case .identical:
                audit.report(element: index, Message("toggle-indistinguishable.identical"))
            case .colorOnly, .distinguishable:
                break
            }
        }
    }
}
