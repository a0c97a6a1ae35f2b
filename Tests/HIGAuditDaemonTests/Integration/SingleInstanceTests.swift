import Foundation
import Testing

/// One daemon per reports folder and per socket: a second one exits 1 naming the first,
/// which stays reachable.
struct SingleInstanceTests {
    static func secondDaemon(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: DaemonProcess.binary)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    @Test func aSecondDaemonOnTheSameSocketOrReportsRefusesToStart() throws {
        let first = try DaemonProcess()
        try first.write("a.json", DaemonProcess.passingScreen)
        try first.start()
        try first.waitReported()
        let pid = try #require(first.process?.processIdentifier)

        let sameSocket = try Self.secondDaemon([
            "--watch", first.screens.path, "--reports", first.folder.appendingPathComponent("other").path,
            "--socket", first.socket,
        ])
        #expect(sameSocket.status == 1)
        #expect(sameSocket.stderr.contains("pid \(pid)"), "\(sameSocket.stderr)")
        #expect(sameSocket.stderr.contains("socket"))

        let sameReports = try Self.secondDaemon([
            "--watch", first.screens.path, "--reports", first.reports.path,
            "--socket", first.folder.appendingPathComponent("other.sock").path,
        ])
        #expect(sameReports.status == 1)
        #expect(sameReports.stderr.contains("pid \(pid)"), "\(sameReports.stderr)")
        #expect(sameReports.stderr.contains("reports folder"))

        // The first daemon still answers and still owns its socket.
        #expect(try first.get("/v1/status").status == 200)
        var info = stat()
        #expect(lstat(first.socket, &info) == 0)
    }

    @Test func aSocketLeftByAKilledDaemonIsTakenOver() throws {
        let first = try DaemonProcess()
        try first.start()
        first.signal(SIGKILL)
        _ = first.waitForExit()
        let second = try DaemonProcess()
        second.extraArguments = []
        let process = Process()
        process.executableURL = URL(fileURLWithPath: DaemonProcess.binary)
        process.arguments = ["--watch", second.screens.path, "--reports", first.reports.path, "--socket", first.socket]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        try expectEventually(seconds: 120) { (try? first.get("/v1/status").status) == 200 }
    }
}
