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
}
