import HIGAuditCore

/// Something whose color must stand out from the background behind it.
struct ContrastTarget {
    enum Kind { case text, glyph }

    var element: Int
    /// Pointer suffix below the element (`/states/on` for a toggle state).
    var suffix: String
    var kind: Kind
    var foreground: RGBA
    var background: EffectiveBackground
    var font: Font?
}

/// Every text and glyph the contrast rules measure, in paint order: text elements,
/// control titles and symbols, and each toggle state that has its own foreground.
/// Disabled elements, and everything inside them, are exempt.
enum ContrastTargets {
    static func all(in audit: AuditContext) -> [ContrastTarget] {
        var targets: [ContrastTarget] = []
        for index in audit.visibleElements {
            let element = audit.screen.elements[index]
            guard !element.isDisabledInTree else { continue }
            if let foreground = element.foreground, let kind = kind(of: element) {
                targets.append(ContrastTarget(element: index, suffix: "", kind: kind, foreground: foreground,
                                              background: audit.paint.background(of: index), font: element.font))
            }
            if element.type == .toggle, let states = element.states {
                for (name, appearance) in [("on", states.on), ("off", states.off)] {
                    guard let appearance, let foreground = appearance.foreground else { continue }
                    let hasTitle = (appearance.title ?? element.title) != nil
                    let hasSymbol = (appearance.symbol ?? element.symbol) != nil
                    guard hasTitle || hasSymbol else { continue }
                    var background = audit.paint.background(of: index)
                    if let own = appearance.background { background.color = own.composited(over: background.color) }
                    targets.append(ContrastTarget(element: index, suffix: "/states/\(name)", kind: hasTitle ? .text : .glyph,
                                                  foreground: foreground, background: background,
                                                  font: appearance.font ?? element.font))
                }
            }
        }
        return targets
    }

    private static func kind(of element: Element) -> ContrastTarget.Kind? {
        if element.type == .text { return .text }
        guard element.type.isControl else { return nil }
        if element.title != nil { return .text }
        if element.symbol != nil { return .glyph }
        return nil
    }
}

/// The `measured` object of a contrast finding.
enum ContrastMeasurement {
    static func measured(text: RGB, background: RGB, required: Double) -> JSONValue {
        .object([
            "ratio": .number(NumberFormatting.truncated(WCAG.contrastRatio(text, background), places: 2)),
            "required": .number(required),
            "foreground": .string(text.hexString),
            "background": .string(background.hexString),
            "apcaLc": .number(NumberFormatting.rounded(APCA.lightnessContrast(text: text, background: background), places: 2)),
        ])
    }

    static func incomplete(foreground: RGBA, required: Double) -> JSONValue {
        .object([
            "incomplete": .bool(true),
            "foreground": .string(foreground.opaque.hexString),
            "required": .number(required),
        ])
    }
}
