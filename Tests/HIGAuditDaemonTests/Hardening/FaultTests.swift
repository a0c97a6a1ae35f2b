import Foundation
import Testing

/// The reports folder full or read-only, the watched folder deleted and recreated,
/// symbolic links out of the tree, hostile ids.
@Suite(.serialized)
struct FaultTests {
    static func mount(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/mount")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "mount \(arguments)")
    }

    static func unmount(_ path: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/umount")
        process.arguments = ["-l", path]
        try? process.run()
        process.waitUntilExit()
    }

    /// Writes to `path` until the file system is full.
    static func fill(_ path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { close(descriptor) }
        let chunk = [UInt8](repeating: 0x41, count: 4096)
        while chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    @Test func readOnlyReportsFolderDegradesAndRecovers() throws {
        let daemon = try DaemonProcess()
        try FileManager.default.createDirectory(at: daemon.reports, withIntermediateDirectories: true)
        try daemon.write("one.json", DaemonProcess.failingScreen)
        try daemon.start()
        try daemon.waitReported()
        try Self.mount(["--bind", daemon.reports.path, daemon.reports.path])
        defer { Self.unmount(daemon.reports.path) }
        try Self.mount(["-o", "remount,bind,ro", daemon.reports.path])
        try daemon.write("two.json", DaemonProcess.passingScreen)
        try expectEventually { (try? daemon.status())?["state"] as? String == "degraded" }
        #expect(try daemon.get("/v1/status").status == 200, "keeps serving status")
        #expect(try daemon.get("/v1/screens/two.json").status == 200, "the report is known even if not yet written")
        Self.unmount(daemon.reports.path)
        try expectEventually { (try? daemon.status())?["state"] as? String == "idle" }
        try expectEventually { daemon.report("two.json")?["status"] as? String == "pass" }
    }

    @Test func fullReportsFolderDegradesAndRecovers() throws {
        let daemon = try DaemonProcess()
        try FileManager.default.createDirectory(at: daemon.reports, withIntermediateDirectories: true)
        try Self.mount(["-t", "tmpfs", "-o", "size=1m", "tmpfs", daemon.reports.path])
        defer { Self.unmount(daemon.reports.path) }
        try daemon.start()
        let filler = daemon.reports.appendingPathComponent("filler")
        Self.fill(filler.path)
        for index in 0..<20 { try daemon.write("screen\(index).json", DaemonProcess.failingScreen) }
        try expectEventually { (try? daemon.status())?["state"] as? String == "degraded" }
        #expect(try daemon.get("/v1/status").status == 200)
        try FileManager.default.removeItem(at: filler)
        try expectEventually { (try? daemon.status())?["state"] as? String == "idle" }
        try daemon.waitReported()
        #expect(daemon.reportFiles().filter { $0.hasPrefix("screens/") && $0.hasSuffix(".json") }.count == 20)
        #expect(daemon.reportFiles().filter { $0.hasPrefix("screens/") && $0.hasSuffix(".html") }.count == 20)
        // A write still in flight (the repair loop, an aggregate) may hold a temporary file
        // for a moment; none may stay behind.
        try expectEventually(seconds: 120) { !daemon.reportFiles().contains { ($0 as NSString).lastPathComponent.hasPrefix(".") } }
    }

    @Test func watchedFolderDeletedAndRecreated() throws {
        let daemon = try DaemonProcess()
        try daemon.write("one.json", DaemonProcess.failingScreen)
        try daemon.start()
        try daemon.waitReported()
        try FileManager.default.removeItem(at: daemon.screens)
        try expectEventually { (try? daemon.status())?["screens"] as? Int == 0 }
        #expect(daemon.report("one.json") == nil)
        try FileManager.default.createDirectory(at: daemon.screens, withIntermediateDirectories: true)
        try daemon.write("two.json", DaemonProcess.passingScreen)
        try expectEventually { daemon.report("two.json")?["status"] as? String == "pass" }
        #expect(try daemon.status()["screens"] as? Int == 1)
    }

    @Test func symbolicLinksOutOfTheTreeAreNeverRead() throws {
        let daemon = try DaemonProcess()
        let outside = daemon.folder.appendingPathComponent("secret.json")
        try Data(DaemonProcess.failingScreen.utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: daemon.screens.appendingPathComponent("link.json"), withDestinationURL: outside)
        try FileManager.default.createDirectory(at: daemon.folder.appendingPathComponent("outdir"), withIntermediateDirectories: true)
        try Data(DaemonProcess.failingScreen.utf8).write(to: daemon.folder.appendingPathComponent("outdir/inner.json"))
        try FileManager.default.createSymbolicLink(
            at: daemon.screens.appendingPathComponent("dirlink"), withDestinationURL: daemon.folder.appendingPathComponent("outdir"))
        try daemon.write("real.json", DaemonProcess.passingScreen)
        try daemon.start()
        try daemon.waitReported()
        #expect(try daemon.status()["screens"] as? Int == 1)
        #expect(daemon.report("link.json") == nil)
        #expect(daemon.report("dirlink/inner.json") == nil)
    }

    @Test func idsAreNeverUsedAsPaths() throws {
        let daemon = try DaemonProcess()
        try daemon.write("one.json", ##"{"format":"hig-screen/1","id":"../../etc/x","elements":[]}"##)
        try daemon.start()
        try daemon.waitReported()
        #expect(daemon.report("one.json")?["screen"] as? String == "../../etc/x")
        #expect(!FileManager.default.fileExists(atPath: daemon.folder.appendingPathComponent("etc/x").path))
        #expect(daemon.reportFiles().allSatisfy { !$0.contains("..") && !$0.contains("etc/x") })
    }
}

/// File names as long as the file system allows still get their reports.
struct LongNameTests {
    @Test func aNameOf250BytesGetsAReportAndTheDaemonStaysIdle() throws {
        let daemon = try DaemonProcess()
        let name = String(repeating: "n", count: 250 - ".json".count) + ".json"
        try daemon.write(name, DaemonProcess.failingScreen)
        try daemon.start()
        try daemon.waitReported()
        #expect(daemon.report(name)?["status"] as? String == "fail")
        #expect(try daemon.status()["state"] as? String == "idle")
    }
}
