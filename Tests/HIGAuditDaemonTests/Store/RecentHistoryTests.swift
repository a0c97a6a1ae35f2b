import HIGAuditCore
import Testing

@testable import HIGAuditDaemon

/// The overview's chart: every day from the first the history knows to today.
struct RecentHistoryTests {
    @Test func daysWithoutAWriteCarryTheDayBefore() {
        let now: Int64 = 1_795_000_000  // 2026-11-18
        let digest = HistoryDigest(
            newlyFailing: 1, added: 2, fixed: 3,
            dailyErrors: [.init(day: "2026-11-15", errors: 7), .init(day: "2026-11-17", errors: 4)])
        let recent = Daemon.recent(digest, now: now)
        #expect(recent.dailyErrors.map(\.day) == ["2026-11-15", "2026-11-16", "2026-11-17", "2026-11-18"])
        #expect(recent.dailyErrors.map(\.errors) == [7, 7, 4, 4])
        #expect(recent.newlyFailing == 1 && recent.added == 2 && recent.fixed == 3)
    }

    @Test func atMostThirtyDays() {
        let now: Int64 = 1_795_000_000
        let digest = HistoryDigest(newlyFailing: 0, added: 0, fixed: 0, dailyErrors: [.init(day: "2026-01-01", errors: 1)])
        #expect(Daemon.recent(digest, now: now).dailyErrors.isEmpty, "a day older than the window isn't carried in")
        let recent = Daemon.recent(HistoryDigest(newlyFailing: 0, added: 0, fixed: 0, dailyErrors: [.init(day: "2026-10-20", errors: 5)]), now: now)
        #expect(recent.dailyErrors.count == 30 && recent.dailyErrors.first?.day == "2026-10-20" && recent.dailyErrors.last?.day == "2026-11-18")
    }
}
