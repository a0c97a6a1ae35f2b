import Foundation

/// The sRGB transfer curve (IEC 61966-2-1), also used by Display P3.
enum SRGBTransferFunction {
    static func linearize(_ encoded: Double) -> Double {
        if let level = EightBitLevel(encoded) { return linearTable[level.value] }
        return linearCurve(encoded)
    }

    static func linearCurve(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// The curve at n/255: exactly what `linearCurve` gives, computed once.
    private static let linearTable: [Double] = (0...255).map { linearCurve(Double($0) / 255) }

    static func encode(_ linear: Double) -> Double {
        if linear <= 0.0031308 { return linear * 12.92 }
        // 1.055 * 1 - 0.055 rounds to 0.9999999999999999; keep white exactly white.
        if linear >= 1 { return 1 }
        return 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}

/// A component that is exactly n/255 (every color written in hex is), so that curves
/// can be read from a table of their values at those points.
struct EightBitLevel {
    let value: Int

    @inline(__always)
    init?(_ component: Double) {
        guard component >= 0, component <= 1 else { return nil }
        let level = Int((component * 255).rounded())
        guard Self.components[level] == component else { return nil }
        value = level
    }

    /// n/255 for every n, so that the check above needs no division.
    private static let components: [Double] = (0...255).map { Double($0) / 255 }
}
