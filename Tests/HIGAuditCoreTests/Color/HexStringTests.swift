import HIGAuditCore
import Testing

@Suite struct HexStringTests {
    @Test(arguments: ["#000000", "#FFFFFF", "#1A2B3C", "#767676", "#C0FFEE"])
    func roundTripsEightBitColors(hex: String) throws {
        #expect(try #require(RGBA(hex: hex)).opaque.hexString == hex)
    }

    @Test func roundsHalfUp() {
        // 0.5 * 255 = 127.5 → 128 = 0x80
        #expect(RGB(r: 0.5, g: 0.5, b: 0.5).hexString == "#808080")
    }

    @Test func roundsToNearest() {
        #expect(RGB(r: 200.4 / 255, g: 200.6 / 255, b: 0.001).hexString == "#C8C900")
    }

    @Test func clampsOutOfRange() {
        #expect(RGB(r: -0.2, g: 1.3, b: .nan).hexString == "#00FF00")
    }
}
