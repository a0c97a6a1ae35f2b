import Testing

@testable import HIGAuditDaemon

@Suite struct PieceRangesTests {
    @Test func rangesReadBackAndWhatDoesNotFitIsNone() {
        var ranges = PieceRanges(count: 6)
        #expect(ranges.count == 6 && (0..<6).allSatisfy { ranges[$0] == nil })
        ranges[0] = 0..<0
        ranges[1] = 120..<4_215
        ranges[2] = (1 << 39)..<((1 << 39) + (1 << 23) - 1)
        ranges[3] = 10..<(10 + (1 << 23))  // a piece of 8 MiB: made afresh next time
        ranges[4] = 5..<9
        ranges[4] = nil
        #expect(ranges[0] == 0..<0)
        #expect(ranges[1] == 120..<4_215)
        #expect(ranges[2] == (1 << 39)..<((1 << 39) + (1 << 23) - 1))
        #expect(ranges[3] == nil && ranges[4] == nil && ranges[5] == nil)
    }
}
