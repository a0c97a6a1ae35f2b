import Foundation

/// APCA 0.0.98G-4g (the W3 "apca-w3" constants).
public enum APCA {
    /// Lightness contrast Lc of text on background: signed (negative for light text on dark), unrounded.
    public static func lightnessContrast(text: RGB, background: RGB) -> Double {
        lightnessContrast(textY: screenLuminance(text), backgroundY: screenLuminance(background))
    }

    /// APCA's estimated screen luminance: a plain 2.4 power curve, not the piecewise sRGB one.
    static func screenLuminance(_ color: RGB) -> Double {
        let tables = CurveTables.shared
        return 0.2126729 * tables.screenCurve(color.r) + 0.7151522 * tables.screenCurve(color.g) + 0.0721750 * tables.screenCurve(color.b)
    }

    static func screenCurve(_ component: Double) -> Double {
        CurveTables.shared.screenCurve(component)
    }

    static func lightnessContrast(textY: Double, backgroundY: Double) -> Double {
        let text = softClampedBlack(textY)
        let background = softClampedBlack(backgroundY)
        guard abs(background - text) >= deltaYMinimum else { return 0 }

        if background > text {
            let contrast = (pow(background, normalBackgroundExponent) - pow(text, normalTextExponent)) * scale
            return contrast < lowClip ? 0 : (contrast - lowOffset) * 100
        } else {
            let contrast = (pow(background, reverseBackgroundExponent) - pow(text, reverseTextExponent)) * scale
            return contrast > -lowClip ? 0 : (contrast + lowOffset) * 100
        }
    }

    private static func softClampedBlack(_ y: Double) -> Double {
        y > blackThreshold ? y : y + pow(blackThreshold - y, blackClampExponent)
    }

    private static let normalBackgroundExponent = 0.56
    private static let normalTextExponent = 0.57
    private static let reverseTextExponent = 0.62
    private static let reverseBackgroundExponent = 0.65
    private static let blackThreshold = 0.022
    private static let blackClampExponent = 1.414
    private static let scale = 1.14
    private static let lowOffset = 0.027
    private static let deltaYMinimum = 0.0005
    private static let lowClip = 0.1
}
