import Foundation

/// The nearest color that passes a contrast requirement, for findings that suggest a fix.
public enum PassingColor {
    /// The color nearest to `color` (CIEDE2000) that `passes`: its CIELAB lightness moved
    /// toward black and toward white with hue and chroma kept (in a direction where the
    /// gamut's edge stops that, with half the chroma, then none), and the result rounded to
    /// 8 bits on its passing side (down toward black, up toward white), so the `#RRGGBB`
    /// shown passes as shown. Nil when no color passes.
    ///
    /// `luminance(towardWhite)` may give the relative luminance the boundary lies at (known
    /// in closed form for WCAG ratios), nil when that side can't pass: the lightness is then
    /// computed, not searched for, unless gamut clipping moved it.
    public static func nearest(to color: RGB, passes: (RGB) -> Bool, luminance: ((Bool) -> Double?)? = nil) -> RGB? {
        nearestWithDifference(to: color, passes: passes, luminance: luminance)?.color
    }

    /// As `nearest`, with the CIEDE2000 difference from `color`.
    public static func nearestWithDifference(
        to color: RGB, passes: (RGB) -> Bool,
        luminance: ((Bool) -> Double?)? = nil
    ) -> (color: RGB, difference: Double)? {
        let original = color.lab
        var best: (color: RGB, difference: Double)?
        func consider(_ found: RGB) {
            let difference = CIEDE2000.difference(original, found.lab)
            if best.map({ difference < $0.difference }) ?? true { best = (found, difference) }
        }
        for towardWhite in [false, true] {
            if let luminance, luminance(towardWhite) == nil { continue }
            if let found = boundary(original, chroma: 1, towardWhite: towardWhite, passes: passes, luminance: luminance) {
                consider(found.color)
                // Found in closed form, within the gamut: nearer than black or white.
                if found.computed { continue }
            } else {
                for chroma in [0.5, 0.0] {
                    if let found = boundary(original, chroma: chroma, towardWhite: towardWhite, passes: passes, luminance: luminance) {
                        consider(found.color)
                    }
                }
            }
            // Black or white itself: a boundary at the gamut's edge can be further still.
            let end = towardWhite ? RGB.white : RGB.black
            if passes(end) { consider(end) }
        }
        return best
    }

    /// The passing boundary in one direction, and whether it was computed rather than searched.
    private static func boundary(
        _ original: Lab, chroma: Double, towardWhite: Bool, passes: (RGB) -> Bool,
        luminance: ((Bool) -> Double?)?
    ) -> (color: RGB, computed: Bool)? {
        func candidate(_ lightness: Double) -> RGB {
            rounded(Lab(l: lightness, a: original.a * chroma, b: original.b * chroma).rgb, up: towardWhite)
        }
        if let luminance {
            guard let target = luminance(towardWhite), target >= 0, target <= 1 else { return nil }
            let unrounded = Lab(l: lightness(ofLuminance: target), a: original.a * chroma, b: original.b * chroma)
            let guess = rounded(unrounded.rgb, up: towardWhite)
            // Unclipped, CIELAB's L* gives the luminance directly; clipping can move it.
            if passes(guess) { return (guess, !unrounded.isClipped) }
        }
        let end = towardWhite ? 100.0 : 0.0
        guard passes(candidate(end)) else { return nil }
        var failing = original.l
        var passing = end
        // 8-bit steps are about 0.4 of L*: 16 halvings of 100 are well below that.
        for _ in 0..<16 {
            let middle = (failing + passing) / 2
            if passes(candidate(middle)) { passing = middle } else { failing = middle }
        }
        return (candidate(passing), false)
    }

    /// CIELAB L* of a relative luminance Y (white Y = 1).
    static func lightness(ofLuminance y: Double) -> Double {
        let epsilon = 216.0 / 24389.0
        let kappa = 24389.0 / 27.0
        return y > epsilon ? 116 * cbrt(y) - 16 : kappa * y
    }

    /// Each component to the 8-bit level at or above it (`up`) or at or below it.
    static func rounded(_ color: RGB, up: Bool) -> RGB {
        func level(_ component: Double) -> Double {
            let scaled = component * 255
            // A hair of tolerance: 0.2 * 255 is 51.00000000000001, which is level 51.
            let whole = up ? (scaled - 1e-9).rounded(.up) : (scaled + 1e-9).rounded(.down)
            return min(255, max(0, whole)) / 255
        }
        return RGB(r: level(color.r), g: level(color.g), b: level(color.b))
    }

    /// For a WCAG ratio: the luminance a color must reach (or stay under) against `other`'s.
    public static func wcagBoundary(ratio: Double, against other: RGB) -> (Bool) -> Double? {
        let y = other.relativeLuminance
        return { towardWhite in
            let target = towardWhite ? ratio * (y + 0.05) - 0.05 : (y + 0.05) / ratio - 0.05
            return target >= 0 && target <= 1 ? target : nil
        }
    }
}
