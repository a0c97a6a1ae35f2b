import Foundation

extension Lab {
    /// Gamma-encoded sRGB of this CIELAB color (D65), each linear component clipped to
    /// 0...1: the inverse of `RGB.lab` inside the sRGB gamut.
    public var rgb: RGB {
        let (r, g, b) = linearSRGB
        return RGB(linearR: r, g: g, b: b)
    }

    /// Whether the color lies outside the sRGB gamut (its `rgb` is clipped).
    public var isClipped: Bool {
        let (r, g, b) = linearSRGB
        return [r, g, b].contains { $0 < -1e-9 || $0 > 1 + 1e-9 }
    }

    private var linearSRGB: (Double, Double, Double) {
        let fy = (l + 16) / 116
        let x = 0.95047 * Self.inverseCompanding(fy + a / 500)
        let y = Self.inverseCompanding(fy)
        let z = 1.08883 * Self.inverseCompanding(fy - b / 200)
        return Self.xyzToLinearSRGB.applied(to: x, y, z)
    }

    private static func inverseCompanding(_ f: Double) -> Double {
        let epsilon = 6.0 / 29.0
        return f > epsilon ? f * f * f : 3 * epsilon * epsilon * (f - 4.0 / 29.0)
    }

    /// The inverse of `RGB.linearSRGBToXYZ` (Lindbloom's, 7 digits).
    static let xyzToLinearSRGB = Matrix3x3(
        (3.2404542, -1.5371385, -0.4985314),
        (-0.9692660, 1.8760108, 0.0415560),
        (0.0556434, -0.2040259, 1.0572252)
    )
}
