import Foundation
import HIGAuditCore
import Testing

@testable import HIGAuditHistory

/// A wall clock and a forward-only clock a test sets.
final class SetClock: @unchecked Sendable {
    private let lock = NSLock()
    private var wallNow: Int64
    private var elapsedNow: Int64 = 0

    init(wall: Int64) { wallNow = wall }

    var clock: HistoryClock { HistoryClock(wall: { self.wall }, elapsed: { self.elapsed }) }
    var wall: Int64 {
        get { lock.withLock { wallNow } }
        set { lock.withLock { wallNow = newValue } }
    }
    var elapsed: Int64 { lock.withLock { elapsedNow } }

    /// Time passes: both clocks move.
    func pass(_ seconds: Int64) {
        lock.withLock {
            wallNow += seconds
            elapsedNow += seconds
        }
    }
}

/// Retention counts age in time the history has seen pass, so a clock set wrong deletes
/// nothing.
struct RetentionTests {
    static let day: Int64 = 86400

    @Test func theAnchorAgesByTheTimeSeenNeverByTheWallClocksJump() {
        let anchor = RetentionAnchor(newest: 1_000 * Self.day, elapsedAtAnchor: 50)
        #expect(anchor.pruneBefore(days: 90, wall: 1_200 * Self.day, elapsed: 50) == 910 * Self.day, "200 days ahead: nothing new ages")
        #expect(anchor.pruneBefore(days: 90, wall: 1_000 * Self.day, elapsed: 50 + 10 * Self.day) == 910 * Self.day, "the wall clock behind the time seen wins")
        #expect(anchor.pruneBefore(days: 90, wall: 1_100 * Self.day, elapsed: 50 + 10 * Self.day) == 920 * Self.day)
    }

    @Test func aRunTwoHundredDaysAheadThenBackDeletesNoEvent() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let real = UTCTime.now()
        for (index, offset) in [Int64(-80), 0].enumerated() {
            let recorder = HistoryRecorder(store: SQLiteHistoryStore(path: folder.database), tree: "t", clock: SetClock(wall: real + offset * Self.day).clock)
            recorder.observe(audited("s\(index).json", "pass", [], at: real + offset * Self.day))
            #expect(await recorder.flushNow())
            await recorder.close()
        }
        let ahead = SetClock(wall: real + 200 * Self.day)
        let wrong = HistoryRecorder(store: SQLiteHistoryStore(path: folder.database), tree: "t", clock: ahead.clock)
        wrong.observe(audited("ahead.json", "pass", [], at: ahead.wall))
        #expect(await wrong.flushNow())
        ahead.pass(2 * 3600)
        wrong.observe(audited("ahead2.json", "pass", [], at: ahead.wall))
        #expect(await wrong.flushNow())
        await wrong.close()
        let back = HistoryRecorder(store: SQLiteHistoryStore(path: folder.database), tree: "t", clock: SetClock(wall: real + 60).clock)
        back.observe(audited("back.json", "pass", [], at: real + 60))
        #expect(await back.flushNow())
        let events = try await back.events(HistoryQuery())
        #expect(events.map(\.screen.source) == ["back.json", "ahead2.json", "ahead.json", "s1.json", "s0.json"], "all kept, in the order written")
        #expect(events[0].at == events[1].at && events[0].clockRead == real + 60, "recorded at the newest event's time, the clock's reading kept")
        #expect(events[1].clockRead == nil)
        await back.close()
    }

    @Test func eventsAgeOutOnceTheHistoryHasSeenThemGrowOld() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let set = SetClock(wall: UTCTime.now())
        let recorder = HistoryRecorder(store: SQLiteHistoryStore(path: folder.database), tree: "t", retentionDays: 30, clock: set.clock)
        recorder.observe(audited("old.json", "pass", [], at: set.wall))
        #expect(await recorder.flushNow())
        set.pass(31 * Self.day)
        recorder.observe(audited("new.json", "pass", [], at: set.wall))
        #expect(await recorder.flushNow())
        #expect(try await recorder.events(HistoryQuery()).map(\.screen.source) == ["new.json"])
        await recorder.close()
    }

    @Test func aRunThreeDaysBehindWritesNoFalseDayAndFlagsItsEvents() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let real = (UTCTime.now() / Self.day) * Self.day + 12 * 3600
        @Sendable func totals(at time: Int64, errors: Int) -> DailyTotals {
            DailyTotals(
                day: UTCTime.day(time), tree: "t", screens: 1, passing: 0, failing: 1, unreadable: 0, errors: errors, warnings: 0,
                notes: 0, byRule: [])
        }
        let first = HistoryRecorder(
            store: SQLiteHistoryStore(path: folder.database), tree: "t", clock: SetClock(wall: real).clock,
            totals: { totals(at: real, errors: 1) })
        first.observe(audited("a.json", "fail", [finding("x", "1")], at: real))
        #expect(await first.flushNow())
        await first.close()

        let behind = SetClock(wall: real - 3 * Self.day)
        let notices = NoticeLog()
        let late = HistoryRecorder(
            store: SQLiteHistoryStore(path: folder.database), tree: "t", clock: behind.clock,
            totals: { totals(at: behind.wall, errors: 2) }, notice: { notices.append($0) })
        late.observe(audited("a.json", "fail", [finding("x", "1"), finding("y", "2")], at: behind.wall))
        #expect(await late.flushNow())
        let events = try await late.events(HistoryQuery())
        #expect(events.first?.at == real && events.first?.clockRead == real - 3 * Self.day)
        let trends = try await late.trends(days: 30)
        #expect(trends.map(\.day) == [UTCTime.day(real)], "no day three days back")
        #expect(trends.first?.errors == 2, "the totals went to the history's newest day")
        #expect(notices.all == [.clockBehind(reading: real - 3 * Self.day, newest: real)])

        behind.wall = real + 3600
        late.observe(audited("a.json", "pass", [], at: behind.wall))
        #expect(await late.flushNow())
        let after = try await late.events(HistoryQuery(limit: 1))
        #expect(after.first?.at == real + 3600 && after.first?.clockRead == nil)
        #expect(notices.all.last == .clockAgrees)
        await late.close()
    }

    @Test func anAgePruneIsSaid() async throws {
        let folder = try HistoryFolder()
        defer { folder.remove() }
        let set = SetClock(wall: UTCTime.now())
        let notices = NoticeLog()
        let recorder = HistoryRecorder(
            store: SQLiteHistoryStore(path: folder.database), tree: "t", retentionDays: 30, clock: set.clock, notice: { notices.append($0) })
        recorder.observe(audited("old.json", "pass", [], at: set.wall))
        recorder.observe(audited("old2.json", "pass", [], at: set.wall))
        #expect(await recorder.flushNow())
        set.pass(31 * Self.day)
        recorder.observe(audited("new.json", "pass", [], at: set.wall))
        #expect(await recorder.flushNow())
        #expect(notices.all == [.prunedByAge(events: 2, before: set.wall - 30 * Self.day)])
        await recorder.close()
    }
}

/// The notices a recorder gave, in order.
final class NoticeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var notices: [HistoryNotice] = []

    func append(_ notice: HistoryNotice) { lock.withLock { notices.append(notice) } }
    var all: [HistoryNotice] { lock.withLock { notices } }
}
