import HIGAuditFiles
import HIGAuditInputs
import Testing

@testable import HIGAuditDaemon

/// A `WatchState` with the root (descriptor 1) and folder `a` (descriptor 2) of one root
/// watched, for events in and actions out, with no file system.
struct WatchStateFixture {
    static let roots = [SourceRoot(path: "/w", name: "")]
    static let timing = SettleTiming(settle: .milliseconds(100), writerTimeout: .seconds(3))
    let start = ContinuousClock.now
    var state = WatchState(rootCount: 1)

    init() {
        state.recordWatch(1, for: WatchPath(root: 0, path: ""))
        state.recordWatch(2, for: WatchPath(root: 0, path: "a"))
    }

    func at(_ milliseconds: Int) -> ContinuousClock.Instant { start + .milliseconds(milliseconds) }

    @discardableResult
    mutating func send(_ wd: Int32, _ mask: UInt32, _ name: String? = nil, at milliseconds: Int = 0) -> [WatchAction] {
        state.handle(
            InotifyEvent(wd: wd, mask: mask, cookie: 0, name: name), now: at(milliseconds), timing: Self.timing,
            accepts: { ScreenFileFilter.isScreenFileName(PathText.name(of: $0)) })
    }

    /// The batch due at a moment, every ready file taken as a regular file.
    mutating func batch(at milliseconds: Int, flush: Bool = false) -> WatchBatch? {
        guard let due = state.takeDue(now: at(milliseconds), timing: Self.timing, flush: flush) else { return nil }
        return state.emit(due, regularFiles: Set(due.ready), roots: Self.roots, now: at(milliseconds))
    }
}

@Suite struct WatchEventHandlingTests {
    static let overflow = InotifyMask.queueOverflow

    @Test func aCreatedFileIsCheckedThenWaitsOutTheSettleWindow() {
        var fixture = WatchStateFixture()
        let path = WatchPath(root: 0, path: "a/s.json")
        #expect(fixture.send(2, InotifyMask.create, "s.json") == [.checkCreatedFile(path)])
        #expect(fixture.state.pending.isEmpty)
        fixture.state.admitCreated(path, now: fixture.at(0), timing: WatchStateFixture.timing)
        #expect(fixture.state.nextDeadline(settle: .milliseconds(100), minimumGap: .milliseconds(50)) == fixture.at(100))
        #expect(fixture.batch(at: 99) == nil)
        #expect(fixture.batch(at: 100)?.changed.map(\.sourcePath) == ["a/s.json"])
    }

    @Test func aWriterWaitsForItsCloseAndACloseIsReadyAtOnce() {
        var fixture = WatchStateFixture()
        let path = WatchPath(root: 0, path: "s.json")
        #expect(fixture.send(1, InotifyMask.modify, "s.json").isEmpty)
        #expect(fixture.state.pending[path]?.writerActive == true)
        #expect(fixture.state.pending[path]?.readyAt == fixture.at(3000))
        fixture.send(1, InotifyMask.closeWrite, "s.json", at: 10)
        #expect(fixture.state.pending[path]?.complete == true)
        #expect(fixture.state.pending[path]?.readyAt == fixture.at(10))
        #expect(fixture.batch(at: 10)?.changed.map(\.sourcePath) == ["s.json"])
    }

    @Test func filesThatAreNoScreensAreLeftAlone() {
        var fixture = WatchStateFixture()
        #expect(fixture.send(1, InotifyMask.closeWrite, "notes.txt").isEmpty)
        #expect(fixture.send(1, InotifyMask.closeWrite, ".s.json.swp").isEmpty)
        #expect(fixture.state.pending.isEmpty)
    }

    @Test func movingInIsACompleteFileAndMovingOutARemoval() {
        var fixture = WatchStateFixture()
        fixture.send(1, InotifyMask.movedTo, "in.json")
        #expect(fixture.state.pending[WatchPath(root: 0, path: "in.json")]?.complete == true)
        fixture.send(2, InotifyMask.movedFrom, "out.json", at: 5)
        #expect(fixture.state.removed == [WatchPath(root: 0, path: "a/out.json")])
        #expect(fixture.state.firstRemovalAt == fixture.at(5))
        // A removal on its own waits out the settle window from the first one.
        var alone = fixture
        alone.state.pending = [:]
        #expect(alone.batch(at: 104) == nil)
        #expect(alone.batch(at: 105)?.removed.map(\.sourcePath) == ["a/out.json"])
        // With a batch before that, it goes along.
        let first = fixture.batch(at: 5)
        #expect(first?.changed.map(\.sourcePath) == ["in.json"])
        #expect(first?.removed.map(\.sourcePath) == ["a/out.json"])
    }

    @Test func aRemovalCancelsTheFilesPendingChange() {
        var fixture = WatchStateFixture()
        fixture.send(1, InotifyMask.closeWrite, "s.json")
        fixture.send(1, InotifyMask.delete, "s.json", at: 1)
        #expect(fixture.state.pending.isEmpty)
        #expect(fixture.batch(at: 101)?.removed.map(\.sourcePath) == ["s.json"])
    }

    @Test func aNewFolderIsWatchedAndListedAndItsFilesAreChanges() {
        var fixture = WatchStateFixture()
        let folder = WatchPath(root: 0, path: "b")
        #expect(fixture.send(1, InotifyMask.create | InotifyMask.isDirectory, "b") == [.watchNewFolder(folder)])
        #expect(fixture.send(1, InotifyMask.create | InotifyMask.isDirectory, ".hidden").isEmpty)
        fixture.state.folderListed(root: 0, files: ["b/one.json", "b/two.yaml"], now: fixture.at(0), timing: WatchStateFixture.timing)
        #expect(fixture.batch(at: 100)?.changed.map(\.sourcePath) == ["b/one.json", "b/two.yaml"])
    }

    /// A folder that couldn't be read is listed again when its permissions change; it stops
    /// being unreadable once watched, gone, or not met again by a full listing.
    @Test func anUnreadableFolderIsListedAgainWhenItsPermissionsChange() {
        var fixture = WatchStateFixture()
        let locked = WatchPath(root: 0, path: "a/locked")
        fixture.state.recordUnreadable(locked, absolutePath: "/w/a/locked")
        #expect(fixture.state.unreadable == [locked: "/w/a/locked"])
        #expect(fixture.send(2, InotifyMask.attrib | InotifyMask.isDirectory, "locked") == [.watchNewFolder(locked)])
        #expect(fixture.send(2, InotifyMask.attrib | InotifyMask.isDirectory, "readable").isEmpty)
        #expect(fixture.send(2, InotifyMask.attrib, "s.json").isEmpty && fixture.state.pending.isEmpty)
        fixture.state.recordWatch(3, for: locked)
        #expect(fixture.state.unreadable.isEmpty)
        #expect(fixture.send(2, InotifyMask.attrib | InotifyMask.isDirectory, "locked").isEmpty)

        fixture.state.recordUnreadable(locked, absolutePath: "/w/a/locked")
        fixture.send(1, InotifyMask.delete | InotifyMask.isDirectory, "a")
        #expect(fixture.state.unreadable.isEmpty)

        fixture.state.recordUnreadable(WatchPath(root: 0, path: "b"), absolutePath: "/w/b")
        fixture.state.recordUnreadable(WatchPath(root: 0, path: "c"), absolutePath: "/w/c")
        let listing = fixture.state.watchGeneration
        fixture.state.recordUnreadable(WatchPath(root: 0, path: "c"), absolutePath: "/w/c")
        _ = fixture.state.pruneUnconfirmed(root: 0, since: listing)
        // The listing met c again but not b.
        #expect(fixture.state.unreadable == [WatchPath(root: 0, path: "c"): "/w/c"])
    }

    @Test func aDeletedFolderForgetsItsWatchesAndPendingFilesAndIsAPrefix() {
        var fixture = WatchStateFixture()
        fixture.state.recordWatch(3, for: WatchPath(root: 0, path: "a/inner"))
        fixture.send(3, InotifyMask.closeWrite, "s.json")
        let actions = fixture.send(1, InotifyMask.delete | InotifyMask.isDirectory, "a")
        #expect(actions.count == 1)
        guard case .removeWatches(let removed) = actions.first else {
            Issue.record("no watch removal")
            return
        }
        #expect(Set(removed) == [2, 3])
        #expect(fixture.state.watches.keys.sorted() == [1])
        #expect(fixture.state.retired == [2, 3])
        #expect(fixture.state.pending.isEmpty)
        // The retired descriptors' last events say nothing; their IN_IGNORED ends them.
        #expect(fixture.send(3, InotifyMask.ignored).isEmpty)
        #expect(fixture.state.retired == [2])
        let batch = fixture.batch(at: 100)
        #expect(batch?.removedPrefixes == ["a"])
        #expect(batch?.changed.isEmpty == true)
    }

    @Test func aVanishedRootIsAPrefixAndIsLookedForWithBackoff() {
        var fixture = WatchStateFixture()
        let actions = fixture.send(1, InotifyMask.deleteSelf)
        #expect(actions == [.removeWatches([2, 1]), .rootVanished(0)] || actions == [.removeWatches([1, 2]), .rootVanished(0)])
        #expect(fixture.state.missing[0]?.nextPoll == fixture.at(100))
        #expect(fixture.batch(at: 100)?.removedPrefixes == [""])
        #expect(fixture.state.rootsToLookFor(now: fixture.at(99), all: false).isEmpty)
        #expect(fixture.state.rootsToLookFor(now: fixture.at(99), all: true) == [0])
        #expect(fixture.state.rootsToLookFor(now: fixture.at(100), all: false) == [0])
        fixture.state.rootStillMissing(0, now: fixture.at(100))
        #expect(fixture.state.missing[0]?.nextPoll == fixture.at(200))
        fixture.state.rootStillMissing(0, now: fixture.at(200))
        #expect(fixture.state.missing[0]?.nextPoll == fixture.at(400))
        fixture.state.recordWatch(7, for: WatchPath(root: 0, path: ""))
        fixture.state.rootFound(0, now: fixture.at(400))
        #expect(fixture.state.missing.isEmpty)
        #expect(fixture.batch(at: 400)?.rescan == WatchStateFixture.roots)
    }

    @Test func anOverflowRescansEveryRootOnceAndSaysSoOnce() {
        var fixture = WatchStateFixture()
        #expect(fixture.send(-1, Self.overflow) == [.recoveryRescanStarted(reason: "the inotify queue overflowed")])
        #expect(fixture.send(-1, Self.overflow, at: 10).isEmpty)
        #expect(fixture.batch(at: 99) == nil)
        let batch = fixture.batch(at: 100)
        #expect(batch?.rescan == WatchStateFixture.roots)
        #expect(fixture.state.rescans == 1)
    }

    @Test func anUnknownDescriptorRescansButAnUnknownIgnoredDoesNot() {
        var fixture = WatchStateFixture()
        #expect(fixture.send(654_321, InotifyMask.ignored).isEmpty)
        #expect(fixture.state.rescanRoots.isEmpty)
        #expect(
            fixture.send(123_456, InotifyMask.closeWrite, "x.json")
                == [.recoveryRescanStarted(reason: "an event for an unknown watch descriptor 123456")])
        #expect(fixture.state.rescanRoots == [0])
    }

    @Test func consecutiveRecoveryRescansBackOff() {
        var fixture = WatchStateFixture()
        var now = 0
        var gaps: [Int] = []
        for _ in 1...4 {
            fixture.send(-1, Self.overflow, at: now)
            let due = fixture.state.nextDeadline(settle: .milliseconds(100), minimumGap: .milliseconds(50))!
            let dueMilliseconds = Int((due - fixture.start) / .milliseconds(1))
            #expect(fixture.batch(at: dueMilliseconds)?.rescan.isEmpty == false)
            gaps.append(dueMilliseconds - now)
            now = dueMilliseconds
        }
        // The settle window, then the backoff since the last rescan: 100, 200, 400 ms.
        #expect(gaps == [100, 100, 200, 400])
        #expect(fixture.state.rescanBackoff == .milliseconds(800))
        #expect(fixture.state.rescans == 4)
    }
}
