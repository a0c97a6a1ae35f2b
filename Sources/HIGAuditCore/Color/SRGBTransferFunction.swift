import Foundation

/// The sRGB transfer curve (IEC 61966-2-1), also used by Display P3.
enum SRGBTransferFunction {
    static func linearize(_ encoded: Double) -> Double {
        CurveTables.shared.linearize(encoded)
    }

    static func linearCurve(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    static func encode(_ linear: Double) -> Double {
        if linear <= 0.0031308 { return linear * 12.92 }
        // 1.055 * 1 - 0.055 rounds to 0.9999999999999999; keep white exactly white.
        if linear >= 1 { return 1 }
        return 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}

/// The curves at every n/255, computed once, for components that are exactly n/255
/// (every color written in hex is): the same values the curves give, without `pow`.
/// The tables live as long as the process and are never written after they are made, so
/// a copy of this value is three plain pointers (no reference counting on the hot path).
struct CurveTables: @unchecked Sendable {
    static let shared = CurveTables()

    private let levels = Self.table { Double($0) / 255 }
    private let linear = Self.table { SRGBTransferFunction.linearCurve(Double($0) / 255) }
    private let screen = Self.table { pow(Double($0) / 255, 2.4) }

    private static func table(_ value: (Int) -> Double) -> UnsafePointer<Double> {
        let table = UnsafeMutablePointer<Double>.allocate(capacity: 256)
        for level in 0...255 { (table + level).initialize(to: value(level)) }
        return UnsafePointer(table)
    }

    /// n when `component` is exactly n/255.
    @inline(__always)
    func level(of component: Double) -> Int? {
        guard component >= 0, component <= 1 else { return nil }
        let level = Int((component * 255).rounded())
        return levels[level] == component ? level : nil
    }

    /// The sRGB linearization curve.
    @inline(__always)
    func linearize(_ component: Double) -> Double {
        if let level = level(of: component) { return linear[level] }
        return SRGBTransferFunction.linearCurve(component)
    }

    /// APCA's plain 2.4 power curve.
    @inline(__always)
    func screenCurve(_ component: Double) -> Double {
        if let level = level(of: component) { return screen[level] }
        return pow(component, 2.4)
    }
}
