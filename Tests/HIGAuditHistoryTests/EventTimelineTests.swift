import HIGAuditCore
import Testing

@testable import HIGAuditHistory

/// Times read behind the history's newest event are recorded at it, flagged.
struct EventTimelineTests {
    static let newest: Int64 = 1_000_000

    @Test func aReadingWithinTheToleranceIsTakenAsItIs() {
        let timeline = EventTimeline(newest: Self.newest)
        #expect(timeline.stamp(Self.newest - EventTimeline.tolerance) == (Self.newest - EventTimeline.tolerance, nil))
        #expect(timeline.stamp(Self.newest + 10) == (Self.newest + 10, nil))
        #expect(EventTimeline(newest: nil).stamp(5) == (5, nil))
    }

    @Test func aReadingFurtherBehindIsRecordedAtTheNewestEventAndKept() {
        let timeline = EventTimeline(newest: Self.newest)
        #expect(timeline.stamp(Self.newest - 3 * 86400) == (Self.newest, Self.newest - 3 * 86400))
    }

    @Test func aBatchIsStampedAndTheChangeIsSaidOnce() {
        var timeline = EventTimeline(newest: Self.newest)
        let behind = Self.newest - 86400
        var batch = HistoryBatch(
            tree: "t", observations: [audited("a.json", "pass", [], at: behind)],
            totals: DailyTotals(
                day: UTCTime.day(behind), tree: "t", screens: 1, passing: 1, failing: 0, unreadable: 0, errors: 0, warnings: 0, notes: 0,
                byRule: []),
            gap: HistoryBatch.Gap(from: behind - 10, to: behind, lost: 3))
        #expect(timeline.stamp(&batch, now: behind) == .clockBehind(reading: behind, newest: Self.newest))
        #expect(batch.observations[0].at == Self.newest && batch.observations[0].clockRead == behind)
        #expect(batch.gap?.to == Self.newest)
        #expect(batch.totals?.day == UTCTime.day(Self.newest))
        #expect(timeline.stamp(&batch, now: behind) == nil, "said when it starts, not at every write")
        let event = HistoryEvent(
            at: Self.newest + 50, tree: "t", screen: ScreenIdentity(source: "a", screen: "a"), kind: .changed, statusBefore: nil, statusAfter: nil,
            added: [], fixed: [])
        timeline.recorded([event])
        #expect(timeline.newest == Self.newest + 50)
        var later = HistoryBatch(tree: "t", observations: [audited("a.json", "pass", [], at: Self.newest + 60)])
        #expect(timeline.stamp(&later, now: Self.newest + 60) == .clockAgrees)
        #expect(later.observations[0].at == Self.newest + 60 && later.observations[0].clockRead == nil)
    }
}
