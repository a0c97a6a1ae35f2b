import Testing

@testable import HIGAuditHistory

struct EventDiffTests {
    @Test func findingsAreMatchedByFingerprintAsAMultiset() {
        let before = [finding("a", "1"), finding("a", "1"), finding("b", "2")]
        let after = [finding("a", "1"), finding("c", "3"), finding("b", "2")]
        let (added, fixed) = EventDiff.difference(from: before, to: after)
        #expect(added.map(\.fingerprint) == ["3"])
        #expect(fixed.map(\.fingerprint) == ["1"], "one of the two alike findings is gone")
    }

    @Test func aNewScreenIsAddedOrFirstScanned() {
        let observation = audited("a.json", "fail", [finding("a", "1")])
        let (event, state) = EventDiff.apply(observation, to: nil, tree: "t", firstScan: false)
        #expect(event?.kind == .added && event?.statusBefore == nil && event?.statusAfter == "fail" && event?.added.count == 1)
        #expect(state == ScreenState(status: "fail", findings: [finding("a", "1")]))
        #expect(EventDiff.apply(observation, to: nil, tree: "t", firstScan: true).event?.kind == .firstScan)
    }

    @Test func nothingChangedIsNoEventAndAStatusChangeAloneIsOne() {
        let state = ScreenState(status: "fail", findings: [finding("a", "1")])
        let same = EventDiff.apply(audited("a.json", "fail", [finding("a", "1")]), to: state, tree: "t", firstScan: false)
        #expect(same.event == nil && same.state == state)
        let moved = EventDiff.apply(audited("a.json", "error", [finding("a", "1")]), to: state, tree: "t", firstScan: false)
        #expect(moved.event?.kind == .changed && moved.event?.statusBefore == "fail" && moved.event?.statusAfter == "error")
        #expect(moved.event?.added.isEmpty == true && moved.event?.fixed.isEmpty == true)
    }

    @Test func aRemovedScreenHasEveryFindingFixed() {
        let state = ScreenState(status: "fail", findings: [finding("a", "1"), finding("b", "2")])
        let (event, after) = EventDiff.apply(removed("a.json"), to: state, tree: "t", firstScan: false)
        #expect(event?.kind == .removed && event?.fixed.count == 2 && event?.statusAfter == nil)
        #expect(after == nil)
        #expect(EventDiff.apply(removed("a.json"), to: nil, tree: "t", firstScan: false).event == nil, "unknown screens go unremarked")
    }
}
