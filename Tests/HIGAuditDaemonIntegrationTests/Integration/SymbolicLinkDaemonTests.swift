import Foundation
import Testing

/// The real daemon never reads a screen through a folder swapped for a symbolic link.
@Suite(.serialized)
struct SymbolicLinkDaemonTests {
    @Test func aFolderSwappedForALinkToOutsideIsNotAudited() async throws {
        let daemon = try DaemonProcess()
        try daemon.write("sub/screen.json", DaemonProcess.passingScreen)
        try await daemon.start()
        try await daemon.waitReported()
        #expect(daemon.report("sub/screen.json")?["status"] as? String == "pass")

        let outside = daemon.folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data(DaemonProcess.failingScreen.utf8).write(to: outside.appendingPathComponent("screen.json"))
        let sub = daemon.screens.appendingPathComponent("sub")
        try FileManager.default.removeItem(at: sub)
        #expect(symlink(outside.path, sub.path) == 0)
        try await daemon.waitReported()
        #expect(daemon.report("sub/screen.json") == nil)

        #expect(try await daemon.get("/v1/rescan", method: "POST").status == 202)
        try await daemon.waitReported()
        #expect(daemon.report("sub/screen.json") == nil, "a rescan lists the tree again and still does not go through the link")
        #expect(try await daemon.status()["screens"] as? Int == 0)
        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)
    }
}
