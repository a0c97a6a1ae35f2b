import Foundation
import Testing

/// The real daemon audits files whose names are not UTF-8, under their own bytes, and
/// shows those bytes escaped.
@Suite(.serialized)
struct ByteNameDaemonTests {
    static let first = Array("bad".utf8) + [0xFF] + Array(".json".utf8)
    static let second = Array("bad".utf8) + [0xFE] + Array(".json".utf8)
    static let nested = Array("dir".utf8) + [0xE9] + Array("/a.json".utf8)

    func sources(_ daemon: DaemonProcess) throws -> [String] {
        let index = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: daemon.reports.appendingPathComponent("index.json"))) as? [String: Any])
        return ((index["screens"] as? [[String: Any]])?.compactMap { $0["source"] as? String } ?? []).sorted()
    }

    @Test func namesThatAreNotUTF8AreReportedAndTheDaemonStaysIdle() async throws {
        let daemon = try DaemonProcess()
        try daemon.write(bytes: Self.first, DaemonProcess.failingScreen)
        try await daemon.start()
        try await daemon.waitReported()
        #expect(daemon.report(bytes: Self.first)?["source"] as? String == #"bad\xFF.json"#)
        #expect(daemon.report(bytes: Self.first)?["status"] as? String == "fail")

        // Written while watched: inotify names them.
        try daemon.write(bytes: Self.second, DaemonProcess.passingScreen)
        try daemon.write(bytes: Self.nested, DaemonProcess.passingScreen)
        try await daemon.waitReported()
        #expect(daemon.report(bytes: Self.second)?["source"] as? String == #"bad\xFE.json"#)
        #expect(daemon.report(bytes: Self.nested)?["source"] as? String == #"dir\xE9/a.json"#)
        #expect(try sources(daemon) == [#"bad\xFE.json"#, #"bad\xFF.json"#, #"dir\xE9/a.json"#])
        var status = try await daemon.status()
        #expect(status["screens"] as? Int == 3)
        #expect(status["state"] as? String == "idle")

        // The API finds a report by the source's bytes or as it is shown, in either language.
        let byBytes = try #require(try await daemon.get("/v1/screens/bad%FF.json").json as? [String: Any])
        #expect(byBytes["source"] as? String == #"bad\xFF.json"#)
        let shown = try #require(try await daemon.get("/v1/screens/bad%5CxFF.json?lang=ja").json as? [String: Any])
        #expect(shown["source"] as? String == #"bad\xFF.json"#)
        #expect(
            (shown["findings"] as? [[String: Any]])?.first?["message"] as? String != (byBytes["findings"] as? [[String: Any]])?.first?["message"] as? String)

        // A restart finds the reports where they belong and keeps them as they are.
        let auditedAt = daemon.report(bytes: Self.nested)?["auditedAt"] as? String
        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)
        try await daemon.start()
        try await daemon.waitReported()
        status = try await daemon.status()
        #expect(status["screens"] as? Int == 3)
        #expect(status["state"] as? String == "idle")
        #expect(daemon.report(bytes: Self.nested)?["auditedAt"] as? String == auditedAt, "not audited again")
        let events = try #require((try await daemon.get("/v1/history?limit=10000").json as? [String: Any])?["events"] as? [[String: Any]])
        #expect(!events.contains { $0["kind"] as? String == "removed" }, "\(events)")
        #expect(Set(events.compactMap { $0["source"] as? String }) == [#"bad\xFE.json"#, #"bad\xFF.json"#, #"dir\xE9/a.json"#])

        // Removed: its report goes, the other stays.
        #expect(DaemonProcess.withPath(Array(daemon.screens.path.utf8) + [UInt8(ascii: "/")] + Self.first) { unlink($0) } == 0)
        try await daemon.waitReported()
        #expect(daemon.report(bytes: Self.first) == nil)
        #expect(daemon.report(bytes: Self.second) != nil)
        #expect(try await daemon.status()["state"] as? String == "idle")
        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)
    }

    @Test func watchedAndReportsFoldersNamedSoAreUsedAsNamed() async throws {
        let daemon = try DaemonProcess()
        let watched = Array(daemon.folder.path.utf8) + Array("/w".utf8) + [0xFF]
        let reports = Array(daemon.folder.path.utf8) + Array("/r".utf8) + [0xFE]
        #expect(DaemonProcess.withPath(watched) { mkdir($0, 0o755) } == 0)
        let screen = DaemonProcess.withPath(watched + Array("/a.json".utf8)) { open($0, O_WRONLY | O_CREAT, 0o644) }
        #expect(screen >= 0)
        _ = Array(DaemonProcess.passingScreen.utf8).withUnsafeBytes { write(screen, $0.baseAddress, $0.count) }
        close(screen)
        daemon.shellWords =
            #"--watch "$(printf '\#(daemon.folder.path)/w\377')" --reports "$(printf '\#(daemon.folder.path)/r\376')" --socket \#(daemon.socket)"#
        try await daemon.start()
        try await daemon.waitReported()
        let status = try await daemon.status()
        #expect(status["watching"] as? [String] == [daemon.folder.path + #"/w\xFF"#])
        #expect(status["state"] as? String == "idle", "no history problem: \(status)")
        #expect(DaemonProcess.withPath(reports + Array("/screens/a.json".utf8)) { access($0, F_OK) } == 0)
        #expect(DaemonProcess.withPath(reports + Array("/history.sqlite".utf8)) { access($0, F_OK) } == 0)
        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)
    }
}
