import Foundation

/// CIEDE2000 color difference with kL = kC = kH = 1, following the implementation notes of
/// Sharma, Wu & Dalal (2005), Color Research & Application 30(1).
public enum CIEDE2000 {
    /// The CIEDE2000 color difference ΔE00 between two colors.
    public static func difference(_ x: Lab, _ y: Lab) -> Double {
        let chromaMean = (hypot(x.a, x.b) + hypot(y.a, y.b)) / 2
        let chromaMean7 = pow(chromaMean, 7)
        let g = 0.5 * (1 - (chromaMean7 / (chromaMean7 + twentyFiveToThe7th)).squareRoot())

        let a1 = (1 + g) * x.a
        let a2 = (1 + g) * y.a
        let c1 = hypot(a1, x.b)
        let c2 = hypot(a2, y.b)
        let h1 = hueDegrees(a: a1, b: x.b)
        let h2 = hueDegrees(a: a2, b: y.b)
        let hasAchromatic = c1 * c2 == 0

        let deltaL = y.l - x.l
        let deltaC = c2 - c1
        var deltaHue = h2 - h1
        if hasAchromatic {
            deltaHue = 0
        } else if deltaHue > 180 {
            deltaHue -= 360
        } else if deltaHue < -180 {
            deltaHue += 360
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * sin(radians(deltaHue / 2))

        let lMean = (x.l + y.l) / 2
        let cMean = (c1 + c2) / 2
        var hMean = h1 + h2
        if !hasAchromatic {
            if abs(h1 - h2) > 180 {
                hMean += hMean < 360 ? 360 : -360
            }
            hMean /= 2
        }

        let t =
            1
            - 0.17 * cos(radians(hMean - 30))
            + 0.24 * cos(radians(2 * hMean))
            + 0.32 * cos(radians(3 * hMean + 6))
            - 0.20 * cos(radians(4 * hMean - 63))
        let rotationDegrees = 30 * exp(-pow((hMean - 275) / 25, 2))
        let cMean7 = pow(cMean, 7)
        let chromaRotation = 2 * (cMean7 / (cMean7 + twentyFiveToThe7th)).squareRoot()
        let lOffsetSquared = (lMean - 50) * (lMean - 50)
        let sL = 1 + 0.015 * lOffsetSquared / (20 + lOffsetSquared).squareRoot()
        let sC = 1 + 0.045 * cMean
        let sH = 1 + 0.015 * cMean * t
        let rT = -sin(radians(2 * rotationDegrees)) * chromaRotation

        let lightnessTerm = deltaL / sL
        let chromaTerm = deltaC / sC
        let hueTerm = deltaH / sH
        return
            (lightnessTerm * lightnessTerm
            + chromaTerm * chromaTerm
            + hueTerm * hueTerm
            + rT * chromaTerm * hueTerm).squareRoot()
    }

    private static let twentyFiveToThe7th = 6_103_515_625.0

    /// Hue angle in 0..<360 degrees; 0 for a neutral color.
    private static func hueDegrees(a: Double, b: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    private static func radians(_ degrees: Double) -> Double {
        degrees * .pi / 180
    }
}
