import HIGAuditCore
import HIGAuditFiles
import HIGAuditInputs
import Testing

@testable import HIGAuditDaemon

@Suite struct WatchingFilterTests {
    @Test func screenExtensionsInAnyCase() {
        for name in ["a.json", "b.yaml", "c.yml", "D.JSON", "e.Yaml", "f.tmp.json", "#g.json"] {
            #expect(ScreenFileFilter.isScreenFileName(name), "\(name)")
        }
    }

    @Test func dotfilesTemporariesAndOtherExtensionsAreNotScreens() {
        for name in [
            ".a.json", ".#a.json", "a.json~", "#a.json#", "a.json.swp", "a.json.swx", "a.json.tmp",
            "a.json.part", "a.json.crdownload", "a.txt", "a.jsonl", "json", "4913", "", ".json", "a.json.TMP",
        ] {
            #expect(!ScreenFileFilter.isScreenFileName(name), "\(name)")
        }
    }

    @Test func withinAFolder() {
        #expect(WatchPaths.isWithin("a/b", "a"))
        #expect(WatchPaths.isWithin("a", "a"))
        #expect(!WatchPaths.isWithin("ab", "a"))
        #expect(WatchPaths.isWithin("anything", ""))
    }
}

@Suite struct WatchingEventParsingTests {
    @Test func eventsWithAndWithoutNames() {
        func header(_ wd: Int32, _ mask: UInt32, _ cookie: UInt32, _ length: UInt32) -> [UInt8] {
            withUnsafeBytes(of: wd.littleEndian, Array.init) + withUnsafeBytes(of: mask.littleEndian, Array.init)
                + withUnsafeBytes(of: cookie.littleEndian, Array.init) + withUnsafeBytes(of: length.littleEndian, Array.init)
        }
        var bytes = header(3, InotifyMask.closeWrite, 0, 16) + Array("a.json".utf8) + [UInt8](repeating: 0, count: 10)
        bytes += header(-1, InotifyMask.queueOverflow, 0, 0)
        bytes += header(4, InotifyMask.create | InotifyMask.isDirectory, 7, 16) + [0xFF, 0xFE] + [UInt8](repeating: 0, count: 14)
        let events = bytes.withUnsafeBytes { InotifyEvent.parse($0) }
        #expect(events.count == 3)
        #expect(events[0] == InotifyEvent(wd: 3, mask: InotifyMask.closeWrite, cookie: 0, name: "a.json"))
        #expect(events[1].wd == -1 && events[1].name == nil && events[1].has(InotifyMask.queueOverflow))
        #expect(events[2].name.map(FileName.bytes) == [0xFF, 0xFE] && events[2].cookie == 7)
    }

    @Test func pollTimeoutsRoundUp() {
        let now = ContinuousClock.now
        #expect(TreeWatcher.milliseconds(until: now, from: now) == 0)
        #expect(TreeWatcher.milliseconds(until: now + .microseconds(1), from: now) == 1)
        #expect(TreeWatcher.milliseconds(until: now + .milliseconds(250), from: now) == 250)
        #expect(TreeWatcher.milliseconds(until: now - .seconds(1), from: now) == 0)
    }
}
