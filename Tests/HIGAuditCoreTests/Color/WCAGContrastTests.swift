import HIGAuditCore
import Testing

@Suite struct WCAGContrastTests {
    @Test(arguments: [("#767676", 4.542), ("#777777", 4.478), ("#949494", 3.033)])
    func grayOnWhite(hex: String, ratio: Double) throws {
        let gray = try #require(RGBA(hex: hex)).opaque
        #expect(abs(WCAG.contrastRatio(gray, .white) - ratio) < 0.0005)
    }

    @Test func extremesAndIdentity() {
        #expect(WCAG.contrastRatio(.black, .white) == 21)
        #expect(WCAG.contrastRatio(.white, .black) == 21)
        #expect(WCAG.contrastRatio(RGB(r: 0.3, g: 0.6, b: 0.9), RGB(r: 0.3, g: 0.6, b: 0.9)) == 1)
    }

    @Test func isSymmetric() throws {
        let a = try #require(RGBA(hex: "#3366CC")).opaque
        let b = try #require(RGBA(hex: "#F0E68C")).opaque
        #expect(WCAG.contrastRatio(a, b) == WCAG.contrastRatio(b, a))
    }

    @Test func isNotRoundedUp() {
        // A gray whose ratio against white is 4.499 must stay below 4.5.
        let luminance = 1.05 / 4.499 - 0.05
        let gray = RGB(linearR: luminance, g: luminance, b: luminance)
        let ratio = WCAG.contrastRatio(gray, .white)
        #expect(abs(ratio - 4.499) < 1e-9)
        #expect(ratio < 4.5)
    }
}
