import Foundation
import Testing

@testable import HIGAuditCore

/// Hex colors take the curves from tables; the tables must give exactly the curves' values.
@Suite struct TransferTableTests {
    @Test func sRGBLinearizationTableMatchesTheCurve() {
        for level in 0...255 {
            let component = Double(level) / 255
            #expect(SRGBTransferFunction.linearize(component) == SRGBTransferFunction.linearCurve(component), "level \(level)")
        }
    }

    @Test func apcaScreenCurveTableMatchesThePowerCurve() {
        for level in 0...255 {
            let component = Double(level) / 255
            #expect(APCA.screenCurve(component) == pow(component, 2.4), "level \(level)")
        }
    }

    @Test func shortHexDigitsLandOnTheTable() {
        for digit in 0...15 {
            #expect(CurveTables.shared.level(of: Double(digit) / 15) == digit * 17)
        }
    }

    @Test(arguments: [0.5, 0.1, 0.999, 1e-9, 0.2 + 1e-12])
    func otherComponentsUseTheCurve(_ component: Double) {
        #expect(CurveTables.shared.level(of: component) == nil)
        #expect(SRGBTransferFunction.linearize(component) == SRGBTransferFunction.linearCurve(component))
        #expect(APCA.screenCurve(component) == pow(component, 2.4))
    }

    @Test(arguments: [-0.1, 1.5, Double.nan])
    func outOfRangeComponentsAreNotLevels(_ component: Double) {
        #expect(CurveTables.shared.level(of: component) == nil)
    }
}
