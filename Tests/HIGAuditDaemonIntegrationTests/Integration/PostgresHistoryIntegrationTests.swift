import Foundation
import PostgresTestSupport
import Testing

/// Two daemons on two trees keeping one history in a PostgreSQL server of the test's own,
/// through the server stopping and starting again.
@Suite(.serialized)
struct PostgresHistoryIntegrationTests {
    typealias Screens = HistoryIntegrationTests

    func events(_ daemon: DaemonProcess, _ query: String = "") async throws -> [[String: Any]] {
        let answer = try await daemon.get("/v1/history?limit=10000" + query)
        #expect(answer.status == 200, "\(String(decoding: answer.body, as: UTF8.self))")
        return try #require((answer.json as? [String: Any])?["events"] as? [[String: Any]])
    }

    /// The repository's `systemd` folder.
    static let units = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("systemd")

    /// The shipped unit's command line with the PostgreSQL drop-in's history: the daemon
    /// started as `ExecStart=` says (its paths moved into the test's folder), its
    /// configuration's `history.url` a server's address on the loopback over TCP, which is
    /// what the drop-in opens. (The sandbox itself needs systemd as PID 1;
    /// `scripts/check-units` rates the unit with the drop-in.)
    @Test func theUnitsCommandLineKeepsATeamHistoryOverTCPOnTheLoopback() async throws {
        let unit = try String(contentsOf: Self.units.appendingPathComponent("higauditd.service"), encoding: .utf8)
        let dropIn = try String(contentsOf: Self.units.appendingPathComponent("higauditd.service.d/postgresql.conf"), encoding: .utf8)
        #expect(dropIn.contains("\nIPAddressAllow=localhost\n") && dropIn.contains("\nRestrictAddressFamilies=AF_UNIX AF_INET AF_INET6\n"))
        let execStart = try #require(unit.split(separator: "\n").first { $0.hasPrefix("ExecStart=") })
        let words = execStart.dropFirst("ExecStart=".count).split(separator: " ").map(String.init)
        #expect(words.first == "/usr/local/bin/higauditd")
        let server = try PostgresTestServer.makeOwn(tcp: true)
        defer { server.remove() }
        let url = try #require(server.tcpURL(database: try server.makeDatabase()))
        let daemon = try DaemonProcess()
        defer { daemon.signal(SIGTERM) }
        let moved: [String: String] = [
            "/etc/higaudit/higaudit.yaml": daemon.configuration.path, "/var/lib/higaudit/reports": daemon.reports.path,
            "/run/higaudit/higaudit.sock": daemon.socket,
        ]
        daemon.commandLine = try words.dropFirst().map { word in
            guard word.hasPrefix("/") else { return word }
            return try #require(moved[word], "a path of the unit this test doesn't know: \(word)")
        }
        #expect(daemon.commandLine?.count == 6, "--config, --reports and --socket: \(words)")
        try Data("daemon:\n  watch:\n    - \(daemon.screens.path)\nhistory:\n  url: \"\(url)\"\n".utf8).write(to: daemon.configuration)
        try daemon.write("tcp.json", Screens.faint)
        try await daemon.start()
        try await daemon.waitReported()
        let status = try await daemon.status()
        #expect(status["state"] as? String == "idle", "\(status)")
        #expect(try await events(daemon).compactMap { $0["source"] as? String } == ["tcp.json"])
        let database = try #require(url.split(separator: "/").last?.split(separator: "?").first.map(String.init))
        let overTCP = try server.psql(database, "SELECT count(*) FROM pg_stat_activity WHERE client_addr = '127.0.0.1' AND datname = current_database()")
        #expect(Int(overTCP.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 >= 1, "the daemon's connections come over TCP: \(overTCP)")
    }

    @Test func twoDaemonsOnTwoTreesKeepOneHistoryAndHoldTheirEventsWhileTheServerIsDown() async throws {
        let server = try PostgresTestServer.makeOwn()
        defer { server.remove() }
        let url = server.url(database: try server.makeDatabase())
        let first = try DaemonProcess(), second = try DaemonProcess()
        // Whatever the test's end, both stop before the server goes (a daemon still running
        // when the test's values go is killed).
        defer { for daemon in [first, second] { daemon.signal(SIGTERM) } }
        for daemon in [first, second] { try daemon.configure("history:\n  url: \"\(url)\"\n") }
        try first.write("first.json", Screens.fine)
        try second.write("second.json", Screens.faint)
        try await first.start()
        try await second.start()
        try await first.waitReported()
        try await second.waitReported()

        // Either daemon answers for both trees.
        let both = try await events(first)
        #expect(Set(both.compactMap { $0["source"] as? String }) == ["first.json", "second.json"])
        #expect(Set(both.compactMap { $0["tree"] as? String }).count == 2, "each tree named apart")
        let (status, text) = try await first.askCLI(["history", "--since", "1h"])
        #expect(status == 0)
        #expect(text.contains("first.json") && text.contains("second.json") && text.contains("+ error  text-contrast"), "\(text)")

        // The server stops: reports keep coming, both daemons say why the history lags.
        try server.stop()
        try first.write("first.json", Screens.faint)
        try second.write("second.json", Screens.fine)
        let edited = Date()
        try await expectEventually(seconds: 60) {
            first.report("first.json")?["status"] as? String == "fail" && second.report("second.json")?["status"] as? String == "pass"
        }
        #expect(Date().timeIntervalSince(edited) < 30, "the reports don't wait for the history")
        for daemon in [first, second] {
            try await expectEventually(seconds: 60) { (try? await daemon.status())?["state"] as? String == "degraded" }
            let problems = try await daemon.status()["problems"] as? [String] ?? []
            #expect(problems.contains { $0.contains("history") }, "\(problems)")
        }

        // Back: what each daemon held is written, and both are well again.
        try server.start()
        for daemon in [first, second] {
            try await expectEventually { (try? await daemon.status())?["state"] as? String == "idle" }
        }
        let after = try await events(second)
        let changed = after.filter { $0["kind"] as? String == "changed" }
        #expect(changed.count == 2, "\(after)")
        #expect(changed.first { $0["source"] as? String == "first.json" }.flatMap { ($0["added"] as? [Any])?.count } == 1)
        #expect(changed.first { $0["source"] as? String == "second.json" }.flatMap { ($0["fixed"] as? [Any])?.count } == 1)
    }
}
