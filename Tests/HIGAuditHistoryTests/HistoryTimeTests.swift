import HIGAuditCore
import Testing

@testable import HIGAuditHistory

struct HistoryTimeTests {
    let now: Int64 = 1_795_000_000  // 2026-11-18T11:06:40Z

    @Test func timesAndDaysAreUTC() {
        #expect(UTCTime.timestamp(now) == "2026-11-18T11:06:40Z")
        #expect(UTCTime.day(now) == "2026-11-18")
    }

    @Test func sinceTakesDurationsAndISOTimes() {
        #expect(HistoryTime.since("24h", now: now) == now - 86400)
        #expect(HistoryTime.since("7d", now: now) == now - 7 * 86400)
        #expect(HistoryTime.since("90m", now: now) == now - 5400)
        #expect(HistoryTime.since("2w", now: now) == now - 14 * 86400)
        #expect(HistoryTime.since("2026-11-18T11:06:40Z", now: 0) == now)
        #expect(HistoryTime.since("2026-11-18T12:06:40+01:00", now: 0) == now)
        #expect(HistoryTime.since("2026-11-18", now: 0) == now - (11 * 3600 + 6 * 60 + 40))
    }

    @Test func nonsenseIsNil() {
        for text in ["", "yesterday", "7x", "-3d", "2026-13-01", "2026-11-18T25:00:00Z", "1e9d"] {
            #expect(HistoryTime.since(text, now: now) == nil, "\(text)")
        }
    }
}
