import Foundation
import HIGAuditFiles
import Logging
import NIOConcurrencyHelpers
import Testing

@testable import HIGAuditDaemon

#if canImport(Glibc)
    import Glibc
#endif

/// A temporary folder with a `root` inside it (and room beside it for things "outside").
final class WatchingSandbox: Sendable {
    let base: String
    var root: String { base + "/root" }
    var outside: String { base + "/outside" }

    init() throws {
        var template = Array("/tmp/higaudit-watch-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard let made else { throw POSIXError(.EIO) }
        base = String(cString: made)
        try FileManager.default.createDirectory(atPath: base + "/root", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: base) }

    func path(_ relative: String) -> String { root + "/" + relative }

    func makeFolder(_ relative: String) {
        try? FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    /// open, write, close: one `IN_CREATE`, `IN_MODIFY`, `IN_CLOSE_WRITE`.
    func write(_ relative: String, _ text: String = #"{"format":"hig-screen/1"}"#) {
        WatchingSandbox.writeFile(path(relative), text)
    }

    static func writeFile(_ absolute: String, _ text: String) {
        let fd = open(absolute, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        precondition(fd >= 0, "can't create \(absolute): \(errno)")
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    func remove(_ relative: String) {
        try? FileManager.default.removeItem(atPath: path(relative))
    }
}

let quietLogger = Logger(label: "higaudit.watch.test", factory: { _ in SwiftLogNoOpLogHandler() })

/// Consumes a watcher's batches the way the daemon does (removals, changes, rescans by listing)
/// and keeps what it learned for the test to look at.
final class WatchingCollector: Sendable {
    struct Snapshot: Sendable {
        var known: Set<String> = []
        var changes: [String: Int] = [:]
        var removals: [String: Int] = [:]
        var prefixes: [String] = []
        var batches: [WatchBatch] = []
        var lastSequence: UInt64 = 0
        var finished = false
        var everReported: Set<String> = []

        func changeCount(_ source: String) -> Int { changes[source] ?? 0 }
    }

    let state = NIOLockedValueBox(Snapshot())

    init(_ watcher: TreeWatcher) {
        Task.detached { [self] in
            for await batch in watcher.batches {
                var listings: [(SourceRoot, [SourceFile])] = []
                for root in batch.rescan { listings.append((root, watcher.list(root))) }
                state.withLockedValue { s in
                    for prefix in batch.removedPrefixes {
                        s.prefixes.append(prefix)
                        s.known = s.known.filter { !(prefix.isEmpty || $0 == prefix || $0.hasPrefix(prefix + "/")) }
                    }
                    for file in batch.removed {
                        s.known.remove(file.sourcePath)
                        s.removals[file.sourcePath, default: 0] += 1
                    }
                    for file in batch.changed {
                        s.known.insert(file.sourcePath)
                        s.everReported.insert(file.sourcePath)
                        s.changes[file.sourcePath, default: 0] += 1
                    }
                    for (root, files) in listings {
                        s.known = s.known.filter { !(root.name.isEmpty || $0.hasPrefix(root.name + "/")) }
                        for file in files {
                            s.known.insert(file.sourcePath)
                            s.everReported.insert(file.sourcePath)
                        }
                    }
                    s.batches.append(batch)
                    s.lastSequence = batch.sequence
                }
            }
            state.withLockedValue { $0.finished = true }
        }
    }

    var snapshot: Snapshot { state.withLockedValue { $0 } }

    /// Waits until the condition holds; returns whether it did. The budget is `timeout` in
    /// 20 ms polls, not in wall time: time this task spends unscheduled (the cooperative
    /// pool starved for seconds under a sanitizer on two cores) isn't charged to it.
    @discardableResult
    func wait(timeout: Duration = .seconds(60), until condition: (Snapshot) -> Bool) async -> Bool {
        await eventually(timeout: timeout) { state.withLockedValue { condition($0) } }
    }
}

/// Waits until the condition holds, for at most `timeout` in 20 ms polls (see `wait`).
@discardableResult
func eventually(timeout: Duration = .seconds(60), _ condition: () -> Bool) async -> Bool {
    let polls = max(1, Int(timeout / .milliseconds(20)))
    for _ in 0..<polls {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return condition()
}

/// A started watcher on a sandbox's root, with a collector that has seen the first scan.
func startWatching(
    _ sandbox: WatchingSandbox, settle: Duration = .milliseconds(100),
    isIgnored: @escaping @Sendable (String) -> Bool = { _ in false }
) async throws -> (TreeWatcher, WatchingCollector) {
    let watcher = try TreeWatcher(
        roots: [SourceRoot(path: sandbox.root, name: "")], settle: settle,
        isIgnored: isIgnored, logger: quietLogger)
    let collector = WatchingCollector(watcher)
    watcher.start()
    #expect(await collector.wait { $0.lastSequence >= 1 })
    return (watcher, collector)
}
