import Foundation
import Testing

/// The real daemon, driven as a user or a design tool would drive it.
@Suite(.serialized)
struct DaemonIntegrationTests {
    @Test func auditsFilesWrittenRenamedNestedAndDeleted() async throws {
        let daemon = try DaemonProcess()
        try daemon.write("first.json", DaemonProcess.failingScreen)
        try await daemon.start()
        try await daemon.waitReported()
        #expect(daemon.report("first.json")?["status"] as? String == "fail")

        // Written in place.
        try daemon.write("in-place.json", DaemonProcess.passingScreen)
        // Renamed into the tree from outside it.
        let outside = daemon.folder.appendingPathComponent("staging.json")
        try Data(DaemonProcess.failingScreen.utf8).write(to: outside)
        try FileManager.default.moveItem(at: outside, to: daemon.screens.appendingPathComponent("renamed.json"))
        // In new nested folders.
        try daemon.write("a/b/c/nested.yaml", "format: hig-screen/1\nelements: []\n")
        try await daemon.waitReported()
        #expect(daemon.report("in-place.json")?["status"] as? String == "pass")
        #expect(daemon.report("renamed.json")?["status"] as? String == "fail")
        #expect(daemon.report("a/b/c/nested.yaml")?["source"] as? String == "a/b/c/nested.yaml")

        // Deleted: the report goes.
        try FileManager.default.removeItem(at: daemon.screens.appendingPathComponent("first.json"))
        try FileManager.default.removeItem(at: daemon.screens.appendingPathComponent("a"))
        try await daemon.waitReported()
        #expect(daemon.report("first.json") == nil)
        #expect(daemon.report("a/b/c/nested.yaml") == nil)

        let index = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: daemon.reports.appendingPathComponent("index.json"))) as? [String: Any])
        let sources = (index["screens"] as? [[String: Any]])?.compactMap { $0["source"] as? String }
        #expect(sources == ["in-place.json", "renamed.json"])
        let status = try await daemon.status()
        #expect(status["screens"] as? Int == 2)
        #expect(status["state"] as? String == "idle")
        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: daemon.socket), "the socket it created is removed")
    }

    /// `col.yaml` and `col.yaml.json` both report to `screens/col.yaml.json`: while both are
    /// there the daemon says so (degraded); whichever of them goes, the report of the one
    /// that stays is there afterwards. Likewise for a folder `dd.yaml.json/`.
    @Test func aReportPathTwoSourcesShareIsLeftToTheOneThatStays() async throws {
        let daemon = try DaemonProcess()
        try daemon.write("col.yaml", "format: hig-screen/1\nelements: []\n")
        try daemon.write("col.yaml.json", DaemonProcess.failingScreen)
        try await daemon.start()
        try await daemon.waitReported()
        try FileManager.default.removeItem(at: daemon.screens.appendingPathComponent("col.yaml.json"))
        try await daemon.waitReported()
        #expect(daemon.report("col.yaml")?["source"] as? String == "col.yaml")

        try daemon.write("col.yaml.json", DaemonProcess.failingScreen)
        try await daemon.waitReported()
        #expect(daemon.report("col.yaml.json")?["source"] as? String == "col.yaml.json")
        let shared = try await daemon.status()
        #expect(shared["state"] as? String == "degraded")
        #expect((shared["problems"] as? [String])?.first?.contains("col.yaml and col.yaml.json") == true, "\(shared)")
        try FileManager.default.removeItem(at: daemon.screens.appendingPathComponent("col.yaml"))
        try await daemon.waitReported()
        #expect(daemon.report("col.yaml.json")?["source"] as? String == "col.yaml.json")
        let status = try await daemon.status()
        #expect(status["screens"] as? Int == 1)
        #expect(status["state"] as? String == "idle")

        // A folder where a screen's report would be: when it goes, the screen's report is back.
        try daemon.write("dd.yaml", "format: hig-screen/1\nelements: []\n")
        try daemon.write("dd.yaml.json/inner.json", DaemonProcess.passingScreen)
        try await daemon.waitReported()
        #expect(try await daemon.status()["state"] as? String == "degraded")
        try FileManager.default.removeItem(at: daemon.screens.appendingPathComponent("dd.yaml.json"))
        try await daemon.waitReported()
        #expect(daemon.report("dd.yaml")?["source"] as? String == "dd.yaml")
        // A report that could not take the folder's place is written by the retry, every 2 s.
        var state = try await daemon.status()["state"] as? String
        for _ in 0..<100 where state != "idle" {
            try await Task.sleep(for: .milliseconds(200))
            state = try await daemon.status()["state"] as? String
        }
        #expect(state == "idle")
        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)
    }

    /// `higaudit status` and `screens` name the daemon's state and each screen's status in
    /// the reader's language.
    @Test func clientCommandsSpeakTheReadersLanguage() async throws {
        let daemon = try DaemonProcess()
        try daemon.write("passing.json", DaemonProcess.passingScreen)
        try daemon.write("failing.json", DaemonProcess.failingScreen)
        try await daemon.start()
        try await daemon.waitReported()
        #expect(try await daemon.askCLI(["status", "--lang", "en"]).output.hasPrefix("idle: 2 screens"))
        #expect(try await daemon.askCLI(["status", "--lang", "ja"]).output.hasPrefix("待機中: 2 画面"))
        let english = try await daemon.askCLI(["screens", "--lang", "en"]).output
        #expect(english.contains("fail\tfailing.json") && english.contains("pass\tpassing.json"), "\(english)")
        let japanese = try await daemon.askCLI(["screens", "--lang", "ja"]).output
        #expect(japanese.contains("不合格\tfailing.json") && japanese.contains("合格\tpassing.json"), "\(japanese)")
        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)
    }

    @Test func apiAnswersAsTheInterfaceSays() async throws {
        let daemon = try DaemonProcess()
        try daemon.write("x/one.json", DaemonProcess.failingScreen)
        try daemon.write("two.json", DaemonProcess.passingScreen)
        try await daemon.start()
        try await daemon.waitReported()
        let failing = try #require(try await daemon.get("/v1/screens?status=fail").json as? [[String: Any]])
        #expect(failing.map { $0["source"] as? String } == ["x/one.json"])
        let report = try #require(try await daemon.get("/v1/screens/x/one.json").json as? [String: Any])
        #expect(report["format"] as? String == "hig-report/1")
        let japanese = try #require(try await daemon.get("/v1/screens/x/one.json?lang=ja").json as? [String: Any])
        let message = ((japanese["findings"] as? [[String: Any]])?.first?["message"] as? String) ?? ""
        #expect(message.contains("コントラスト"), "answered in Japanese: \(message)")
        #expect((japanese["findings"] as? [[String: Any]])?.first?["rule"] as? String == "text-contrast")
        #expect(try await daemon.get("/v1/screens/nope.json").status == 404)
        // Only a source path names a screen, extension and all.
        #expect(try await daemon.get("/v1/screens/x/one").status == 404)
        #expect(try await daemon.get("/v1/screens/..%2F..%2Fetc%2Fpasswd").status == 404)
        #expect(try await daemon.get("/v1/nothing").status == 404)
        #expect(try await daemon.get("/v1/status", method: "DELETE").status == 405)
        #expect(try await daemon.get("/v1/rescan").status == 405)
        #expect(try await daemon.get("/v1/rescan", method: "POST").status == 202)
        #expect(try await daemon.get("/v1/wait?timeout=soon").status == 400)
        // An error reads in the answer's language.
        let englishError = try await daemon.get("/v1/wait?timeout=soon").json as? [String: Any]
        #expect(englishError?["error"] as? String == "timeout must be a number of seconds from 0 to 3600")
        let japaneseError = try await daemon.get("/v1/wait?timeout=soon&lang=ja").json as? [String: Any]
        #expect(japaneseError?["error"] as? String == "timeout には 0 から 3600 までの秒数を指定してください")
        let refused = try await daemon.get("/v1/status?lang=fr")
        #expect(refused.status == 400 && (refused.json as? [String: Any])?["error"] as? String == "lang must be one of en, ja")
        let rules = try #require(try await daemon.get("/v1/rules").json as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "text-contrast" })
        let metrics = String(decoding: try await daemon.get("/metrics").body, as: UTF8.self)
        #expect(metrics.contains("higaudit_audits_total{status=\"fail\"}"))
        #expect(metrics.contains("higaudit_audit_duration_seconds"))
        #expect(metrics.contains("higaudit_queue_depth"))
        #expect(metrics.contains("higaudit_watches"))
        #expect(metrics.contains("higaudit_rescans_total"))
        let status = try await daemon.status()
        for key in [
            "state", "problems", "version", "uptimeSeconds", "watching", "screens", "passing", "failing", "unreadable", "skipped", "queued", "auditsTotal",
            "lastAuditAt",
        ] {
            #expect(status[key] != nil, "status lacks \(key)")
        }
    }

    @Test func floodOfTenThousandFilesLosesNothing() async throws {
        let daemon = try DaemonProcess()
        try await daemon.start()
        let count = 10_000
        try await daemon.writeAll(
            (0..<count).map { index in
                ("flood/\(index / 500)/screen\(index).json", index % 2 == 0 ? DaemonProcess.failingScreen : DaemonProcess.passingScreen)
            })
        // Liveness, not speed: built with ThreadSanitizer on two busy cores, ten thousand
        // audits took longer than one 300 s wait, and the daemon's answer to a wait (after it
        // drains the kernel's queue of ten thousand events) can come well after its 300 s.
        var answered = 0
        for _ in 0..<4 where answered != 200 {
            answered = try await daemon.get("/v1/wait?timeout=300", maxTime: 420).status
        }
        #expect(answered == 200, "wait answered \(answered)")
        let status = try await daemon.status()
        #expect(status["screens"] as? Int == count)
        #expect(status["failing"] as? Int == count / 2)
        let files = daemon.reportFiles().filter { $0.hasPrefix("screens/") }
        #expect(files.filter { $0.hasSuffix(".json") }.count == count)
        #expect(files.filter { $0.hasSuffix(".html") }.count == count, "a page beside every report")
    }

    @Test func killedInAFloodAndRestartedLeavesNoPartialFiles() async throws {
        let daemon = try DaemonProcess()
        try await daemon.start()
        let count = 3_000
        try await daemon.writeAll((0..<count).map { ("f/screen\($0).json", DaemonProcess.failingScreen) })
        try await Task.sleep(for: .milliseconds(300))
        daemon.signal(SIGKILL)
        _ = await daemon.waitForExit()
        for file in daemon.reportFiles() where !(file as NSString).lastPathComponent.hasPrefix(".") {
            let data = try Data(contentsOf: daemon.reports.appendingPathComponent(file))
            #expect((try? JSONSerialization.jsonObject(with: data)) != nil || !file.hasSuffix(".json"), "\(file) is never half written")
        }
        try await daemon.start()
        try await daemon.waitReported(seconds: 300)
        let files = daemon.reportFiles()
        #expect(!files.contains { ($0 as NSString).lastPathComponent.hasPrefix(".") }, "strays removed: \(files.filter { $0.contains("/.") }.prefix(3))")
        #expect(files.filter { $0.hasPrefix("screens/") && $0.hasSuffix(".json") }.count == count)
        #expect(files.filter { $0.hasPrefix("screens/") && $0.hasSuffix(".html") }.count == count, "a page beside every report")
        for file in files where file.hasSuffix(".json") {
            let data = try Data(contentsOf: daemon.reports.appendingPathComponent(file))
            #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(file) is complete JSON")
        }
        let index = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: daemon.reports.appendingPathComponent("index.json"))) as? [String: Any])
        #expect((index["screens"] as? [Any])?.count == count)
    }

    @Test func restartReauditsOnlyChangedScreensUnlessTheConfigurationChanged() async throws {
        let daemon = try DaemonProcess()
        try daemon.write("same.json", DaemonProcess.failingScreen)
        try daemon.write("changed.json", DaemonProcess.failingScreen)
        try daemon.write("vanishing.json", DaemonProcess.failingScreen)
        try await daemon.start()
        try await daemon.waitReported()
        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)
        let before = try #require(daemon.report("same.json")?["auditedAt"] as? String)
        try await Task.sleep(for: .seconds(1))
        try daemon.write("changed.json", DaemonProcess.passingScreen)
        try FileManager.default.removeItem(at: daemon.screens.appendingPathComponent("vanishing.json"))
        let page = daemon.reports.appendingPathComponent("screens/orphan.html")
        try "stale".write(to: page, atomically: true, encoding: .utf8)
        try await daemon.start()
        try await daemon.waitReported()
        #expect(daemon.report("same.json")?["auditedAt"] as? String == before, "unchanged screen not audited again")
        #expect(daemon.report("changed.json")?["status"] as? String == "pass")
        #expect(daemon.report("vanishing.json") == nil)
        #expect(!FileManager.default.fileExists(atPath: daemon.reports.appendingPathComponent("screens/vanishing.html").path))
        #expect(!FileManager.default.fileExists(atPath: page.path), "a page without its report is removed")
        #expect(try await daemon.status()["auditsTotal"] as? Int == 1)
        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)

        // A report whose page is missing gets it back, although its screen is unchanged.
        try FileManager.default.removeItem(at: daemon.reports.appendingPathComponent("screens/same.html"))
        try await daemon.start()
        try await daemon.waitReported()
        #expect(FileManager.default.fileExists(atPath: daemon.reports.appendingPathComponent("screens/same.html").path))
        #expect(try await daemon.status()["auditsTotal"] as? Int == 1)
        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)

        try daemon.configure("profile: wcag-aaa\n")
        try await daemon.start()
        try await daemon.waitReported()
        #expect(try await daemon.status()["auditsTotal"] as? Int == 2, "a configuration change audits everything again")
        #expect(try String(contentsOf: daemon.reports.appendingPathComponent("screens/same.html"), encoding: .utf8).contains("wcag-aaa"))
        #expect(daemon.report("same.json")?["profile"] as? String == "wcag-aaa")
    }

    @Test func sighupReloadsAndRefusesABadConfiguration() async throws {
        let daemon = try DaemonProcess()
        try daemon.configure("profile: hig\n")
        try daemon.write(
            "caption.json", ##"{"format":"hig-screen/1","elements":[{"type":"text","text":"Caption","foreground":"#767676","font":{"size":13}}]}"##)
        try await daemon.start()
        try await daemon.waitReported()
        #expect(daemon.report("caption.json")?["status"] as? String == "pass")

        try daemon.configure("profile: wcag-aaa\n")
        daemon.signal(SIGHUP)
        try await expectEventually { daemon.report("caption.json")?["status"] as? String == "fail" }

        try daemon.configure("profle: apca\n")
        daemon.signal(SIGHUP)
        try await expectEventually { (try? await daemon.status())?["state"] as? String == "degraded" }
        let problems = try await daemon.status()["problems"] as? [String] ?? []
        #expect(problems.contains { $0.contains("profle") })
        #expect(try await daemon.get("/v1/status").status == 200, "still serving on the same socket")

        try daemon.configure("profile: wcag-aaa\n")
        daemon.signal(SIGHUP)
        try await expectEventually { (try? await daemon.status())?["state"] as? String == "idle" }
    }

    @Test func notifiesSystemdOverItsSocket() async throws {
        let daemon = try DaemonProcess()
        let listener = try DatagramListener(path: daemon.folder.appendingPathComponent("notify.sock").path)
        daemon.environment["NOTIFY_SOCKET"] = listener.path
        daemon.environment["WATCHDOG_USEC"] = "4000000"
        try daemon.write("one.json", DaemonProcess.passingScreen)
        try await daemon.start()
        var messages = try listener.receive(until: { $0.contains { $0.contains("READY=1") } })
        #expect(messages.contains { $0.contains("STATUS=") })
        messages += try listener.receive(until: { $0.contains { $0.contains("WATCHDOG=1") } })
        daemon.signal(SIGHUP)
        messages += try listener.receive(until: { $0.contains { $0.contains("RELOADING=1") } })
        #expect(messages.contains { $0.contains("RELOADING=1") && $0.contains("MONOTONIC_USEC=") })
        daemon.signal(SIGTERM)
        messages += try listener.receive(until: { $0.contains { $0.contains("STOPPING=1") } })
        #expect(await daemon.waitForExit() == 0)
    }

    @Test func servesASocketHandedOverBySystemd() async throws {
        let daemon = try DaemonProcess()
        try daemon.write("one.json", DaemonProcess.failingScreen)
        // Spawned directly: the activator execs the daemon in its own process, which
        // Foundation's Process monitoring does not expect.
        let activator = try SpawnedProcess.spawn(TestTool.url(TestTool.socketActivate).path, ["-l", daemon.socket, DaemonProcess.binary] + daemon.arguments)
        defer { activator.kill(SIGKILL) }
        try await daemon.waitForSocket()
        try await daemon.waitReported()
        #expect(try await daemon.status()["screens"] as? Int == 1)
        activator.kill(SIGTERM)
        #expect(await activator.waitForExit(seconds: 120) == 0)
        #expect(FileManager.default.fileExists(atPath: daemon.socket), "a socket handed over is not the daemon's to remove")
    }

    @Test func figmaExportsGetOneReportPerFrame() async throws {
        let daemon = try DaemonProcess()
        let figma = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/real/figma")
        for name in ["figmasharp_FigmaStoryboard.json", "figmasharp_AddFigmaDocument.json", "figmagic_mockFigmaFiles.json"] {
            try FileManager.default.copyItem(at: figma.appendingPathComponent(name), to: daemon.screens.appendingPathComponent(name))
        }
        try await daemon.start()
        try await daemon.waitReported()
        let login = try #require(daemon.report("figmasharp_FigmaStoryboard.json/101-3.json"))
        #expect(login["screen"] as? String == "figmasharp_FigmaStoryboard#101:3")
        let findings = login["findings"] as? [[String: Any]] ?? []
        #expect(findings.contains { $0["rule"] as? String == "text-contrast" && $0["elementId"] as? String == "101:9" && $0["severity"] as? String == "error" })
        let rows = try #require(try await daemon.get("/v1/screens").json as? [[String: Any]])
        #expect(rows.count > 40, "one row per frame")
        #expect(rows.contains { $0["title"] as? String == "Log-In Page" }, "rows name their frame")
        #expect(rows.allSatisfy { $0["status"] as? String != "error" })
        let frames = try #require(try await daemon.get("/v1/screens/figmagic_mockFigmaFiles.json").json as? [String: Any])
        #expect((frames["reports"] as? [Any])?.count == 41)

        // A frame file replaced by a plain screen: its frame reports go, one report stays.
        try Data(DaemonProcess.passingScreen.utf8).write(to: daemon.screens.appendingPathComponent("figmasharp_FigmaStoryboard.json"))
        try await daemon.waitReported()
        #expect(daemon.report("figmasharp_FigmaStoryboard.json")?["status"] as? String == "pass")
        #expect(FileManager.default.fileExists(atPath: daemon.reports.appendingPathComponent("screens/figmasharp_FigmaStoryboard.html").path))
        #expect(try await daemon.status()["state"] as? String == "idle", "removing the frame reports is no write failure")

        // And back: a plain screen that becomes a Figma export keeps every frame's report and page.
        try FileManager.default.removeItem(at: daemon.screens.appendingPathComponent("figmasharp_FigmaStoryboard.json"))
        try FileManager.default.copyItem(
            at: figma.appendingPathComponent("figmasharp_FigmaStoryboard.json"),
            to: daemon.screens.appendingPathComponent("figmasharp_FigmaStoryboard.json"))
        try await daemon.waitReported()
        #expect(daemon.report("figmasharp_FigmaStoryboard.json/101-3.json")?["screen"] as? String == "figmasharp_FigmaStoryboard#101:3")
        #expect(FileManager.default.fileExists(atPath: daemon.reports.appendingPathComponent("screens/figmasharp_FigmaStoryboard.json/101-3.html").path))
        #expect(!FileManager.default.fileExists(atPath: daemon.reports.appendingPathComponent("screens/figmasharp_FigmaStoryboard.html").path))
        #expect(try await daemon.status()["state"] as? String == "idle")
    }

    @Test func socketIsOwnerAndGroupOnly() async throws {
        let daemon = try DaemonProcess()
        try await daemon.start()
        var info = stat()
        #expect(stat(daemon.socket, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o660)
    }
}

/// A datagram socket standing in for systemd's notification socket.
final class DatagramListener {
    let path: String
    private let descriptor: Int32

    init(path: String) throws {
        self.path = path
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw DaemonTestError.requestFailed("bind \(path)") }
        var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit {
        close(descriptor)
        unlink(path)
    }

    func receive(seconds: Double = 120, until done: ([String]) -> Bool) throws -> [String] {
        var messages: [String] = []
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline && !done(messages) {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 { messages.append(String(decoding: buffer[0..<count], as: UTF8.self)) }
        }
        #expect(done(messages), "got \(messages)")
        return messages
    }
}
