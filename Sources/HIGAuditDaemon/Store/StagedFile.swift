import Foundation

/// A file written under a temporary name in its final folder, not yet flushed or renamed:
/// `ReportCommitter` flushes many at once and then renames each into place.
struct StagedFile: Sendable {
    let temporary: String
    let path: String

    /// Writes `bytes` to a new temporary file beside `path` (mode 0644), without flushing.
    static func stage(_ bytes: [UInt8], to path: String) throws(AtomicFile.Failure) -> StagedFile {
        let temporary = AtomicFile.temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw AtomicFile.Failure(path: temporary, operation: "create", code: errno) }
        var output = AtomicFile.Output(descriptor: descriptor, path: temporary, bufferSize: 0)
        do throws(AtomicFile.Failure) {
            try output.write(bytes)
            if fchmod(descriptor, 0o644) != 0 { throw AtomicFile.Failure(path: temporary, operation: "chmod", code: errno) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        close(descriptor)
        return StagedFile(temporary: temporary, path: path)
    }

    /// Renames the flushed file into place.
    func commit() throws(AtomicFile.Failure) {
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw AtomicFile.Failure(path: path, operation: "rename", code: code)
        }
    }

    func discard() {
        unlink(temporary)
    }
}
