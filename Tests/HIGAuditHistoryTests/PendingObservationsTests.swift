import Testing

@testable import HIGAuditHistory

struct PendingObservationsTests {
    @Test func pastTheBoundTheOldestAreDroppedAndCounted() {
        var pending = PendingObservations(bound: 3)
        for index in 0..<5 { pending.append(audited("s\(index).json", "pass", [], at: 100 + Int64(index)), now: .now) }
        #expect(pending.items.map(\.screen.source) == ["s2.json", "s3.json", "s4.json"])
        #expect(pending.lost == HistoryBatch.Gap(from: 100, to: 101, lost: 2))
        let taken = pending.take()
        #expect(pending.isEmpty && taken.items.count == 3 && taken.lost?.lost == 2)
    }

    @Test func aFailedWriteGoesBackBeforeWhatCameSince() {
        var pending = PendingObservations(bound: 10)
        pending.append(audited("a.json", "pass", []), now: .now)
        let taken = pending.take()
        pending.append(audited("b.json", "pass", []), now: .now)
        pending.restore(taken, now: .now)
        #expect(pending.items.map(\.screen.source) == ["a.json", "b.json"])
    }

    @Test func aBoundedTakeLeavesTheNewerAndTakesTheGapWithTheOldest() {
        var pending = PendingObservations(bound: 3)
        for index in 0..<5 { pending.append(audited("s\(index).json", "pass", [], at: 100 + Int64(index)), now: .now) }
        let first = pending.take(upTo: 2)
        #expect(first.items.map(\.screen.source) == ["s2.json", "s3.json"] && first.lost?.lost == 2)
        #expect(pending.items.map(\.screen.source) == ["s4.json"] && pending.lost == nil && pending.oldest != nil)
        let second = pending.take(upTo: 2)
        #expect(second.items.map(\.screen.source) == ["s4.json"] && second.lost == nil && pending.isEmpty && pending.oldest == nil)
    }
}
