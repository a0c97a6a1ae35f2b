import HIGAuditCore
import Testing

@Suite struct LinearRGBTests {
    @Test(arguments: [0.0, 0.01, 0.04045, 0.2, 0.5, 0.73, 1.0])
    func encodingRoundTrips(component: Double) {
        let color = RGB(r: component, g: component, b: component)
        let linear = color.linear
        let reencoded = RGB(linearR: linear.r, g: linear.g, b: linear.b)
        // The two standard thresholds (0.04045 and 0.0031308) meet only to about 3e-8.
        #expect(abs(reencoded.r - component) < 1e-7)
    }

    @Test func linearizationUsesThreshold0_04045() {
        // Below and at the threshold the curve is the straight segment.
        #expect(RGB(r: 0.04045, g: 0, b: 0).linear.r == 0.04045 / 12.92)
        #expect(abs(RGB(r: 0.5, g: 0, b: 0).linear.r - 0.21404114048223255) < 1e-15)
    }

    @Test func encodingClipsToUnitRange() {
        #expect(RGB(linearR: -0.5, g: 1.7, b: 0.5) == RGB(r: 0, g: 1, b: RGB(linearR: 0.5, g: 0, b: 0).r))
    }

    @Test func relativeLuminanceOfPrimaries() {
        #expect(RGB.white.relativeLuminance == 1)
        #expect(RGB.black.relativeLuminance == 0)
        #expect(abs(RGB(r: 1, g: 0, b: 0).relativeLuminance - 0.2126) < 1e-15)
        #expect(abs(RGB(r: 0, g: 1, b: 0).relativeLuminance - 0.7152) < 1e-15)
        #expect(abs(RGB(r: 0, g: 0, b: 1).relativeLuminance - 0.0722) < 1e-15)
    }
}
