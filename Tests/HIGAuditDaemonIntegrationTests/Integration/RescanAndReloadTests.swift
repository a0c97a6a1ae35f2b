import Foundation
import Testing

/// `POST /v1/rescan` and `SIGHUP` audit every screen again, and `/v1/wait` covers it.
struct RescanAndReloadTests {
    static let count = 300

    static func daemonWithScreens() async throws -> DaemonProcess {
        let daemon = try DaemonProcess()
        try await daemon.writeAll((0..<count).map { ("s\($0).json", DaemonProcess.failingScreen) })
        return daemon
    }

    @Test func rescanAuditsEveryScreenAgainAndWaitCoversIt() async throws {
        let daemon = try await Self.daemonWithScreens()
        try await daemon.start()
        try await daemon.waitReported()
        let before = try #require(try await daemon.status()["auditsTotal"] as? Int)
        #expect(before == Self.count)
        let rescan = try await daemon.get("/v1/rescan", method: "POST")
        #expect(rescan.status == 202)
        try await daemon.waitReported()
        let status = try await daemon.status()
        #expect(status["auditsTotal"] as? Int == before + Self.count, "every screen audited again, digests unchanged")
        #expect(status["state"] as? String == "idle")
    }

    @Test func reloadWithANewProfileAuditsEverythingBeforeWaitAnswers() async throws {
        let daemon = try await Self.daemonWithScreens()
        try daemon.configure("profile: hig\n")
        try await daemon.start()
        try await daemon.waitReported()
        try daemon.configure("profile: apca\n")
        daemon.signal(SIGHUP)
        // The reload is handled asynchronously: once it has started re-auditing, a wait
        // returns only when every report carries the new profile.
        try await expectEventually(seconds: 120) {
            let status = try await daemon.status()
            return status["state"] as? String == "scanning" || (status["auditsTotal"] as? Int ?? 0) > Self.count
        }
        try await daemon.waitReported()
        for index in 0..<Self.count {
            #expect(daemon.report("s\(index).json")?["profile"] as? String == "apca", "s\(index).json")
        }
    }
}

/// SIGHUP reloads ignore globs and the settle window too.
struct ReloadIgnoreTests {
    @Test func newIgnoreGlobsRemoveAndAddScreens() async throws {
        let daemon = try DaemonProcess()
        try daemon.write("keep.json", DaemonProcess.passingScreen)
        try daemon.write("drafts/a.json", DaemonProcess.failingScreen)
        try daemon.configure("ignore: [\"drafts/**\"]\n")
        try await daemon.start()
        try await daemon.waitReported()
        #expect(daemon.report("drafts/a.json") == nil)
        try daemon.configure("ignore: [\"keep.json\"]\ndaemon:\n  settleMilliseconds: 20\n")
        daemon.signal(SIGHUP)
        try await expectEventually(seconds: 120) { daemon.report("drafts/a.json") != nil }
        try await daemon.waitReported()
        #expect(daemon.report("keep.json") == nil, "a newly ignored screen's report is removed")
        let rows = try #require(try await daemon.get("/v1/screens").json as? [[String: Any]])
        #expect(rows.map { $0["source"] as? String } == ["drafts/a.json"])
    }

    /// A new input limit audits every screen again: one now over it is an error, unchanged
    /// as its file is.
    @Test func aNewInputLimitAuditsEveryScreenAgain() async throws {
        let daemon = try DaemonProcess()
        try daemon.write("small.json", #"{"format":"hig-screen/1","elements":[]}"#)
        try daemon.write("large.json", DaemonProcess.failingScreen)
        try daemon.configure("inputLimit: 1000000\n")
        try await daemon.start()
        try await daemon.waitReported()
        #expect(daemon.report("large.json")?["status"] as? String == "fail")
        let limit = #"{"format":"hig-screen/1","elements":[]}"#.utf8.count + 1
        try daemon.configure("inputLimit: \(limit)\n")
        daemon.signal(SIGHUP)
        try await expectEventually(seconds: 120) { daemon.report("large.json")?["status"] as? String == "error" }
        try await daemon.waitReported()
        #expect(daemon.report("small.json")?["status"] as? String == "pass")
    }
}
