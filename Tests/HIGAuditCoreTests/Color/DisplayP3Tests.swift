import HIGAuditCore
import Testing

@Suite struct DisplayP3Tests {
    @Test func primariesOutsideSRGBAreClipped() {
        #expect(RGBA(displayP3: 1, g: 0, b: 0, a: 1) == RGBA(r: 1, g: 0, b: 0, a: 1))
        #expect(RGBA(displayP3: 0, g: 1, b: 0, a: 1) == RGBA(r: 0, g: 1, b: 0, a: 1))
    }

    @Test(arguments: [0.0, 0.5, 1.0])
    func graysStayGray(level: Double) {
        let color = RGBA(displayP3: level, g: level, b: level, a: 0.3)
        #expect(abs(color.r - level) < 1e-12)
        #expect(abs(color.g - level) < 1e-12)
        #expect(abs(color.b - level) < 1e-12)
        #expect(color.a == 0.3)
    }

    @Test func inGamutValueMatchesPublishedMatrix() {
        // Linear P3 → linear sRGB per russellcottrell.com matrix calculator (as in three.js):
        // [[1.2249401, -0.2249404, 0.0000001], [-0.0420569, 1.0420571, 0], [-0.0196376, -0.0786361, 1.0982735]],
        // applied by hand to P3 (0.6, 0.5, 0.4) and re-encoded.
        let color = RGBA(displayP3: 0.6, g: 0.5, b: 0.4, a: 1)
        #expect(abs(color.r - 0.6197227674407283) < 1e-6)
        #expect(abs(color.g - 0.4952227396635303) < 1e-6)
        #expect(abs(color.b - 0.38536124928215426) < 1e-6)
    }
}
