import HIGAuditCore
import Testing

@Suite struct LabTests {
    @Test func whiteIsTheReferenceWhite() {
        let lab = RGB.white.lab
        #expect(abs(lab.l - 100) < 1e-4)
        #expect(abs(lab.a) < 1e-4)
        #expect(abs(lab.b) < 1e-4)
    }

    @Test func blackIsZero() {
        #expect(RGB.black.lab == Lab(l: 0, a: 0, b: 0))
    }

    @Test func srgbRed() throws {
        let lab = try #require(RGBA(hex: "#FF0000")).opaque.lab
        #expect(abs(lab.l - 53.24) < 0.01)
        #expect(abs(lab.a - 80.09) < 0.01)
        #expect(abs(lab.b - 67.20) < 0.01)
    }

    @Test func graysHaveNoChroma() {
        let lab = RGB(r: 0.42, g: 0.42, b: 0.42).lab
        #expect(abs(lab.a) < 1e-4)
        #expect(abs(lab.b) < 1e-4)
    }
}
