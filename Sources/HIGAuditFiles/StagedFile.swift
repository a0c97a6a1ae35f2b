import CMemory
import Glibc

/// A file written under a temporary name in its final folder, not yet flushed or renamed:
/// a caller flushes it (`flush`, or many at once with `syncfs`) and then renames each into
/// place.
package struct StagedFile: Sendable {
    /// The temporary file, beside `path`.
    package let temporary: String
    /// Where the file goes.
    package let path: String
    /// How many bytes were written to it.
    package let size: Int

    init(temporary: String, path: String, size: Int = 0) {
        self.temporary = temporary
        self.path = path
        self.size = size
    }

    /// Writes `bytes` to a new temporary file beside `path` (mode 0644), without flushing.
    package static func stage(_ bytes: [UInt8], to path: String) throws(AtomicFile.Failure) -> StagedFile {
        let temporary = try AtomicFile.writeTemporary(for: path, mode: 0o644, bufferSize: 0, flushed: false) {
            (output: inout AtomicFile.Output) throws(AtomicFile.Failure) in try output.write(bytes)
        }
        return StagedFile(temporary: temporary, path: path, size: bytes.count)
    }

    /// Starts writing the temporary file's data to disk without waiting for it
    /// (`sync_file_range(2)`), so that the flushes of several files that follow overlap.
    /// Only a hint: `flush` is what makes the data durable, and a file that can't be opened
    /// here fails there.
    package func startFlush() {
        let descriptor = PathCalls.open(temporary, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return }
        _ = cmemory_start_writeback(descriptor)
        close(descriptor)
    }

    /// Flushes the temporary file's data to disk (`fdatasync(2)`).
    package func flush() throws(AtomicFile.Failure) {
        let descriptor = PathCalls.open(temporary, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { throw AtomicFile.Failure(path: temporary, operation: "open", code: errno) }
        defer { close(descriptor) }
        do {
            _ = try Syscall.retrying("fdatasync") { fdatasync(descriptor) }
        } catch {
            throw AtomicFile.Failure(path: temporary, operation: "fdatasync", code: error.errno)
        }
    }

    /// Renames the flushed file into place.
    package func commit() throws(AtomicFile.Failure) {
        if PathCalls.rename(temporary, path) != 0 {
            let code = errno
            PathCalls.unlink(temporary)
            throw AtomicFile.Failure(path: path, operation: "rename", code: code)
        }
    }

    /// Removes the temporary file.
    package func discard() {
        PathCalls.unlink(temporary)
    }
}
