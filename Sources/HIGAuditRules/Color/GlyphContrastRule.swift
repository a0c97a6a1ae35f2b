import HIGAuditCore

struct GlyphContrastRule: AuditRule {
    static let required = 3.0

    let descriptor = RuleDescriptor(
        id: "glyph-contrast", area: .color, defaultSeverity: .error, higSection: .accessibility,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"toggle","states":{"on":{"symbol":"star","foreground":"#FF9500"},"off":{"symbol":"star","foreground":"#8E8E93"}}}]}"##, at: "/elements/0/states/on"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"button","symbol":"trash","accessibilityLabel":"Delete","foreground":"#AEAEB2"}]}"##, at: "/elements/0"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"button","symbol":"plus","accessibilityLabel":"Add","foreground":"#FF9500"}]}"##, at: "/elements/0", profile: .apca),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"view","backgroundImage":true,"children":[{"type":"toggle","states":{"on":{"symbol":"star.fill","foreground":"#FF9500","background":"#FFD60A"},"off":{"symbol":"star","foreground":"#000000","background":"#FFFFFF"}}}]}]}"##, at: "/elements/0/children/0/states/on"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"button","symbol":"trash","accessibilityLabel":"Delete","foreground":"#8E8E93"}]}"##),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"button","title":"Share","symbol":"square.and.arrow.up","foreground":"#8E8E93","font":{"size":20}}]}"##),
        ])

    func check(_ audit: AuditContext) {
        for target in ContrastTargets.all(in: audit) where target.kind == .glyph {
            if target.background.isUnknown {
                audit.report(element: target.element, suffix: target.suffix,
                             Message("glyph-contrast.incomplete", ["required": NumberFormatting.json(Self.required) + ":1"]),
                             measured: ContrastMeasurement.incomplete(foreground: target.foreground, required: Self.required),
                             incomplete: true)
                continue
            }
            let glyph = target.foreground.composited(over: target.background.color)
            let background = target.background.color
            let ratio = WCAG.contrastRatio(glyph, background)
            guard ratio < Self.required else { continue }
            let requirement = ContrastRequirement.ratio(Self.required)
            let suggestions = ContrastSuggestions(foreground: target.foreground, background: background, requirement: requirement)
            audit.report(element: target.element, suffix: target.suffix,
                         Message("glyph-contrast.message", [
                            .init("ratio", NumberFormatting.json(NumberFormatting.truncated(ratio, places: 2))),
                            .init("required", NumberFormatting.json(Self.required)),
                            .init("foreground", glyph.hexString), .init("background", background.hexString),
                            suggestions.sentence(requirement),
                         ]),
                         measured: ContrastMeasurement.measured(text: glyph, background: background, required: Self.required, suggestions: suggestions))
        }
    }
}
