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
        audit.shared("contrast-targets") { collect(in: audit) }
    }

    private static func collect(in audit: AuditContext) -> [ContrastTarget] {
        var targets: [ContrastTarget] = []
        let elements = audit.screen.elements
        for index in audit.visibleElements where elements[index].foreground != nil || elements[index].type == .toggle {
            guard !elements[index].isDisabledInTree else { continue }
            if let foreground = elements[index].foreground, let kind = kind(type: elements[index].type, title: elements[index].title, symbol: elements[index].symbol) {
                targets.append(ContrastTarget(element: index, suffix: "", kind: kind, foreground: foreground,
                                              background: audit.paint.background(of: index), font: elements[index].font))
            }
            if elements[index].type == .toggle, let states = elements[index].states {
                func add(_ appearance: ToggleAppearance?, suffix: String) {
                    guard let appearance, let foreground = appearance.foreground else { return }
                    let hasTitle = appearance.title != nil || elements[index].title != nil
                    let hasSymbol = appearance.symbol != nil || elements[index].symbol != nil
                    guard hasTitle || hasSymbol else { return }
                    var background = audit.paint.background(of: index)
                    if let own = appearance.background { background.color = own.composited(over: background.color) }
                    targets.append(ContrastTarget(element: index, suffix: suffix, kind: hasTitle ? .text : .glyph,
                                                  foreground: foreground, background: background,
                                                  font: appearance.font ?? elements[index].font))
                }
                add(states.on, suffix: "/states/on")
                add(states.off, suffix: "/states/off")
            }
        }
        return targets
    }

    private static func kind(type: ElementType, title: String?, symbol: String?) -> ContrastTarget.Kind? {
        if type == .text { return .text }
        guard type.isControl else { return nil }
        if title != nil { return .text }
        if symbol != nil { return .glyph }
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
