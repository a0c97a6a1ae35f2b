import Foundation
import NIOConcurrencyHelpers

/// A program run to its end without holding a thread while it runs: its standard input
/// comes from a temporary file, its output goes to temporary files, and its end is awaited
/// through `terminationHandler`. The tests' cooperative pool has two threads; a test that
/// blocked one in `waitUntilExit` or a pipe read would starve the others.
public enum ChildProcess {
    /// How a program ended and what it wrote.
    public struct Result: Sendable {
        public var status: Int32
        public var output: Data
        public var errorOutput: Data
    }

    /// Runs `executable` to its end, or for at most `timeout`, after which it is killed (a
    /// hang then fails the test instead of blocking it forever).
    public static func run(
        _ executable: URL, _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil,
        directory: URL? = nil, timeout: Duration = .seconds(600)
    ) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (input, output, errors) = (folder.appendingPathComponent("in"), folder.appendingPathComponent("out"), folder.appendingPathComponent("err"))
        try (stdin ?? Data()).write(to: input)
        try Data().write(to: output)
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let handles = try (FileHandle(forReadingFrom: input), FileHandle(forWritingTo: output), FileHandle(forWritingTo: errors))
        defer { for handle in [handles.0, handles.1, handles.2] { try? handle.close() } }
        process.standardInput = handles.0
        process.standardOutput = handles.1
        process.standardError = handles.2
        try await runToEnd(process, timeout: timeout)
        return Result(status: process.terminationStatus, output: try Data(contentsOf: output), errorOutput: try Data(contentsOf: errors))
    }

    /// Starts `process` and returns once it has ended, killing it after `timeout`.
    public static func runToEnd(_ process: Process, timeout: Duration) async throws {
        let ended = Ended()
        try await withThrowingTaskGroup(of: Void.self) { group in
            try await withCheckedThrowingContinuation { (started: CheckedContinuation<Void, any Error>) in
                process.terminationHandler = { _ in ended.signal() }
                do {
                    try process.run()
                    started.resume()
                } catch {
                    process.terminationHandler = nil
                    started.resume(throwing: error)
                }
            }
            let pid = process.processIdentifier
            group.addTask {
                try? await Task.sleep(for: timeout)
                if !Task.isCancelled { kill(pid, SIGKILL) }
            }
            await ended.wait()
            group.cancelAll()
        }
    }

    /// Waits for `process` (started elsewhere) to end, for at most `timeout`; whether it did.
    public static func waitForExit(_ process: Process, timeout: Duration) async -> Bool {
        let start = ContinuousClock.now
        while process.isRunning {
            if ContinuousClock.now - start >= timeout { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return true
    }
}

/// A one-time event that a thread signals and a task awaits.
final class Ended: Sendable {
    private struct State {
        var done = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    // NIO's pthread lock, which ThreadSanitizer sees (the standard library's Mutex is a futex).
    private let state = NIOLockedValueBox(State())

    func signal() {
        let waiter = state.withLockedValue { state in
            state.done = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            let done = state.withLockedValue { state in
                if !state.done { state.waiter = continuation }
                return state.done
            }
            if done { continuation.resume() }
        }
    }
}

/// Work that blocks a thread (a socket read with a timeout, a burst of blocking clients)
/// run on a thread of its own, so that the task awaiting it holds none of the pool's.
public enum OwnThread {
    public static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    /// Starts `work` on a thread of its own and returns once it calls the `ready` it is
    /// given (or throws what it threw before): for a test that holds something, such as a
    /// lock, on another thread while it goes on. `work` may go on after `ready`.
    public static func start(_ work: @escaping @Sendable (_ ready: @escaping @Sendable () -> Void) throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let resumed = NIOLockedValueBox(false)
            let resume: @Sendable (Result<Void, any Error>) -> Void = { result in
                let first = resumed.withLockedValue { done in
                    defer { done = true }
                    return !done
                }
                if first { continuation.resume(with: result) }
            }
            Thread {
                do {
                    try work { resume(.success(())) }
                    resume(.failure(CancellationError()))
                } catch {
                    resume(.failure(error))
                }
            }.start()
        }
    }
}

/// How much longer than usual a test may wait for a process: `HIGAUDIT_TEST_TIME_SCALE`
/// (1 unless set; scripts/sanitize sets it, as ThreadSanitizer makes every daemon a
/// test starts several times slower on the same two cores). It scales liveness bounds,
/// the time after which a test gives up, never a speed a test asserts.
public enum TestTimeScale {
    public static let factor: Double = {
        guard let text = ProcessInfo.processInfo.environment["HIGAUDIT_TEST_TIME_SCALE"], let value = Double(text), value >= 1 else { return 1 }
        return value
    }()

    /// `seconds`, scaled.
    public static func seconds(_ seconds: Double) -> Double { seconds * factor }
}
