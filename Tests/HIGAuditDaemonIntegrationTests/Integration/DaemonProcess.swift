import Foundation
import ProcessTestSupport
import Testing

/// A real `higauditd` on temporary folders and a temporary socket.
final class DaemonProcess {
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    static var binary: String { productsDirectory.appendingPathComponent("higauditd").path }

    let folder: URL
    let screens: URL
    let reports: URL
    let socket: String
    private(set) var process: Process?
    private var errorLog: URL { folder.appendingPathComponent("stderr.log") }
    var extraArguments: [String] = []
    /// When set, the daemon is started by `/bin/sh` with these words for its arguments
    /// instead of `arguments`, so that `printf` can give it bytes that are not UTF-8.
    var shellWords: String?
    var environment: [String: String] = ProcessInfo.processInfo.environment

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("higauditd-\(UUID().uuidString.prefix(8))")
        screens = folder.appendingPathComponent("screens")
        reports = folder.appendingPathComponent("reports")
        socket = folder.appendingPathComponent("d.sock").path
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
    }

    deinit {
        if let process, process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The configuration file the daemon is started with (`--config`).
    var configuration: URL { folder.appendingPathComponent("higaudit.yaml") }

    /// Writes `yaml` as the configuration and has the daemon read it: at its start, or on
    /// `SIGHUP` when it runs.
    func configure(_ yaml: String) throws {
        try Data(yaml.utf8).write(to: configuration)
        extraArguments = ["--config", configuration.path]
    }

    /// When set, the daemon's whole command line (instead of `--watch`, `--reports` and
    /// `--socket` with this process's folders and `extraArguments`).
    var commandLine: [String]?

    var arguments: [String] {
        commandLine ?? ["--watch", screens.path, "--reports", reports.path, "--socket", socket] + extraArguments
    }

    func start(waitUntilServing: Bool = true) async throws {
        let process = Process()
        if let shellWords {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec \"$0\" " + shellWords, Self.binary]
        } else {
            process.executableURL = URL(fileURLWithPath: Self.binary)
            process.arguments = arguments
        }
        process.environment = environment
        try Data().write(to: errorLog)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errorLog)
        try process.run()
        self.process = process
        if waitUntilServing { try await waitForSocket() }
    }

    func waitForSocket(seconds: Double = 120) async throws {
        let deadline = Date().addingTimeInterval(TestTimeScale.seconds(seconds))
        while Date() < deadline {
            if let status = try? await get("/v1/status", maxTime: 10), status.status == 200 { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw DaemonTestError.notServing(stderr: standardError)
    }

    var standardError: String {
        (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
    }

    func signal(_ signal: Int32) {
        if let process { kill(process.processIdentifier, signal) }
    }

    /// Waits for the process to end; its exit status.
    func waitForExit(seconds: Double = 120) async -> Int32? {
        guard let process else { return nil }
        guard await ChildProcess.waitForExit(process, timeout: .milliseconds(Int(TestTimeScale.seconds(seconds) * 1000))) else { return nil }
        return process.terminationStatus
    }

    struct Response {
        var status: Int
        var body: Data
        var json: Any? { try? JSONSerialization.jsonObject(with: body) }
    }

    func get(_ path: String, method: String = "GET", maxTime: Double = 30) async throws -> Response {
        do {
            let answer = try await SocketClient.request(
                socket: socket, method: method, path: path, timeout: .milliseconds(Int(TestTimeScale.seconds(maxTime) * 1000)))
            return Response(status: answer.status, body: Data(answer.body))
        } catch {
            throw DaemonTestError.requestFailed("\(path): \(error)")
        }
    }

    func status() async throws -> [String: Any] {
        try #require(try await get("/v1/status").json as? [String: Any])
    }

    func waitReported(seconds: Double = 300) async throws {
        let response = try await get("/v1/wait?timeout=\(Int(seconds))", maxTime: seconds + 5)
        #expect(response.status == 200, "wait answered \(response.status)")
    }

    func write(_ relativePath: String, _ text: String) throws {
        try Self.write(relativePath, text, in: screens)
    }

    /// As `write` for each file, on a thread of its own: thousands of writes would hold a
    /// thread of the tests' pool for seconds, and other tests' requests wait behind them.
    func writeAll(_ files: [(path: String, text: String)]) async throws {
        let screens = screens
        try await OwnThread.run {
            for file in files { try Self.write(file.path, file.text, in: screens) }
        }
    }

    private static func write(_ relativePath: String, _ text: String, in screens: URL) throws {
        let url = screens.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// As `write`, for a path given as raw bytes (a name that is not UTF-8, which a
    /// `String` or a `URL` can't hold); its folders are made as needed.
    func write(bytes relativePath: [UInt8], _ text: String) throws {
        let path = Array(screens.path.utf8) + [UInt8(ascii: "/")] + relativePath
        for index in path.indices where path[index] == UInt8(ascii: "/") && index > 0 {
            _ = Self.withPath(Array(path[..<index])) { mkdir($0, 0o755) }
        }
        let descriptor = Self.withPath(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        defer { close(descriptor) }
        _ = Array(text.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    /// The report of the source at the raw bytes `relativePath`, read from its own raw path.
    func report(bytes relativePath: [UInt8]) -> [String: Any]? {
        let name = relativePath + Array((relativePath.suffix(5) == Array(".json".utf8) ? "" : ".json").utf8)
        let path = Array(reports.path.utf8) + Array("/screens/".utf8) + name
        let descriptor = Self.withPath(path) { open($0, O_RDONLY) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let data = FileHandle(fileDescriptor: descriptor).readDataToEndOfFile()
        return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    /// Calls `body` with the bytes `path` as a C string.
    static func withPath<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (path + [0]).withUnsafeBufferPointer { buffer in buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
    }

    func reportURL(_ source: String) -> URL {
        reports.appendingPathComponent("screens").appendingPathComponent(source.hasSuffix(".json") ? source : source + ".json")
    }

    func report(_ source: String) -> [String: Any]? {
        guard let data = try? Data(contentsOf: reportURL(source)) else { return nil }
        return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    /// Every file under the reports folder, relative, but the daemon's instance lock.
    /// Runs `higaudit` with `arguments` against this daemon's socket (`--socket` is added);
    /// its exit status and standard output.
    func askCLI(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        let result = try await ChildProcess.run(Self.productsDirectory.appendingPathComponent("higaudit"), arguments + ["--socket", socket])
        return (result.status, String(decoding: result.output, as: UTF8.self))
    }

    func reportFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: reports.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if path != ".higauditd.lock",
                FileManager.default.fileExists(atPath: reports.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                files.append(path)
            }
        }
        return files.sorted()
    }

    static let failingScreen = ##"{"format":"hig-screen/1","elements":[{"type":"text","text":"Hi","foreground":"#9A9A9A","font":{"size":13}}]}"##
    static let passingScreen = ##"{"format":"hig-screen/1","elements":[{"type":"text","text":"Hi","foreground":"#000000"}]}"##
}

enum DaemonTestError: Error {
    case notServing(stderr: String)
    case requestFailed(String)
}
