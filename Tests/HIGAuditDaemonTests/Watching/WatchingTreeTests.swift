import Foundation
import HIGAuditFiles
import NIOConcurrencyHelpers
import Testing

@testable import HIGAuditDaemon

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct WatchingTreeTests {
    @Test func firstBatchIsARescanAndTheListingSkipsWhatIsNotAScreen() async throws {
        let sandbox = try WatchingSandbox()
        sandbox.makeFolder("a/b")
        sandbox.makeFolder(".git")
        sandbox.write("top.json")
        sandbox.write("a/b/deep.yml")
        sandbox.write("a/notes.txt")
        sandbox.write(".git/hidden.json")
        sandbox.write("a/.dot.yaml")
        WatchingSandbox.writeFile(sandbox.outside + "/secret.json", "{}")
        symlink(sandbox.outside + "/secret.json", sandbox.path("link.json"))
        symlink(sandbox.outside, sandbox.path("linked"))
        let (watcher, collector) = try await startWatching(sandbox)
        defer { watcher.stop() }
        let first = try #require(collector.snapshot.batches.first)
        #expect(first.sequence == 1)
        #expect(first.rescan == [SourceRoot(path: sandbox.root, name: "")])
        #expect(collector.snapshot.known == ["top.json", "a/b/deep.yml"])
        #expect(watcher.watchCount == 3)  // root, a, a/b
        #expect(watcher.health == .healthy)
    }

    @Test func aFileWrittenInPlaceIsReportedOnceAfterItsClose() async throws {
        let sandbox = try WatchingSandbox()
        let (watcher, collector) = try await startWatching(sandbox)
        defer { watcher.stop() }
        // Written while the watcher's thread waits: all its events are read in one go, so
        // a pause between them can't pass for a settled file.
        watcher.state.withLockedValue { _ in sandbox.write("screen.json") }
        #expect(await collector.wait { $0.changeCount("screen.json") == 1 })
        try await Task.sleep(for: .milliseconds(500))
        #expect(collector.snapshot.changeCount("screen.json") == 1)
        #expect(collector.snapshot.batches.filter { $0.changed.contains { $0.sourcePath == "screen.json" } }.count == 1)
    }

    @Test func aFileRenamedIntoTheTreeIsReported() async throws {
        let sandbox = try WatchingSandbox()
        let (watcher, collector) = try await startWatching(sandbox)
        defer { watcher.stop() }
        WatchingSandbox.writeFile(sandbox.outside + "/moved.yaml", "format: hig-screen/1")
        #expect(rename(sandbox.outside + "/moved.yaml", sandbox.path("moved.yaml")) == 0)
        #expect(await collector.wait { $0.known.contains("moved.yaml") })
        // And renamed within the tree: the old name goes, the new one comes.
        #expect(rename(sandbox.path("moved.yaml"), sandbox.path("renamed.yaml")) == 0)
        #expect(await collector.wait { $0.known == ["renamed.yaml"] })
        #expect(collector.snapshot.removals["moved.yaml"] == 1)
    }

    @Test func filesInFoldersMadeAfterTheStartAreAllSeen() async throws {
        let sandbox = try WatchingSandbox()
        let (watcher, collector) = try await startWatching(sandbox)
        defer { watcher.stop() }
        var expected: Set<String> = []
        for index in 0..<50 {
            sandbox.makeFolder("n\(index)/inner")
            sandbox.write("n\(index)/inner/s.json")
            expected.insert("n\(index)/inner/s.json")
        }
        #expect(await collector.wait { $0.known == expected })
        #expect(watcher.watchCount == 101)
    }

    @Test func aStreamOfFinishedFilesDoesntHoldBackAFolderMovedIn() async throws {
        let sandbox = try WatchingSandbox()
        let (watcher, collector) = try await startWatching(sandbox)
        defer { watcher.stop() }
        try FileManager.default.createDirectory(atPath: sandbox.outside + "/moved", withIntermediateDirectories: true)
        WatchingSandbox.writeFile(sandbox.outside + "/moved/m.json", #"{"format":"hig-screen/1"}"#)
        // Finished files every 10 ms for 3 s, each its own batch at once; the folder's file,
        // found by listing it, waits out the settle window and the gap between batches. The
        // folder is moved in by the writing thread itself, so that a busy test pool can't
        // delay it past the stream's end.
        let moved = NIOLockedValueBox<Int32?>(nil)
        let writer = Thread {
            for index in 0..<300 {
                sandbox.write("stream\(index % 20).json")
                if index == 20 { moved.withLockedValue { $0 = rename(sandbox.outside + "/moved", sandbox.root + "/moved") } }
                usleep(10_000)
            }
            sandbox.write("stream-final.json")
        }
        writer.start()
        #expect(await collector.wait { $0.known.contains("moved/m.json") && $0.known.contains("stream-final.json") })
        #expect(moved.withLockedValue { $0 } == 0)
        let batches = collector.snapshot.batches
        let movedBatch = batches.firstIndex { $0.changed.contains { $0.sourcePath == "moved/m.json" } }
        let final = batches.firstIndex { $0.changed.contains { $0.sourcePath == "stream-final.json" } }
        #expect(movedBatch != nil && final != nil && movedBatch! < final!, "reported while the stream went on")
    }

    @Test func aDeletedFileIsRemoved() async throws {
        let sandbox = try WatchingSandbox()
        sandbox.write("gone.json")
        sandbox.write("stays.json")
        let (watcher, collector) = try await startWatching(sandbox)
        defer { watcher.stop() }
        #expect(collector.snapshot.known == ["gone.json", "stays.json"])
        sandbox.remove("gone.json")
        #expect(await collector.wait { $0.removals["gone.json"] == 1 })
        #expect(collector.snapshot.known == ["stays.json"])
    }

    @Test func aRemovedFolderIsARemovedPrefix() async throws {
        let sandbox = try WatchingSandbox()
        sandbox.makeFolder("sub/deeper")
        sandbox.write("sub/a.json")
        sandbox.write("sub/deeper/b.json")
        sandbox.write("keep.json")
        let (watcher, collector) = try await startWatching(sandbox)
        defer { watcher.stop() }
        #expect(watcher.watchCount == 3)
        sandbox.remove("sub")
        #expect(await collector.wait { $0.prefixes.contains("sub") })
        #expect(await collector.wait { $0.known == ["keep.json"] })
        #expect(await eventually { watcher.watchCount == 1 })
    }

    @Test func aFolderMovedOutAndBackIn() async throws {
        let sandbox = try WatchingSandbox()
        sandbox.makeFolder("box")
        sandbox.write("box/a.json")
        let (watcher, collector) = try await startWatching(sandbox)
        defer { watcher.stop() }
        #expect(rename(sandbox.path("box"), sandbox.outside + "/box") == 0)
        #expect(await collector.wait { $0.prefixes.contains("box") && $0.known.isEmpty })
        // Changes in the folder now outside are not reported.
        WatchingSandbox.writeFile(sandbox.outside + "/box/b.json", "{}")
        #expect(rename(sandbox.outside + "/box", sandbox.path("again")) == 0)
        #expect(await collector.wait { $0.known == ["again/a.json", "again/b.json"] })
        #expect(!collector.snapshot.everReported.contains("box/b.json"))
        sandbox.write("again/c.json")
        #expect(await collector.wait { $0.known.contains("again/c.json") })
    }

    @Test func aHardLinkedFinishedFileIsReportedAfterTheSettleWindow() async throws {
        let sandbox = try WatchingSandbox()
        let (watcher, collector) = try await startWatching(sandbox)
        defer { watcher.stop() }
        WatchingSandbox.writeFile(sandbox.outside + "/finished.json", "{}")
        #expect(link(sandbox.outside + "/finished.json", sandbox.path("linked.json")) == 0)
        #expect(await collector.wait { $0.changeCount("linked.json") == 1 })
    }

    @Test func aSlowWriterIsReportedOnceAfterItCloses() async throws {
        let sandbox = try WatchingSandbox()
        let (watcher, collector) = try await startWatching(sandbox, settle: .milliseconds(100))
        defer { watcher.stop() }
        let first = Array(#"{"format":"#.utf8), second = Array(#""hig-screen/1"}"#.utf8)
        // Opened and first written while the watcher's thread waits (one read of the events).
        let fd = watcher.state.withLockedValue { _ in
            let fd = open(sandbox.path("slow.json"), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            if fd >= 0 { _ = first.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } }
            return fd
        }
        try #require(fd >= 0)
        try await Task.sleep(for: .milliseconds(600))
        #expect(collector.snapshot.changeCount("slow.json") == 0)
        _ = second.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        #expect(await collector.wait { $0.changeCount("slow.json") == 1 })
        try await Task.sleep(for: .milliseconds(500))
        #expect(collector.snapshot.changeCount("slow.json") == 1)
    }

    @Test func dotfilesTemporariesOtherExtensionsAndIgnoredPathsAreNotReported() async throws {
        let sandbox = try WatchingSandbox()
        let (watcher, collector) = try await startWatching(sandbox, isIgnored: { $0.hasPrefix("drafts/") })
        defer { watcher.stop() }
        sandbox.makeFolder(".hidden")
        sandbox.makeFolder("drafts")
        for name in [
            ".dot.json", "a.json~", "#a.json#", "a.json.swp", "a.json.tmp", "a.part", "notes.txt",
            ".hidden/x.json", "drafts/d.json",
        ] {
            sandbox.write(name)
        }
        sandbox.write("marker.json")
        #expect(await collector.wait { $0.known.contains("marker.json") })
        try await Task.sleep(for: .milliseconds(300))
        #expect(collector.snapshot.everReported == ["marker.json"])
    }

    @Test func symbolicLinksAreNeitherReportedNorFollowed() async throws {
        let sandbox = try WatchingSandbox()
        let (watcher, collector) = try await startWatching(sandbox)
        defer { watcher.stop() }
        WatchingSandbox.writeFile(sandbox.outside + "/secret.json", "{}")
        #expect(symlink(sandbox.outside + "/secret.json", sandbox.path("link.json")) == 0)
        #expect(symlink(sandbox.outside, sandbox.path("linkdir")) == 0)
        // A link moved into place over nothing, too.
        #expect(symlink(sandbox.outside + "/secret.json", sandbox.outside + "/l2.json") == 0)
        #expect(rename(sandbox.outside + "/l2.json", sandbox.path("moved-link.json")) == 0)
        WatchingSandbox.writeFile(sandbox.outside + "/more.json", "{}")
        sandbox.write("marker.json")
        #expect(await collector.wait { $0.known.contains("marker.json") })
        try await Task.sleep(for: .milliseconds(300))
        #expect(collector.snapshot.everReported == ["marker.json"])
        #expect(watcher.list(SourceRoot(path: sandbox.root, name: "")).map(\.relativePath) == ["marker.json"])
        #expect(watcher.watchCount == 1)
        let link = SourceFile(root: SourceRoot(path: sandbox.root, name: ""), relativePath: "link.json")
        #expect(throws: FileReadError(path: sandbox.path("link.json"), reason: .symbolicLink)) { try link.readContents() }
        let through = SourceFile(root: SourceRoot(path: sandbox.root, name: ""), relativePath: "linkdir/secret.json")
        #expect(throws: FileReadError(path: sandbox.path("linkdir"), reason: .symbolicLink)) { try through.readContents() }
        let marker = SourceFile(root: SourceRoot(path: sandbox.root, name: ""), relativePath: "marker.json")
        #expect(try marker.readContents() == Array(#"{"format":"hig-screen/1"}"#.utf8))
    }

    @Test func flushNowCoversAChangeMadeJustBeforeWithoutWaitingForTheSettleWindow() async throws {
        let sandbox = try WatchingSandbox()
        let (watcher, collector) = try await startWatching(sandbox, settle: .seconds(3600))
        defer { watcher.stop() }
        let began = ContinuousClock.now
        sandbox.makeFolder("fresh")
        sandbox.write("fresh/now.json")
        sandbox.write("now.json")
        let sequence = await watcher.flushNow()
        #expect(sequence > 1)
        #expect(await collector.wait { $0.lastSequence >= sequence })
        let covered = collector.snapshot.batches.filter { $0.sequence <= sequence }.flatMap(\.changed).map(\.sourcePath)
        #expect(Set(covered) == ["fresh/now.json", "now.json"])
        #expect(ContinuousClock.now - began < .seconds(600), "well before the settle window's hour")
        // Nothing new: the same sequence, no batch.
        #expect(await watcher.flushNow() == sequence)
        sandbox.remove("now.json")
        let after = await watcher.flushNow()
        #expect(after == sequence + 1)
        #expect(await collector.wait { $0.removals["now.json"] == 1 })
    }

    @Test func aBurstOfTwoThousandFilesIsReportedInFull() async throws {
        let sandbox = try WatchingSandbox()
        let (watcher, collector) = try await startWatching(sandbox, settle: .milliseconds(100))
        defer { watcher.stop() }
        sandbox.makeFolder("burst")
        var expected: Set<String> = []
        for index in 0..<2000 {
            sandbox.write("burst/s\(index).json")
            expected.insert("burst/s\(index).json")
        }
        #expect(await collector.wait(timeout: .seconds(60)) { $0.known == expected })
    }

    @Test func aRootDeletedAndMadeAgainIsRemovedThenRescanned() async throws {
        let sandbox = try WatchingSandbox()
        sandbox.makeFolder("sub")
        sandbox.write("sub/a.json")
        sandbox.write("b.json")
        let (watcher, collector) = try await startWatching(sandbox)
        defer { watcher.stop() }
        try FileManager.default.removeItem(atPath: sandbox.root)
        #expect(await collector.wait { $0.prefixes.contains("") && $0.known.isEmpty })
        #expect(await eventually { watcher.health == .rootMissing(sandbox.root) })
        #expect(watcher.watchCount == 0)
        let removalSequence = collector.snapshot.lastSequence
        try await Task.sleep(for: .milliseconds(300))
        sandbox.makeFolder("c")
        sandbox.write("c/again.json")
        #expect(await collector.wait { $0.known == ["c/again.json"] })
        let rescan = collector.snapshot.batches.last { !$0.rescan.isEmpty }
        #expect((rescan?.sequence ?? 0) > removalSequence)
        #expect(await eventually { watcher.health == .healthy })
        sandbox.write("c/later.json")
        #expect(await collector.wait { $0.known == ["c/again.json", "c/later.json"] })
        #expect(watcher.rescans == 0)
    }

    @Test func aRootMissingAtStartIsPickedUpWhenItAppears() async throws {
        let sandbox = try WatchingSandbox()
        try FileManager.default.removeItem(atPath: sandbox.root)
        let (watcher, collector) = try await startWatching(sandbox)
        defer { watcher.stop() }
        #expect(collector.snapshot.batches.first?.rescan == [])
        #expect(watcher.health == .rootMissing(sandbox.root))
        sandbox.makeFolder("x")
        sandbox.write("x/y.json")
        #expect(await collector.wait { $0.known == ["x/y.json"] })
        #expect(watcher.health == .healthy)
    }

    @Test func rootsWithNamesPrefixTheirSourcePaths() async throws {
        let one = try WatchingSandbox(), two = try WatchingSandbox()
        one.write("a.json")
        two.write("b.json")
        let watcher = try TreeWatcher(
            roots: [SourceRoot(path: one.root, name: "one"), SourceRoot(path: two.root, name: "two")],
            settle: .milliseconds(100), isIgnored: { _ in false }, logger: quietLogger)
        let collector = WatchingCollector(watcher)
        watcher.start()
        defer { watcher.stop() }
        #expect(await collector.wait { $0.known == ["one/a.json", "two/b.json"] })
        two.makeFolder("d")
        two.write("d/c.json")
        #expect(await collector.wait { $0.known.contains("two/d/c.json") })
        try FileManager.default.removeItem(atPath: two.root)
        #expect(await collector.wait { $0.prefixes.contains("two") && $0.known == ["one/a.json"] })
    }

    @Test func stopReturnsPromptlyAndEndsTheStream() async throws {
        let sandbox = try WatchingSandbox()
        let (watcher, collector) = try await startWatching(sandbox)
        sandbox.write("pending.json")
        let began = ContinuousClock.now
        watcher.stop()
        #expect(ContinuousClock.now - began < .seconds(15))
        #expect(await collector.wait { $0.finished })
        #expect(await watcher.flushNow() == collector.snapshot.lastSequence)
        watcher.stop()
    }

    @Test func anIdleWatcherDoesNotSpin() async throws {
        let sandbox = try WatchingSandbox()
        sandbox.write("a.json")
        let (watcher, collector) = try await startWatching(sandbox)
        defer { watcher.stop() }
        sandbox.write("b.json")
        #expect(await collector.wait { $0.known.contains("b.json") })
        // Let the last settle deadline pass, then count the thread's wake-ups.
        try await Task.sleep(for: .milliseconds(300))
        _ = await watcher.flushNow()
        let before = watcher.loopIterations
        try await Task.sleep(for: .seconds(1))
        #expect(watcher.loopIterations - before <= 1)
    }
}

@Suite struct WatchingRecoveryTests {
    @Test func runningOutOfWatchesDegradesWithoutCrashing() async throws {
        let sandbox = try WatchingSandbox()
        sandbox.makeFolder("ok")
        sandbox.makeFolder("full/inner")
        sandbox.write("ok/a.json")
        sandbox.write("full/inner/b.json")
        let refuse: InotifyAddWatch = { fd, path, mask, directory in
            if directory.hasSuffix("/full") { return -ENOSPC }
            return InotifySystem.addWatch(fd, path, mask, directory)
        }
        let watcher = try TreeWatcher(
            roots: [SourceRoot(path: sandbox.root, name: "")], settle: .milliseconds(100),
            isIgnored: { _ in false }, logger: quietLogger, writerTimeout: nil, addWatch: refuse)
        let collector = WatchingCollector(watcher)
        watcher.start()
        defer { watcher.stop() }
        // The listing goes on below the unwatched folder.
        #expect(await collector.wait { $0.known == ["ok/a.json", "full/inner/b.json"] })
        #expect(watcher.health == .outOfWatches(directory: sandbox.root + "/full"))
        #expect(watcher.watchCount == 3)  // root, ok, full/inner
        sandbox.write("ok/c.json")
        #expect(await collector.wait { $0.known.contains("ok/c.json") })
        // Once the folder is gone, so is the problem.
        sandbox.remove("full")
        #expect(await eventually { watcher.health == .healthy })
    }

    @Test func aQueueOverflowMeansARescanWithBackoff() async throws {
        let sandbox = try WatchingSandbox()
        sandbox.write("a.json")
        let (watcher, collector) = try await startWatching(sandbox)
        defer { watcher.stop() }
        watcher.inject([InotifyEvent(wd: -1, mask: InotifyMask.queueOverflow, cookie: 0, name: nil)])
        #expect(await collector.wait { $0.batches.dropFirst().contains { !$0.rescan.isEmpty } })
        #expect(watcher.rescans == 1)
        watcher.inject([InotifyEvent(wd: 123_456, mask: InotifyMask.closeWrite, cookie: 0, name: "x.json")])
        #expect(await collector.wait { $0.batches.dropFirst().filter { !$0.rescan.isEmpty }.count == 2 })
        #expect(watcher.rescans == 2)
        #expect(collector.snapshot.known == ["a.json"])
        // An IN_IGNORED for a watch nobody knows is not a reason to rescan.
        watcher.inject([InotifyEvent(wd: 654_321, mask: InotifyMask.ignored, cookie: 0, name: nil)])
        _ = await watcher.flushNow()
        #expect(watcher.rescans == 2)
    }

    @Test func aRealQueueOverflowIsRecoveredByARescan() async throws {
        let limitText = (try? String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8)) ?? ""
        let limit = try #require(Int(limitText.trimmingCharacters(in: .whitespacesAndNewlines)))
        // IN_CREATE, IN_MODIFY, IN_CLOSE_WRITE each; beyond what one read (64 KiB, up to
        // 2,048 events) takes before the watcher's thread blocks on the lock.
        let count = (limit + 4096) / 3 + 500
        guard count <= 40_000 else { return }
        let sandbox = try WatchingSandbox()
        sandbox.makeFolder("flood")
        let (watcher, collector) = try await startWatching(sandbox)
        defer { watcher.stop() }
        // Keep the watcher's thread from reading while the kernel's queue fills up.
        watcher.state.withLockedValue { _ in
            for index in 0..<count { sandbox.write("flood/f\(index).json") }
        }
        #expect(await collector.wait(timeout: .seconds(60)) { $0.known.count == count })
        #expect(watcher.rescans >= 1)
        #expect(collector.snapshot.batches.dropFirst().contains { !$0.rescan.isEmpty })
    }

    @Test func aRescanListingDropsWatchesOfFoldersThatAreGone() async throws {
        let sandbox = try WatchingSandbox()
        sandbox.makeFolder("a/b")
        let (watcher, _) = try await startWatching(sandbox)
        defer { watcher.stop() }
        #expect(watcher.watchCount == 3)
        // As if the IN_IGNORED of a deleted folder had been lost in an overflow.
        watcher.state.withLockedValue { shared in
            shared.watch.watches[99_999] = WatchPath(root: 0, path: "ghost")
            shared.watch.directories[WatchPath(root: 0, path: "ghost")] = 99_999
        }
        #expect(watcher.watchCount == 4)
        #expect(watcher.list(SourceRoot(path: sandbox.root, name: "")).isEmpty)
        #expect(watcher.watchCount == 3)
    }

    @Test func consecutiveRescansBackOff() async throws {
        let sandbox = try WatchingSandbox()
        let (watcher, collector) = try await startWatching(sandbox, settle: .milliseconds(10))
        defer { watcher.stop() }
        let overflow = InotifyEvent(wd: -1, mask: InotifyMask.queueOverflow, cookie: 0, name: nil)
        let began = ContinuousClock.now
        // Each overflow follows the rescan of the one before from a thread of its own: the
        // test pool can be busy for seconds, which would make the rescans not consecutive.
        let injector = Thread {
            let deadline = ContinuousClock.now + .seconds(60)
            for round in 1...4 {
                watcher.inject([overflow])
                while watcher.rescans < round && ContinuousClock.now < deadline { usleep(1_000) }
            }
        }
        injector.start()
        #expect(await collector.wait { $0.batches.dropFirst().filter { !$0.rescan.isEmpty }.count == 4 })
        // 100 ms, then 200 ms, then 400 ms at least between consecutive rescans (a lower bound
        // only: a slow machine makes the gaps longer, never shorter).
        #expect(ContinuousClock.now - began >= .milliseconds(700))
        #expect(watcher.state.withLockedValue { $0.watch.rescanBackoff } == .milliseconds(800))
        #expect(watcher.rescans == 4)
    }
}
