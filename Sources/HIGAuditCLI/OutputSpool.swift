import Foundation
import HIGAuditFiles

/// The entries of a format whose header counts the run (JUnit's totals), held until the
/// run ends: in memory up to `limit` bytes, then in an unnamed temporary file, so that a
/// run of many screens doesn't hold its whole output in memory. Where no temporary file
/// can be made or written (a full disk), the rest stays in memory.
final class OutputSpool {
    private var memory: [UInt8] = []
    /// The temporary file, once made; -1 before, or when none could be.
    private var file: Int32 = -1
    /// Whether spilling was tried and is over (no file, or a write failed).
    private var spillingStopped = false
    /// Bytes in the file, all of them ahead of `memory`.
    private var spilled: off_t = 0
    let limit: Int
    /// Where the temporary file is made.
    let folder: String

    init(limit: Int = 1 << 20, folder: String = OutputSpool.temporaryFolder) {
        self.limit = limit
        self.folder = folder
    }

    /// `TMPDIR`, else `/tmp`.
    static var temporaryFolder: String {
        ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    deinit { if file >= 0 { close(file) } }

    func append(_ bytes: [UInt8]) {
        memory += bytes
        guard memory.count >= limit, !spillingStopped else { return }
        if file < 0 {
            file = Self.unnamedFile(in: folder)
            guard file >= 0 else {
                spillingStopped = true
                return
            }
        }
        do {
            try Syscall.writeAll(file, memory)
            spilled += off_t(memory.count)
            memory.removeAll(keepingCapacity: true)
        } catch {
            // Part of `memory` may be in the file: it is cut back to what was spilled before.
            _ = ftruncate(file, spilled)
            _ = lseek(file, spilled, SEEK_SET)
            spillingStopped = true
        }
    }

    /// Hands every byte, in order, to `write`, in blocks of at most `limit`.
    func drain(_ write: ([UInt8]) -> Void) {
        if file >= 0, spilled > 0, lseek(file, 0, SEEK_SET) == 0 {
            var block = [UInt8](repeating: 0, count: limit)
            var remaining = Int(spilled)
            while remaining > 0 {
                let file = self.file
                let count = (try? Syscall.retrying("read") { block.withUnsafeMutableBytes { read(file, $0.baseAddress, min($0.count, remaining)) } }) ?? 0
                guard count > 0 else { break }
                write(Array(block[..<count]))
                remaining -= count
            }
        }
        if !memory.isEmpty { write(memory) }
        memory = []
    }

    /// A temporary file in `folder`, its name removed at once (gone when closed); -1 when
    /// none can be made.
    private static func unnamedFile(in folder: String) -> Int32 {
        var template = Array((folder + "/higaudit-spool-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return -1 }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return descriptor
    }
}
