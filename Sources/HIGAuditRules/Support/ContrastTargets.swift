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
            if let foreground = elements[index].foreground,
                let kind = kind(type: elements[index].type, title: elements[index].title, symbol: elements[index].symbol)
            {
                targets.append(
                    ContrastTarget(
                        element: index, suffix: "", kind: kind, foreground: foreground,
                        background: audit.paint.background(of: index), font: elements[index].font))
            }
            if elements[index].type == .toggle, let states = elements[index].states {
                func add(_ appearance: ToggleAppearance?, suffix: String) {
                    guard let appearance, let foreground = appearance.foreground else { return }
                    let hasTitle = appearance.title != nil || elements[index].title != nil
                    let hasSymbol = appearance.symbol != nil || elements[index].symbol != nil
                    guard hasTitle || hasSymbol else { return }
                    var background = audit.paint.background(of: index)
                    if let own = appearance.background {
                        background.color = own.composited(over: background.color)
                        // An opaque state background hides whatever is behind it, image or gradient.
                        if own.isOpaque { background.isUnknown = false }
                    }
                    targets.append(
                        ContrastTarget(
                            element: index, suffix: suffix, kind: hasTitle ? .text : .glyph,
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

/// Colors that would pass: the nearest foreground and the nearest background.
struct ContrastSuggestions {
    var foreground: RGB?
    var background: RGB?
    /// The text's own alpha: below 1, a background suggestion was tried with the text
    /// blended over it again.
    var foregroundAlpha: Double = 1
    /// How far each is from the color it replaces (CIEDE2000).
    private var foregroundChange: Double?
    private var backgroundChange: Double?

    /// Each suggestion passes against the other color as measured and as shown (`#RRGGBB`).
    /// `foreground` keeps its alpha: a translucent text is blended again over each
    /// background tried, as it would be drawn.
    init(foreground: RGBA, background: RGB, requirement: ContrastRequirement) {
        foregroundAlpha = foreground.a
        let text = foreground.composited(over: background)
        let shownText = text.shown
        let shownBackground = background.shown
        let foregroundPasses = { (candidate: RGB) in
            requirement.isMet(text: candidate, background: background)
                && (shownBackground == background || requirement.isMet(text: candidate, background: shownBackground))
        }
        let backgroundPasses = { (candidate: RGB) in
            let drawn = foreground.isOpaque ? text : foreground.composited(over: candidate)
            return requirement.isMet(text: drawn, background: candidate)
                && (foreground.isOpaque
                    ? shownText == text || requirement.isMet(text: shownText, background: candidate)
                    : requirement.isMet(text: drawn.shown, background: candidate))
        }
        let foundForeground, foundBackground: (color: RGB, difference: Double)?
        switch requirement {
        case .ratio(let ratio):
            foundForeground = PassingColor.nearestWithDifference(
                to: text, passes: foregroundPasses,
                luminance: PassingColor.wcagBoundary(ratio: ratio, against: background))
            // The closed form holds for an opaque text only: a translucent one moves with the background.
            foundBackground = PassingColor.nearestWithDifference(
                to: background, passes: backgroundPasses,
                luminance: foreground.isOpaque ? PassingColor.wcagBoundary(ratio: ratio, against: text) : nil)
        case .apcaLc:
            foundForeground = PassingColor.nearestWithDifference(to: text, passes: foregroundPasses)
            foundBackground = PassingColor.nearestWithDifference(to: background, passes: backgroundPasses)
        }
        (self.foreground, foregroundChange) = (foundForeground?.color, foundForeground?.difference)
        (self.background, backgroundChange) = (foundBackground?.color, foundBackground?.difference)
    }

    /// Whether the message tells to lighten the text or symbol rather than darken it: the
    /// way the nearest passing color found lies from the background (white text on a mid
    /// blue: a darker one, as no lighter passes), else the way the color itself lies.
    func goesLighter(from color: RGB, against background: RGB) -> Bool {
        guard let foreground else { return color.relativeLuminance > background.relativeLuminance }
        return foreground.relativeLuminance > background.relativeLuminance
    }

    /// The sentence naming the smaller change that would pass: the foreground, or the
    /// background when it is nearer to its own color (white text on a blue button: a darker
    /// blue, not black text). Empty when neither would pass.
    func sentence(_ requirement: ContrastRequirement) -> Message.Argument {
        let apca = if case .apcaLc = requirement { ".apca" } else { "" }
        let arguments: (String) -> [Message.Argument] = { [.init("color", $0), .init("required", NumberFormatting.json(requirement.value))] }
        if let background, let backgroundChange, backgroundChange < foregroundChange ?? .infinity {
            return .init("suggestion", .message(Message(MessageKey("contrast.suggestion.background" + apca), arguments(background.hexString))))
        }
        guard let foreground else {
            return .init("suggestion", .message(Message(MessageKey("contrast.no-suggestion" + apca), arguments("")).withoutColor))
        }
        return .init("suggestion", .message(Message(MessageKey("contrast.suggestion" + apca), arguments(foreground.hexString))))
    }
}

extension Message {
    /// The message with its `color` argument dropped (a sentence that names none).
    fileprivate var withoutColor: Message {
        var message = self
        message.arguments.removeAll { $0.name == "color" }
        return message
    }
}

/// The `measured` object of a contrast finding.
enum ContrastMeasurement {
    static func measured(
        text: RGB, background: RGB, required: Double, suggestions: ContrastSuggestions? = nil, counterpart: ContrastCounterpart? = nil
    ) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("ratio", .number(NumberFormatting.truncated(WCAG.contrastRatio(text, background), places: 2))),
            .init("required", .number(required)),
            .init("foreground", .string(text.hexString)),
            .init("background", .string(background.hexString)),
            .init("apcaLc", .number(NumberFormatting.rounded(APCA.lightnessContrast(text: text, background: background), places: 2))),
        ]
        if let alpha = suggestions?.foregroundAlpha, alpha < 1 {
            members.append(.init("foregroundAlpha", .number(NumberFormatting.rounded(alpha, places: 4))))
        }
        if let color = suggestions?.foreground { members.append(.init("suggestion", .string(color.hexString))) }
        if let color = suggestions?.background { members.append(.init("backgroundSuggestion", .string(color.hexString))) }
        if let counterpart { members.append(.init("increased", counterpart.measured)) }
        return .object(members)
    }

    static func incomplete(foreground: RGBA, required: Double) -> JSONValue {
        .object([
            "incomplete": .bool(true),
            "foreground": .string(foreground.opaque.hexString),
            "required": .number(required),
        ])
    }
}
