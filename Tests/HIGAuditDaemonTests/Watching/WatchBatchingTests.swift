import HIGAuditFiles
import Testing

@testable import HIGAuditDaemon

@Suite struct WatchBatchingTests {
    @Test func aBurstOfChangesAfterABatchWaitsForTheMinimumGap() {
        var fixture = WatchStateFixture()
        fixture.send(1, InotifyMask.modify, "a.json")
        fixture.send(1, InotifyMask.create, "b.json")
        fixture.state.admitCreated(WatchPath(root: 0, path: "b.json"), now: fixture.at(0), timing: WatchStateFixture.timing)
        #expect(fixture.batch(at: 100)?.changed.map(\.sourcePath) == ["b.json"])
        #expect(fixture.state.lastEmission == fixture.at(100))
        fixture.send(1, InotifyMask.create, "c.json", at: 101)
        fixture.state.admitCreated(WatchPath(root: 0, path: "c.json"), now: fixture.at(101), timing: WatchStateFixture.timing)
        // Ready at 201 and past the gap (50 ms after 100): due then.
        #expect(fixture.batch(at: 200) == nil)
        #expect(fixture.batch(at: 201)?.changed.map(\.sourcePath) == ["c.json"])
    }

    @Test func theMinimumGapHoldsBackSettledFilesButNotCompleteOnes() {
        var fixture = WatchStateFixture()
        fixture.state.lastEmission = fixture.at(0)
        fixture.state.folderListed(root: 0, files: ["late.json"], now: fixture.at(-100), timing: WatchStateFixture.timing)
        fixture.send(1, InotifyMask.closeWrite, "done.json", at: 5)
        // At 5 ms the settled file is ready but the gap (50 ms) has not passed; the complete one goes.
        #expect(fixture.state.nextDeadline(settle: .milliseconds(100), minimumGap: .milliseconds(50)) == fixture.at(5))
        #expect(fixture.batch(at: 5)?.changed.map(\.sourcePath) == ["done.json"])
        // A batch of complete files only doesn't move the gap.
        #expect(fixture.state.lastEmission == fixture.at(0))
        #expect(fixture.state.nextDeadline(settle: .milliseconds(100), minimumGap: .milliseconds(50)) == fixture.at(50))
        #expect(fixture.batch(at: 50)?.changed.map(\.sourcePath) == ["late.json"])
    }

    @Test func aFlushTakesEverythingPendingAtOnce() {
        var fixture = WatchStateFixture()
        fixture.send(1, InotifyMask.modify, "writing.json")
        fixture.send(2, InotifyMask.delete, "gone.json")
        let batch = fixture.batch(at: 1, flush: true)
        #expect(batch?.changed.map(\.sourcePath) == ["writing.json"])
        #expect(batch?.removed.map(\.sourcePath) == ["a/gone.json"])
        #expect(fixture.batch(at: 2, flush: true) == nil)
    }

    @Test func aReadyFileThatIsNoLongerARegularFileIsARemoval() {
        var fixture = WatchStateFixture()
        fixture.send(1, InotifyMask.closeWrite, "link.json")
        let due = fixture.state.takeDue(now: fixture.at(1), timing: WatchStateFixture.timing, flush: false)
        #expect(due?.ready == [WatchPath(root: 0, path: "link.json")])
        let batch = due.map { fixture.state.emit($0, regularFiles: [], roots: WatchStateFixture.roots, now: fixture.at(1)) }
        #expect(batch?.changed.isEmpty == true)
        #expect(batch?.removed.map(\.sourcePath) == ["link.json"])
    }

    @Test func batchesAreNumberedFromTheStartingRescan() {
        var fixture = WatchStateFixture()
        let roots = [SourceRoot(path: "/one", name: "one"), SourceRoot(path: "/two", name: "two")]
        let first = fixture.state.startingBatch(rescanning: [1], roots: roots)
        #expect(first.sequence == 1 && first.rescan == [roots[1]])
        fixture.send(1, InotifyMask.closeWrite, "s.json")
        #expect(fixture.batch(at: 1)?.sequence == 2)
    }

    @Test func sourcePathsOfNamedRootsCarryTheirNames() {
        var state = WatchState(rootCount: 2)
        let roots = [SourceRoot(path: "/one", name: "one"), SourceRoot(path: "/two", name: "two")]
        state.recordWatch(1, for: WatchPath(root: 1, path: ""))
        let now = ContinuousClock.now
        _ = state.handle(
            InotifyEvent(wd: 1, mask: InotifyMask.closeWrite, cookie: 0, name: "s.json"), now: now,
            timing: WatchStateFixture.timing, accepts: { _ in true })
        _ = state.handle(
            InotifyEvent(wd: 1, mask: InotifyMask.deleteSelf, cookie: 0, name: nil), now: now,
            timing: WatchStateFixture.timing, accepts: { _ in true })
        let due = state.takeDue(now: now, timing: WatchStateFixture.timing, flush: true)
        let batch = due.map { state.emit($0, regularFiles: Set($0.ready), roots: roots, now: now) }
        #expect(batch?.removedPrefixes == ["two"])
        #expect(state.missing.keys.sorted() == [1])
    }
}
