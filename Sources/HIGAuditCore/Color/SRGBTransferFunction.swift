import Foundation

/// The sRGB transfer curve (IEC 61966-2-1), also used by Display P3.
enum SRGBTransferFunction {
    static func linearize(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    static func encode(_ linear: Double) -> Double {
        if linear <= 0.0031308 { return linear * 12.92 }
        // 1.055 * 1 - 0.055 rounds to 0.9999999999999999; keep white exactly white.
        if linear >= 1 { return 1 }
        return 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}
