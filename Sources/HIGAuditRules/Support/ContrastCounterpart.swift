import HIGAuditCore

/// The same contrast check in the screen's counterpart, the other contrast
/// (`increase-contrast.md`, "Contrast findings and the `hig` profile"): for a standard
/// screen, the screen with every variant color at its Increase Contrast value.
struct ContrastCounterpart {
    /// The counterpart's colors, composited, and its ratio.
    let text: RGB
    let background: RGB
    /// Whether its background is known and it meets the requirement.
    let passes: Bool

    /// The counterpart of `target` under `requirement`, when the screen is a standard one
    /// with a counterpart and the counterpart holds the same check with a known background.
    static func of(_ target: ContrastTarget, requirement: ContrastRequirement, in audit: AuditContext) -> ContrastCounterpart? {
        guard let other = targets(in: audit)?[key(target)] else { return nil }
        guard !other.background.isUnknown else { return nil }
        let text = other.foreground.composited(over: other.background.color)
        return ContrastCounterpart(
            text: text, background: other.background.color, passes: requirement.isMet(text: text, background: other.background.color))
    }

    /// Reports the failure of `target` (`ratio` below `required`) as excused when it is: under
    /// the `hig` profile, in a standard screen, when the counterpart passes (the HIG accepts
    /// the default colors' contrast when Increase Contrast's passes). A warning, or a note
    /// when `rule` is set to one, with `message`, whose placeholders are `ratio`,
    /// `required` and `increasedRatio`. Whether it reported.
    static func reportExcused(
        _ counterpart: ContrastCounterpart?, target: ContrastTarget, ratio: Double, required: Double, rule: String,
        message: MessageKey, measured: JSONValue, in audit: AuditContext
    ) -> Bool {
        guard audit.profile == .hig, audit.screen.contrast == .standard, let counterpart, counterpart.passes else { return false }
        audit.report(
            element: target.element, suffix: target.suffix,
            exactSeverity: audit.configuration.severityOverride(for: rule) == .note ? .note : .warning,
            Message(
                message,
                [
                    "ratio": NumberFormatting.json(NumberFormatting.truncated(ratio, places: 2)),
                    "required": NumberFormatting.json(required), "increasedRatio": NumberFormatting.json(counterpart.ratio),
                ]),
            measured: measured)
        return true
    }

    /// The counterpart's ratio, cut to 2 decimals.
    var ratio: Double { NumberFormatting.truncated(WCAG.contrastRatio(text, background), places: 2) }

    /// `measured.increased`: the counterpart's ratio and its colors.
    var measured: JSONValue {
        .object(["ratio": .number(ratio), "foreground": .string(text.hexString), "background": .string(background.hexString)])
    }

    private static func key(_ target: ContrastTarget) -> String { "\(target.element)\(target.suffix)" }

    /// The counterpart's checks by element and suffix; nil without a counterpart, or when
    /// the configuration turns Increase Contrast off.
    private static func targets(in audit: AuditContext) -> [String: ContrastTarget]? {
        audit.shared("contrast-counterpart-targets") { () -> [String: ContrastTarget]? in
            guard audit.configuration.increaseContrast, audit.screen.contrast == .standard, let other = audit.screen.counterpart?.screen
            else { return nil }
            let context = AuditContext(screen: other, configuration: audit.configuration)
            var byKey: [String: ContrastTarget] = [:]
            for target in ContrastTargets.all(in: context) where byKey[key(target)] == nil { byKey[key(target)] = target }
            return byKey
        }
    }
}
