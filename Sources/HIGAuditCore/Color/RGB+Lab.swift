import Foundation

extension RGB {
    /// CIELAB relative to D65 (Xn 0.95047, Yn 1.0, Zn 1.08883), via linear sRGB → XYZ.
    public var lab: Lab {
        let (r, g, b) = linear
        let (x, y, z) = Self.linearSRGBToXYZ.applied(to: r, g, b)
        let fx = Self.labCompanding(x / 0.95047)
        let fy = Self.labCompanding(y / 1.0)
        let fz = Self.labCompanding(z / 1.08883)
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// sRGB (IEC 61966-2-1) primaries and D65 white to XYZ, at the 7-digit precision of
    /// Lindbloom's table, whose rows sum to the white point above (the 4-digit printing does not).
    static let linearSRGBToXYZ = Matrix3x3(
        (0.4124564, 0.3575761, 0.1804375),
        (0.2126729, 0.7151522, 0.0721750),
        (0.0193339, 0.1191920, 0.9503041)
    )

    private static func labCompanding(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389.0  // (6/29)^3
        let kappa = 24389.0 / 27.0  // (29/3)^3
        return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }
}
