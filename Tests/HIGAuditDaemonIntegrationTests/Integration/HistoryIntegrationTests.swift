import Foundation
import GRDB
import ProcessTestSupport
import Testing

/// The daemon's history, as a client, a person and the overview see it, across restarts
/// and a kill.
@Suite(.serialized)
struct HistoryIntegrationTests {
    static let fine = ##"{"format":"hig-screen/1","elements":[{"type":"text","text":"Title","foreground":"#000000"}]}"##
    static let faint =
        ##"{"format":"hig-screen/1","elements":[{"type":"text","text":"Title","foreground":"#000000"},{"type":"text","id":"faint","text":"Fine print","foreground":"#BBBBBB","font":{"size":13}}]}"##

    func events(_ daemon: DaemonProcess, _ query: String = "") async throws -> [[String: Any]] {
        let answer = try await daemon.get("/v1/history?limit=10000" + query)
        #expect(answer.status == 200)
        return try #require((answer.json as? [String: Any])?["events"] as? [[String: Any]])
    }

    @Test func aLabelThatFailsThenIsFixedIsTwoEventsEverywhereAndAfterARestart() async throws {
        let daemon = try DaemonProcess()
        try daemon.write("label.json", Self.fine)
        try await daemon.start()
        try await daemon.waitReported()
        try daemon.write("label.json", Self.faint)
        try await daemon.waitReported()
        try daemon.write("label.json", Self.fine)
        try await daemon.waitReported()

        let history = try await events(daemon, "&source=label.json")
        #expect(history.map { $0["kind"] as? String } == ["changed", "changed", "first-scan"], "newest first")
        let fixed = try #require(history.first?["fixed"] as? [[String: Any]])
        let added = try #require(history.dropFirst().first?["added"] as? [[String: Any]])
        #expect(fixed.count == 1 && added.count == 1)
        #expect(fixed.first?["fingerprint"] as? String == added.first?["fingerprint"] as? String, "the same finding, added then fixed")
        #expect(added.first?["rule"] as? String == "text-contrast")

        // A person's view.
        let (status, text) = try await daemon.askCLI(["history", "--since", "1h", "--source", "label.json"])
        #expect(status == 0)
        #expect(text.contains("    + error  text-contrast") && text.contains("    − error  text-contrast"), "\(text)")
        #expect(text.hasSuffix("3 changes on 1 screen: 1 finding added, 1 fixed; 1 screen newly failing.\n"), "\(text)")

        // The overview's "since yesterday".
        let overview = try String(contentsOf: daemon.reports.appendingPathComponent("index.html"), encoding: .utf8)
        let section = try #require(overview.firstMatch(of: /<section id="history"[\s\S]*?<\/section>/)).output
        #expect(section.contains("<dt>Findings added</dt><dd>1</dd>") && section.contains("<dt>Findings fixed</dt><dd>1</dd>"), "\(section)")
        #expect(section.contains("<dt>Screens newly failing</dt><dd>1</dd>"), "passed, then failed")

        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)
        try await daemon.start()
        try await daemon.waitReported()
        let again = try await events(daemon, "&source=label.json")
        #expect(again.map { $0["kind"] as? String } == ["changed", "changed", "first-scan"], "kept, and nothing new for an unchanged tree")
        #expect(again.map { $0["at"] as? String } == history.map { $0["at"] as? String })
    }

    @Test func killedInABurstTheHistoryIsIntactAndAgreesWithTheReports() async throws {
        let daemon = try DaemonProcess()
        try await daemon.start()
        let count = 400
        try await daemon.writeAll((0..<count).map { ("burst/s\($0).json", $0 % 2 == 0 ? Self.faint : Self.fine) })
        try await Task.sleep(for: .milliseconds(500))
        daemon.signal(SIGKILL)
        _ = await daemon.waitForExit()

        let database = daemon.reports.appendingPathComponent("history.sqlite").path
        if FileManager.default.fileExists(atPath: database) {
            let queue = try DatabaseQueue(path: database)
            #expect(try await queue.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
            try queue.close()
        }

        try await daemon.start()
        try await daemon.waitReported()
        // Each screen's events, oldest first, add up to the findings of its report on disk.
        var state: [String: [String: Int]] = [:]
        var status: [String: String] = [:]
        for event in try await events(daemon).reversed() {
            let source = event["source"] as? String ?? ""
            for finding in event["added"] as? [[String: Any]] ?? [] { state[source, default: [:]][finding["fingerprint"] as? String ?? "", default: 0] += 1 }
            for finding in event["fixed"] as? [[String: Any]] ?? [] { state[source, default: [:]][finding["fingerprint"] as? String ?? "", default: 0] -= 1 }
            status[source] = event["statusAfter"] as? String
        }
        var checked = 0
        for index in 0..<count {
            let source = "burst/s\(index).json"
            let report = try #require(daemon.report(source))
            var expected: [String: Int] = [:]
            for finding in report["findings"] as? [[String: Any]] ?? [] { expected[finding["fingerprint"] as? String ?? "", default: 0] += 1 }
            #expect((state[source] ?? [:]).filter { $0.value != 0 } == expected, "\(source)")
            #expect(status[source] == report["status"] as? String, "\(source)")
            checked += 1
        }
        #expect(checked == count)
    }

    @Test func aHistoryStartedOnAnAuditedTreeLearnsTheReportsOnDiskOnce() async throws {
        let daemon = try DaemonProcess()
        try daemon.write("a.json", Self.faint)
        try daemon.write("b.json", Self.fine)
        try daemon.configure("history:\n  enabled: false\n")
        try await daemon.start()
        try await daemon.waitReported()
        #expect(try await daemon.get("/v1/history").status == 404, "no history kept")
        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: daemon.reports.appendingPathComponent("history.sqlite").path))

        // Started again with a history: the reports on disk are current, not audited again,
        // and told to the history as the tree's first scan.
        try daemon.configure("history:\n  enabled: true\n")
        let audited = try #require(daemon.report("a.json")?["auditedAt"] as? String)
        try await daemon.start()
        try await daemon.waitReported()
        #expect(daemon.report("a.json")?["auditedAt"] as? String == audited, "not audited again")
        let first = try await events(daemon)
        #expect(Set(first.compactMap { $0["source"] as? String }) == ["a.json", "b.json"])
        #expect(first.allSatisfy { $0["kind"] as? String == "first-scan" })
        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)
        try await daemon.start()
        try await daemon.waitReported()
        #expect(try await events(daemon).count == 2, "known now: nothing new")
    }

    @Test func aHistoryThatCouldNotBeOpenedAtStartLearnsTheReportsOnDiskOnceRepaired() async throws {
        let daemon = try DaemonProcess()
        for name in ["a", "b", "c"] { try daemon.write("\(name).json", name == "b" ? Self.faint : Self.fine) }
        try daemon.configure("history:\n  enabled: false\n")
        try await daemon.start()
        try await daemon.waitReported()
        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)
        // Started again with a history it can't open (a folder where the database goes):
        // nothing to audit, and nothing it can tell the history yet.
        let database = daemon.reports.appendingPathComponent("history.sqlite")
        try FileManager.default.createDirectory(at: database, withIntermediateDirectories: false)
        try daemon.configure("history:\n  enabled: true\n")
        try await daemon.start()
        try await daemon.waitReported()
        try await expectEventually { (try? await daemon.status())?["state"] as? String == "degraded" }
        // Repaired while the daemon runs: it catches up without a restart.
        try FileManager.default.removeItem(at: database)
        try await expectEventually { Set(try await events(daemon).compactMap { $0["source"] as? String }) == ["a.json", "b.json", "c.json"] }
        try await expectEventually { (try? await daemon.status())?["state"] as? String == "idle" }
        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)
    }

    @Test func aLockedDatabaseDegradesWithoutDelayingReportsAndCatchesUp() async throws {
        let daemon = try DaemonProcess()
        try daemon.write("a.json", Self.fine)
        try await daemon.start()
        try await daemon.waitReported()
        // Another process's connection holds the write lock, on a thread of its own (it
        // waits there for the release); the test goes on once the lock is taken.
        let queue = try DatabaseQueue(path: daemon.reports.appendingPathComponent("history.sqlite").path)
        let release = DispatchSemaphore(value: 0)
        try await OwnThread.start { locked in
            try queue.inTransaction(.exclusive) { _ in
                locked()
                release.wait()
                return .commit
            }
        }
        try daemon.write("a.json", Self.faint)
        let start = Date()
        try await daemon.waitReported()
        #expect(Date().timeIntervalSince(start) < 60, "the report doesn't wait for the history")
        #expect(daemon.report("a.json")?["status"] as? String == "fail")
        let status = try await daemon.status()
        #expect(status["state"] as? String == "degraded")
        #expect((status["problems"] as? [String] ?? []).contains { $0.contains("history") }, "\(status)")

        release.signal()
        try await expectEventually { (try? await daemon.status())?["state"] as? String == "idle" }
        let history = try await events(daemon, "&source=a.json")
        #expect(history.first?["kind"] as? String == "changed" && (history.first?["added"] as? [Any])?.count == 1)
        try queue.close()
    }
}
