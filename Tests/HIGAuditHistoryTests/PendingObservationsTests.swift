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

/// The bound in bytes: earlier states of a screen fold into its latest, then the oldest go.
struct PendingObservationsByteBoundTests {
    static func many(_ source: String, findings: Int, round: Int) -> ScreenObservation {
        audited(source, "fail", (0..<findings).map { finding("contrast", "\(source)-\(round)-\($0)") }, at: 1000 + Int64(round))
    }

    @Test func pastTheByteBoundEarlierStatesOfAScreenAreFoldedIntoItsLatest() {
        let one = Self.many("s0.json", findings: 20, round: 0).estimatedBytes
        var pending = PendingObservations(bound: 50_000, byteBound: one * 12)
        for round in 0..<5 {
            for screen in 0..<4 { pending.append(Self.many("s\(screen).json", findings: 20, round: round), now: .now) }
            #expect(pending.bytes <= one * 12 + one, "round \(round): \(pending.bytes) bytes")
        }
        // Each screen's latest state waits; everything before it was folded and counted.
        let latest = pending.items.suffix(4)
        #expect(latest.map(\.screen.source) == ["s0.json", "s1.json", "s2.json", "s3.json"])
        #expect(latest.allSatisfy { $0.at == 1004 })
        #expect(pending.items.count + (pending.lost?.lost ?? 0) == 20, "nothing vanishes uncounted")
        #expect(pending.bytes == pending.items.reduce(0) { $0 + $1.estimatedBytes })
    }

    @Test func withNothingToFoldTheOldestAreDroppedDownToNineTenths() {
        let one = Self.many("s0.json", findings: 10, round: 0).estimatedBytes
        var pending = PendingObservations(bound: 50_000, byteBound: one * 10)
        for screen in 0..<11 { pending.append(Self.many("s\(screen).json", findings: 10, round: 0), now: .now) }
        #expect(pending.bytes <= one * 9 && pending.items.last?.screen.source == "s10.json")
        #expect(pending.items.count + (pending.lost?.lost ?? 0) == 11)
        let taken = pending.take()
        #expect(pending.bytes == 0 && taken.lost != nil)
    }
}
