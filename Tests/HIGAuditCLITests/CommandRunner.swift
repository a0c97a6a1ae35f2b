import Foundation
import ProcessTestSupport

/// Runs the built executables as a person or a script would.
enum CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var json: [String: Any]? {
            (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
        }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The repository's copy of the shared material the tests read (`scripts/sync-fixtures`).
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// The directory holding the test bundle, which is where the products are built.
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    static var higaudit: String { productsDirectory.appendingPathComponent("higaudit").path }

    /// Runs the command to its end, or for at most `timeout` seconds, after which it is
    /// killed (a hang then fails the test instead of blocking it forever). No thread waits
    /// for it meanwhile.
    static func run(
        _ executable: String, _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil,
        directory: URL? = nil, timeout: Double = 600
    ) async throws -> Result {
        try requireInstalled(executable, arguments)
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: executable), arguments, stdin: stdin, environment: environment, directory: directory,
            timeout: .milliseconds(Int(timeout * 1000)))
        return Result(
            status: result.status, stdout: String(decoding: result.output, as: UTF8.self),
            stderr: String(decoding: result.errorOutput, as: UTF8.self))
    }

    struct MissingTool: Error, CustomStringConvertible {
        var name: String
        var description: String { "this test needs \(name), which is not installed: scripts/setup --tests installs what the tests drive" }
    }

    /// Fails naming the program when it, or the one `/usr/bin/env` is to run, is not installed.
    private static func requireInstalled(_ executable: String, _ arguments: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else { throw MissingTool(name: executable) }
        guard executable == "/usr/bin/env", let program = arguments.first, !program.contains("/") else { return }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard path.split(separator: ":").contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }) else {
            throw MissingTool(name: program)
        }
    }

    static func higaudit(_ arguments: String..., stdin: Data? = nil, environment: [String: String]? = nil) async throws -> Result {
        try await run(higaudit, arguments, stdin: stdin, environment: environment)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("higaudit-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
