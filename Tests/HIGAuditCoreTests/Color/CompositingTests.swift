import HIGAuditCore
import Testing

@Suite struct CompositingTests {
    @Test func translucentBlackOverWhite() throws {
        let overlay = try #require(RGBA(hex: "#00000066"))  // alpha 0x66/255 = 0.4
        let gray = overlay.composited(over: .white)
        #expect(abs(gray.r - 0.6) < 1e-15 && gray.r == gray.g && gray.g == gray.b)
        #expect(abs(WCAG.contrastRatio(gray, .white) - 2.849027755287037) < 1e-12)
    }

    @Test func compositedColorIsNotRoundedToEightBits() throws {
        let overlay = try #require(RGBA(hex: "#77777766"))
        let gray = overlay.composited(over: .white)
        #expect(abs(gray.r * 255 - 200.6) < 1e-9)
        #expect(gray.hexString == "#C9C9C9")
        #expect(abs(WCAG.contrastRatio(gray, .white) - 1.6627759349825622) < 1e-12)
        let roundedRatio = WCAG.contrastRatio(try #require(RGBA(hex: "#C9C9C9")).opaque, .white)
        #expect(abs(WCAG.contrastRatio(gray, .white) - roundedRatio) > 0.005)
    }

    @Test func opaqueAndTransparentExtremes() {
        let red = RGBA(r: 1, g: 0, b: 0, a: 1)
        #expect(red.composited(over: .black) == RGB(r: 1, g: 0, b: 0))
        #expect(RGBA(r: 1, g: 0, b: 0, a: 0).composited(over: .white) == .white)
        #expect(red.opaque == RGB(r: 1, g: 0, b: 0))
    }
}
