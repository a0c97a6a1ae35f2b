import HIGAuditCore

struct TextContrastRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "text-contrast", area: .color, defaultSeverity: .error, higSection: .accessibility,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"text","text":"Last synced 2 min ago","foreground":"#9A9A9A","font":{"size":13}}]}"##, at: "/elements/0"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"view","background":"#007AFF","children":[{"type":"text","text":"Continue","foreground":"#FFFFFF","font":{"size":17}}]}]}"##, at: "/elements/0/children/0"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"button","title":"Save","foreground":"#8E8E93"}]}"##, at: "/elements/0"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"text","text":"Photo credit","foreground":"#FFFFFF","backgroundImage":true}]}"##, at: "/elements/0"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"text","text":"Body","foreground":"#777777","font":{"size":17}}]}"##, at: "/elements/0", profile: .apca),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"text","text":"Welcome back","foreground":"#949494","font":{"size":20}}]}"##),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"view","background":"#007AFF","children":[{"type":"text","text":"Continue","foreground":"#FFFFFF","font":{"size":17,"weight":"bold"}}]}]}"##),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"text","text":"Unavailable","foreground":"#C7C7CC","enabled":false}]}"##),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"text","text":"Caption","foreground":"#767676","font":{"size":13}}]}"##, profile: .wcagAA),
        ])

    func check(_ audit: AuditContext) {
        for target in ContrastTargets.all(in: audit) where target.kind == .text {
            let requirement = audit.profile.textRequirement(for: target.font)
            if target.background.isUnknown {
                audit.report(element: target.element, suffix: target.suffix,
                             Message("text-contrast.incomplete", ["required": requirementText(requirement)]),
                             measured: ContrastMeasurement.incomplete(foreground: target.foreground, required: requirement.value),
                             incomplete: true)
                continue
            }
            let text = target.foreground.composited(over: target.background.color)
            let background = target.background.color
            guard !requirement.isMet(text: text, background: background) else { continue }
            let size = NumberFormatting.json(target.font?.effectiveSize ?? Font.bodySize)
            let bold = target.font?.isBold ?? false
            let suggestions = ContrastSuggestions(foreground: target.foreground, background: background, requirement: requirement)
            let measured = ContrastMeasurement.measured(text: text, background: background, required: requirement.value, suggestions: suggestions)
            let message: Message
            switch requirement {
            case .ratio(let required):
                message = Message(bold ? "text-contrast.message.bold" : "text-contrast.message", [
                    .init("ratio", NumberFormatting.json(NumberFormatting.truncated(WCAG.contrastRatio(text, background), places: 2))),
                    .init("required", NumberFormatting.json(required)), .init("size", size),
                    .init("foreground", text.hexString), .init("background", background.hexString),
                    suggestions.sentence(requirement),
                ])
            case .apcaLc(let required):
                message = Message(bold ? "text-contrast.message.apca.bold" : "text-contrast.message.apca", [
                    .init("lc", NumberFormatting.json(abs(NumberFormatting.rounded(APCA.lightnessContrast(text: text, background: background), places: 2)))),
                    .init("required", NumberFormatting.json(required)), .init("size", size),
                    .init("foreground", text.hexString), .init("background", background.hexString),
                    suggestions.sentence(requirement),
                ])
            }
            audit.report(element: target.element, suffix: target.suffix, message, measured: measured)
        }
    }

    private func requirementText(_ requirement: ContrastRequirement) -> String {
        switch requirement {
        case .ratio(let value): NumberFormatting.json(value) + ":1"
        case .apcaLc(let value): "Lc " + NumberFormatting.json(value)
        }
    }
}
