import HIGAuditCore

/// How a toggle's `on` and `off` appearances differ, as the toggle rules judge it.
enum ToggleComparison {
    struct ColorChange {
        var property: String
        var on: RGB
        var off: RGB
    }

    enum Outcome {
        case missingStates
        case identical
        case colorOnly([ColorChange])
        case distinguishable
    }

    /// Toggles the toggle rules look at: visible, and not system switches.
    static func toggles(in audit: AuditContext) -> [Int] {
        let elements = audit.screen.elements
        return audit.visible(.toggle).filter { elements[$0].toggleStyle != .switch }
    }

    /// Every toggle the rules look at with its outcome, computed once per audit (two rules need it).
    static func outcomes(in audit: AuditContext) -> [(toggle: Int, outcome: Outcome)] {
        audit.shared("toggle-outcomes") { toggles(in: audit).map { ($0, compare($0, in: audit)) } }
    }

    static func compare(_ index: Int, in audit: AuditContext) -> Outcome {
        compare(audit.screen.elements[index], index: index, in: audit)
    }

    /// `toggle` is borrowed from the screen (a parameter, so the element is not copied).
    private static func compare(_ toggle: Element, index: Int, in audit: AuditContext) -> Outcome {
        guard let on = toggle.states?.on, let off = toggle.states?.off else { return .missingStates }
        let base = audit.paint.background(of: index).color

        func border(_ appearance: ToggleAppearance) -> Border? { appearance.border ?? toggle.border }
        func borderWidth(_ appearance: ToggleAppearance) -> Double {
            guard let border = border(appearance) else { return 0 }
            return border.width ?? 1
        }
        /// The font as drawn: no size is the body size, no weight is regular.
        func font(_ appearance: ToggleAppearance) -> (size: Double, weight: Int) {
            let font = appearance.font ?? toggle.font
            return (font?.effectiveSize ?? Font.bodySize, font?.effectiveWeight ?? 400)
        }

        let shapeChanged =
            (on.shape ?? .none) != (off.shape ?? .none)
            || (on.symbol ?? toggle.symbol) != (off.symbol ?? toggle.symbol)
            || (on.title ?? toggle.title) != (off.title ?? toggle.title)
            || on.indicator != off.indicator
            || font(on) != font(off)
            || borderWidth(on) != borderWidth(off)
        if shapeChanged { return .distinguishable }

        func composite(_ color: RGBA?) -> RGB { color?.composited(over: base) ?? base }
        let pairs: [(String, RGB, RGB)] = [
            ("foreground", composite(on.foreground ?? toggle.foreground), composite(off.foreground ?? toggle.foreground)),
            ("background", composite(on.background), composite(off.background)),
            ("border.color", composite(border(on)?.color), composite(border(off)?.color)),
        ]
        let changes = pairs.filter { !same($0.1, $0.2) }.map { ColorChange(property: $0.0, on: $0.1, off: $0.2) }
        return changes.isEmpty ? .identical : .colorOnly(changes)
    }

    private static func same(_ a: RGB, _ b: RGB) -> Bool {
        abs(a.r - b.r) < 1e-9 && abs(a.g - b.g) < 1e-9 && abs(a.b - b.b) < 1e-9
    }
}
