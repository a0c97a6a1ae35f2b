import Foundation
import ProcessTestSupport
import Testing

/// One daemon per reports folder and per socket: a second one exits 1 naming the first,
/// which stays reachable.
struct SingleInstanceTests {
    static func secondDaemon(_ arguments: [String]) async throws -> (status: Int32, stderr: String) {
        let result = try await ChildProcess.run(URL(fileURLWithPath: DaemonProcess.binary), arguments, timeout: .seconds(120))
        return (result.status, String(decoding: result.errorOutput, as: UTF8.self))
    }

    @Test func aSecondDaemonOnTheSameSocketOrReportsRefusesToStart() async throws {
        let first = try DaemonProcess()
        try first.write("a.json", DaemonProcess.passingScreen)
        try await first.start()
        try await first.waitReported()
        let pid = try #require(first.process?.processIdentifier)

        let sameSocket = try await Self.secondDaemon([
            "--watch", first.screens.path, "--reports", first.folder.appendingPathComponent("other").path,
            "--socket", first.socket,
        ])
        #expect(sameSocket.status == 1)
        #expect(sameSocket.stderr.contains("pid \(pid)"), "\(sameSocket.stderr)")
        #expect(sameSocket.stderr.contains("socket"))

        let sameReports = try await Self.secondDaemon([
            "--watch", first.screens.path, "--reports", first.reports.path,
            "--socket", first.folder.appendingPathComponent("other.sock").path,
        ])
        #expect(sameReports.status == 1)
        #expect(sameReports.stderr.contains("pid \(pid)"), "\(sameReports.stderr)")
        #expect(sameReports.stderr.contains("reports folder"))

        // The first daemon still answers and still owns its socket.
        #expect(try await first.get("/v1/status").status == 200)
        var info = stat()
        #expect(lstat(first.socket, &info) == 0)
    }

    @Test func aSocketLeftByAKilledDaemonIsTakenOver() async throws {
        let first = try DaemonProcess()
        try await first.start()
        first.signal(SIGKILL)
        _ = await first.waitForExit()
        let second = try DaemonProcess()
        second.extraArguments = []
        let process = Process()
        process.executableURL = URL(fileURLWithPath: DaemonProcess.binary)
        process.arguments = ["--watch", second.screens.path, "--reports", first.reports.path, "--socket", first.socket]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { process.terminate() }
        try await expectEventually(seconds: 120) { (try? await first.get("/v1/status").status) == 200 }
    }
}
