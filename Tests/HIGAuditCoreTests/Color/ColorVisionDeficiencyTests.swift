import HIGAuditCore
import Testing

@Suite struct ColorVisionDeficiencyTests {
    @Test(arguments: ColorVisionDeficiency.allCases)
    func whiteStaysWhite(deficiency: ColorVisionDeficiency) {
        let simulated = deficiency.simulate(.white)
        #expect(abs(simulated.r - 1) < 1e-4 && abs(simulated.g - 1) < 1e-4 && abs(simulated.b - 1) < 1e-4)
        #expect(deficiency.simulate(.black) == .black)
    }

    @Test func redAndGreenCollapseUnderDeuteranopia() throws {
        let red = try #require(RGBA(hex: "#D62728")).opaque
        let green = try #require(RGBA(hex: "#2CA02C")).opaque
        #expect(CIEDE2000.difference(red.lab, green.lab) > 50)
        let deuteranopia = ColorVisionDeficiency.deuteranopia
        #expect(CIEDE2000.difference(deuteranopia.simulate(red).lab, deuteranopia.simulate(green).lab) < 10)
    }

    // Expected values: one matrix column each, clipped to 0...1 and sRGB-encoded by hand.
    @Test func deuteranopiaOfRed() {
        let simulated = ColorVisionDeficiency.deuteranopia.simulate(RGB(r: 1, g: 0, b: 0))
        #expect(abs(simulated.r - 0.6400595551963536) < 1e-12)
        #expect(abs(simulated.g - 0.5658069412154982) < 1e-12)
        #expect(simulated.b == 0)
    }

    @Test func protanopiaOfGreen() {
        let simulated = ColorVisionDeficiency.protanopia.simulate(RGB(r: 0, g: 1, b: 0))
        #expect(abs(simulated.r - 1) < 1e-12)
        #expect(abs(simulated.g - 0.8994280662235058) < 1e-12)
        #expect(simulated.b == 0)
    }

    @Test func tritanopiaOfBlue() {
        let simulated = ColorVisionDeficiency.tritanopia.simulate(RGB(r: 0, g: 0, b: 1))
        #expect(simulated.r == 0)
        #expect(abs(simulated.g - 0.4203799863961778) < 1e-12)
        #expect(abs(simulated.b - 0.5872787961247297) < 1e-12)
    }

    @Test func achromatopsiaKeepsRelativeLuminance() throws {
        let orange = try #require(RGBA(hex: "#FF8800")).opaque
        let gray = ColorVisionDeficiency.achromatopsia.simulate(orange)
        #expect(gray.r == gray.g && gray.g == gray.b)
        #expect(abs(gray.relativeLuminance - orange.relativeLuminance) < 1e-12)
        #expect(abs(WCAG.contrastRatio(gray, orange) - 1) < 1e-12)
    }

    @Test func rawValuesNameTheDeficiencies() {
        #expect(ColorVisionDeficiency.allCases.map(\.rawValue) == ["protanopia", "deuteranopia", "tritanopia", "achromatopsia"])
    }
}
