import Testing

@testable import HIGAuditCore

struct PassingColorTests {
    static let pairs: [(String, String)] = [
        ("#8E8E93", "#F2F2F7"), ("#FFFFFF", "#3B82F6"), ("#FF9500", "#FFFFFF"), ("#777777", "#000000"), ("#E8178A", "#FFFFFF"),
    ]

    @Test(arguments: pairs)
    func apcaSuggestionsReachTheirLc(text: String, background: String) throws {
        let fg = try #require(RGBA(hex: text)).opaque
        let bg = try #require(RGBA(hex: background)).opaque
        for required in [45.0, 60.0, 75.0] {
            let requirement = ContrastRequirement.apcaLc(required)
            if let found = PassingColor.nearest(to: fg, passes: { requirement.isMet(text: $0, background: bg) }) {
                #expect(abs(APCA.lightnessContrast(text: found, background: bg)) >= required)
                #expect(RGBA(hex: found.hexString)?.opaque == found, "an 8-bit color")
            }
        }
    }

    @Test func lightnessOfLuminanceInvertsCIELAB() {
        for y in stride(from: 0.0, through: 1.0, by: 0.05) {
            let gray = Lab(l: PassingColor.lightness(ofLuminance: y), a: 0, b: 0).rgb
            #expect(abs(gray.relativeLuminance - y) < 1e-3, "Y \(y)")
        }
    }

    @Test func nothingPassesWhereNoColorCan() {
        let requirement = ContrastRequirement.ratio(7)
        let background = RGBA(hex: "#0066CC")!.opaque
        // Against #0066CC no background reaches 7:1... but a foreground can't either.
        #expect(PassingColor.nearest(to: RGB(r: 0.5, g: 0.5, b: 0.5), passes: { requirement.isMet(text: $0, background: background) }) == nil)
    }
}
