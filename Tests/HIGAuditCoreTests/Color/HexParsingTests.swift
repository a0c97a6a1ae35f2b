import HIGAuditCore
import Testing

@Suite struct HexParsingTests {
    @Test(arguments: [
        ("#f80", RGBA(r: 1, g: 0x88 / 255.0, b: 0, a: 1)),
        ("#F80C", RGBA(r: 1, g: 0x88 / 255.0, b: 0, a: 0xCC / 255.0)),
        ("#1a2B3c", RGBA(r: 0x1A / 255.0, g: 0x2B / 255.0, b: 0x3C / 255.0, a: 1)),
        ("#1A2b3C66", RGBA(r: 0x1A / 255.0, g: 0x2B / 255.0, b: 0x3C / 255.0, a: 0x66 / 255.0)),
    ])
    func parsesEveryFormInEitherCase(hex: String, expected: RGBA) {
        #expect(RGBA(hex: hex) == expected)
    }

    @Test func shortFormEqualsLongForm() {
        #expect(RGBA(hex: "#abc") == RGBA(hex: "#AABBCC"))
        #expect(RGBA(hex: "#abcd") == RGBA(hex: "#AABBCCDD"))
    }

    @Test func withoutAlphaIsOpaque() throws {
        let color = try #require(RGBA(hex: "#123456"))
        #expect(color.a == 1)
        #expect(color.isOpaque)
        #expect(RGBA(hex: "#12345680")?.isOpaque == false)
    }

    @Test(arguments: ["#12345G", "123456", "#1234567", "#", "", "#12", "#12345", "#123456789", " #123456", "#123456 ", "##123456"])
    func rejectsMalformed(hex: String) {
        #expect(RGBA(hex: hex) == nil)
    }

    @Test func acceptsSubstrings() {
        let text = "color: #FF0000;"
        let hex = text.dropFirst(7).prefix(7)
        #expect(RGBA(hex: hex) == RGBA(r: 1, g: 0, b: 0, a: 1))
    }
}
