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

    /// Whether a failure is excused: under the `hig` profile, in a standard screen, when the
    /// counterpart passes.
    static func excuses(_ counterpart: ContrastCounterpart?, in audit: AuditContext) -> Bool {
        audit.profile == .hig && audit.screen.contrast == .standard && counterpart?.passes == true
    }

    /// The severity of an excused failure: a warning, or a note when the rule is set to one.
    static func excusedSeverity(rule: String, in audit: AuditContext) -> Severity {
        audit.configuration.severityOverride(for: rule) == .note ? .note : .warning
    }

    /// `measured.increased`: the counterpart's ratio cut to 2 decimals and its colors.
    var measured: JSONValue {
        .object([
            "ratio": .number(NumberFormatting.truncated(WCAG.contrastRatio(text, background), places: 2)),
            "foreground": .string(text.hexString), "background": .string(background.hexString),
        ])
    }

    private static func key(_ target: ContrastTarget) -> String { "\(target.element)\(target.suffix)" }

    /// The counterpart's checks by element and suffix; nil without a counterpart.
    private static func targets(in audit: AuditContext) -> [String: ContrastTarget]? {
        audit.shared("contrast-counterpart-targets") { () -> [String: ContrastTarget]? in
            guard audit.screen.contrast == .standard, let other = audit.screen.counterpart?.screen else { return nil }
            let context = AuditContext(screen: other, configuration: audit.configuration)
            var byKey: [String: ContrastTarget] = [:]
            for target in ContrastTargets.all(in: context) where byKey[key(target)] == nil { byKey[key(target)] = target }
            return byKey
        }
    }
}
