import HIGAuditCore
import Testing

@Suite struct APCATests {
    // Values of the apca-w3 reference implementation (APCA 0.0.98G-4g).
    @Test(arguments: [
        ("#888", "#fff", 63.056469930209424),
        ("#fff", "#888", -68.54146436644962),
        ("#000", "#aaa", 58.146262578561334),
        ("#aaa", "#000", -56.24113336839742),
        ("#123", "#def", 91.66830811481631),
    ])
    func referenceValues(text: String, background: String, lc: Double) throws {
        let textColor = try #require(RGBA(hex: text)).opaque
        let backgroundColor = try #require(RGBA(hex: background)).opaque
        #expect(abs(APCA.lightnessContrast(text: textColor, background: backgroundColor) - lc) < 1e-9)
    }

    @Test func nearlyEqualColorsHaveNoContrast() {
        let gray = RGB(r: 0.5, g: 0.5, b: 0.5)
        #expect(APCA.lightnessContrast(text: gray, background: gray) == 0)
        #expect(APCA.lightnessContrast(text: gray, background: RGB(r: 0.52, g: 0.52, b: 0.52)) == 0)
    }

    @Test func polarityGivesTheSign() {
        #expect(APCA.lightnessContrast(text: .black, background: .white) > 100)
        #expect(APCA.lightnessContrast(text: .white, background: .black) < -100)
    }
}
