import Testing

@testable import HIGAuditCore

@Suite struct UTCTimeTests {
    @Test(
        arguments: [
            (0, "1970-01-01T00:00:00Z", "1970-01-01"),
            (951_782_400, "2000-02-29T00:00:00Z", "2000-02-29"),
            (1_795_600_000 + 3_661, "2026-11-25T10:47:41Z", "2026-11-25"),
            (253_402_300_799, "9999-12-31T23:59:59Z", "9999-12-31"),
            (-62_135_596_800, "0001-01-01T00:00:00Z", "0001-01-01"),
            (-1, "1969-12-31T23:59:59Z", "1969-12-31"),
        ] as [(Int64, String, String)])
    func writesTimesAndDaysInUTC(seconds: Int64, timestamp: String, day: String) {
        #expect(UTCTime.timestamp(seconds) == timestamp)
        #expect(UTCTime.day(seconds) == day)
    }

    @Test func padsAYearBeforeTheCommonEraAsPrintfDoes() {
        // 2 BCE is year -1 in ISO 8601's astronomical numbering, printed by `%04d` as "-001".
        #expect(UTCTime.day(-62_198_755_200).hasPrefix("-001-"))
    }
}
