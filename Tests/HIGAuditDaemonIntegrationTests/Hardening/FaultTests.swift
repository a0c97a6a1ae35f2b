import Foundation
import Testing

/// The reports folder full or read-only, the watched folder deleted and recreated,
/// symbolic links out of the tree, hostile ids.
@Suite(.serialized)
struct FaultTests {
    /// The sources `index.json` lists, and the daemon's state, as a client would read them.
    static func indexAndState(_ daemon: DaemonProcess) async -> (sources: [String], state: String?) {
        let url = daemon.reports.appendingPathComponent("index.json")
        let index = (try? Data(contentsOf: url)).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        let sources = (index?["screens"] as? [[String: Any]])?.compactMap { $0["source"] as? String } ?? []
        return (sources.sorted(), (try? await daemon.status())?["state"] as? String)
    }

    @Test func aReportsFolderMovedAwayIsMadeAgainWholeAndTheMovedOneLeftAlone() async throws {
        let daemon = try DaemonProcess()
        for index in 0..<3 { try daemon.write("s\(index).json", DaemonProcess.failingScreen) }
        try await daemon.start()
        try await daemon.waitReported()
        let moved = daemon.folder.appendingPathComponent("reports-moved")
        try FileManager.default.moveItem(at: daemon.reports, to: moved)
        try daemon.write("s0.json", DaemonProcess.passingScreen)
        try await expectEventually { await Self.indexAndState(daemon) == (["s0.json", "s1.json", "s2.json"], "idle") }
        #expect(daemon.report("s0.json")?["status"] as? String == "pass")
        #expect(daemon.report("s1.json") != nil && daemon.report("s2.json") != nil, "every screen's report, not only the changed one's")
        let status = try await daemon.status()
        #expect(status["screens"] as? Int == 3)
        #expect(FileManager.default.fileExists(atPath: daemon.reports.appendingPathComponent("history.sqlite").path), "the history is in the folder")
        #expect(FileManager.default.fileExists(atPath: moved.appendingPathComponent("index.json").path), "the moved folder is left as it was")
        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)
    }

    /// `path` mounted on itself, so that it can be made read-only.
    static func bindMount(_ path: String) {
        #expect(Glibc.mount(path, path, nil, UInt(MS_BIND), nil) == 0, "bind \(path): \(String(cString: strerror(errno)))")
    }

    /// The bind mount at `path` made read-only.
    static func remountReadOnly(_ path: String) {
        #expect(
            Glibc.mount(nil, path, nil, UInt(MS_REMOUNT | MS_BIND | MS_RDONLY), nil) == 0, "read-only \(path): \(String(cString: strerror(errno)))")
    }

    /// A tmpfs of `size` at `path`.
    static func mountTemporary(_ path: String, size: String) {
        #expect(Glibc.mount("tmpfs", path, "tmpfs", 0, "size=" + size) == 0, "tmpfs at \(path): \(String(cString: strerror(errno)))")
    }

    /// What is mounted at `path` goes, at once (`umount -l`).
    static func unmount(_ path: String) {
        _ = umount2(path, Int32(MNT_DETACH))
    }

    /// Writes to `path` until the file system is full.
    static func fill(_ path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { close(descriptor) }
        let chunk = [UInt8](repeating: 0x41, count: 4096)
        while chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    @Test func readOnlyReportsFolderDegradesAndRecovers() async throws {
        let daemon = try DaemonProcess()
        try FileManager.default.createDirectory(at: daemon.reports, withIntermediateDirectories: true)
        try daemon.write("one.json", DaemonProcess.failingScreen)
        try await daemon.start()
        try await daemon.waitReported()
        Self.bindMount(daemon.reports.path)
        defer { Self.unmount(daemon.reports.path) }
        Self.remountReadOnly(daemon.reports.path)
        try daemon.write("two.json", DaemonProcess.passingScreen)
        try await expectEventually { (try? await daemon.status())?["state"] as? String == "degraded" }
        #expect(try await daemon.get("/v1/status").status == 200, "keeps serving status")
        #expect(try await daemon.get("/v1/screens/two.json").status == 200, "the report is known even if not yet written")
        Self.unmount(daemon.reports.path)
        try await expectEventually { (try? await daemon.status())?["state"] as? String == "idle" }
        try await expectEventually { daemon.report("two.json")?["status"] as? String == "pass" }
    }

    @Test func fullReportsFolderDegradesAndRecovers() async throws {
        let daemon = try DaemonProcess()
        try FileManager.default.createDirectory(at: daemon.reports, withIntermediateDirectories: true)
        Self.mountTemporary(daemon.reports.path, size: "1m")
        defer { Self.unmount(daemon.reports.path) }
        try await daemon.start()
        let filler = daemon.reports.appendingPathComponent("filler")
        Self.fill(filler.path)
        for index in 0..<20 { try daemon.write("screen\(index).json", DaemonProcess.failingScreen) }
        try await expectEventually { (try? await daemon.status())?["state"] as? String == "degraded" }
        #expect(try await daemon.get("/v1/status").status == 200)
        try FileManager.default.removeItem(at: filler)
        try await expectEventually { (try? await daemon.status())?["state"] as? String == "idle" }
        try await daemon.waitReported()
        #expect(daemon.reportFiles().filter { $0.hasPrefix("screens/") && $0.hasSuffix(".json") }.count == 20)
        #expect(daemon.reportFiles().filter { $0.hasPrefix("screens/") && $0.hasSuffix(".html") }.count == 20)
        // A write still in flight (the repair loop, an aggregate) may hold a temporary file
        // for a moment; none may stay behind.
        try await expectEventually(seconds: 120) { !daemon.reportFiles().contains { ($0 as NSString).lastPathComponent.hasPrefix(".") } }
    }

    @Test func watchedFolderDeletedAndRecreated() async throws {
        let daemon = try DaemonProcess()
        try daemon.write("one.json", DaemonProcess.failingScreen)
        try await daemon.start()
        try await daemon.waitReported()
        try FileManager.default.removeItem(at: daemon.screens)
        try await expectEventually { (try? await daemon.status())?["screens"] as? Int == 0 }
        #expect(daemon.report("one.json") == nil)
        try FileManager.default.createDirectory(at: daemon.screens, withIntermediateDirectories: true)
        try daemon.write("two.json", DaemonProcess.passingScreen)
        try await expectEventually { daemon.report("two.json")?["status"] as? String == "pass" }
        #expect(try await daemon.status()["screens"] as? Int == 1)
    }

    @Test func symbolicLinksOutOfTheTreeAreNeverRead() async throws {
        let daemon = try DaemonProcess()
        let outside = daemon.folder.appendingPathComponent("secret.json")
        try Data(DaemonProcess.failingScreen.utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: daemon.screens.appendingPathComponent("link.json"), withDestinationURL: outside)
        try FileManager.default.createDirectory(at: daemon.folder.appendingPathComponent("outdir"), withIntermediateDirectories: true)
        try Data(DaemonProcess.failingScreen.utf8).write(to: daemon.folder.appendingPathComponent("outdir/inner.json"))
        try FileManager.default.createSymbolicLink(
            at: daemon.screens.appendingPathComponent("dirlink"), withDestinationURL: daemon.folder.appendingPathComponent("outdir"))
        try daemon.write("real.json", DaemonProcess.passingScreen)
        try await daemon.start()
        try await daemon.waitReported()
        #expect(try await daemon.status()["screens"] as? Int == 1)
        #expect(daemon.report("link.json") == nil)
        #expect(daemon.report("dirlink/inner.json") == nil)
    }

    @Test func idsAreNeverUsedAsPaths() async throws {
        let daemon = try DaemonProcess()
        try daemon.write("one.json", ##"{"format":"hig-screen/1","id":"../../etc/x","elements":[]}"##)
        try await daemon.start()
        try await daemon.waitReported()
        #expect(daemon.report("one.json")?["screen"] as? String == "../../etc/x")
        #expect(!FileManager.default.fileExists(atPath: daemon.folder.appendingPathComponent("etc/x").path))
        #expect(daemon.reportFiles().allSatisfy { !$0.contains("..") && !$0.contains("etc/x") })
    }
}

/// File names as long as the file system allows still get their reports.
struct LongNameTests {
    @Test func aNameOf250BytesGetsAReportAndTheDaemonStaysIdle() async throws {
        let daemon = try DaemonProcess()
        let name = String(repeating: "n", count: 250 - ".json".count) + ".json"
        try daemon.write(name, DaemonProcess.failingScreen)
        try await daemon.start()
        try await daemon.waitReported()
        #expect(daemon.report(name)?["status"] as? String == "fail")
        #expect(try await daemon.status()["state"] as? String == "idle")
    }
}
