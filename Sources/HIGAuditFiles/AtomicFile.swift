import Foundation
import HIGAuditCore
import HIGAuditFiles

/// Whole-file replacement that a reader never sees half done and a crash never leaves
/// half written: a temporary file in the same folder, flushed, renamed, folder flushed.
enum AtomicFile {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var operation: String
        var code: Int32

        var description: String { "\(operation) \(path): \(String(cString: strerror(code)))" }
        /// The file system is full or read-only: the kind of failure that may pass.
        var isTransient: Bool { [ENOSPC, EROFS, EDQUOT, EACCES, EPERM, EIO].contains(code) }
    }

    /// Temporary files start with this prefix, so a restart can remove strays.
    static let temporaryPrefix = ".higaudit-tmp-"

    static func write(_ bytes: [UInt8], to path: String, mode: mode_t = 0o644) throws(Failure) {
        try write(to: path, mode: mode, bufferSize: 0) { (output: inout Output) throws(Failure) in try output.write(bytes) }
    }

    /// Writes the file piece by piece: `produce` writes to a temporary file through a small
    /// buffer, so no whole document need be held in memory. When `produce` or any step
    /// after it fails, the temporary file is removed and `path` keeps what it had.
    static func write(
        to path: String, mode: mode_t = 0o644, bufferSize: Int = Output.defaultBufferSize,
        _ produce: (inout Output) throws(Failure) -> Void
    ) throws(Failure) {
        let temporary = try writeTemporary(for: path, mode: mode, bufferSize: bufferSize, flushed: true, produce)
        if PathCalls.rename(temporary, path) != 0 {
            let failure = Failure(path: path, operation: "rename", code: errno)
            PathCalls.unlink(temporary)
            throw failure
        }
        syncDirectory((path as NSString).deletingLastPathComponent)
    }

    /// Writes a new temporary file beside `path` through `produce`, with `mode`, flushed to
    /// disk when `flushed`, and returns its path; on any failure it is removed.
    static func writeTemporary(
        for path: String, mode: mode_t, bufferSize: Int, flushed: Bool,
        _ produce: (inout Output) throws(Failure) -> Void
    ) throws(Failure) -> String {
        let temporary = temporaryPath(for: path)
        let descriptor = PathCalls.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw Failure(path: temporary, operation: "create", code: errno) }
        var output = Output(descriptor: descriptor, path: temporary, bufferSize: bufferSize)
        var failure: Failure?
        do {
            try produce(&output)
            try output.flush()
        } catch {
            failure = error
        }
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = Failure(path: temporary, operation: "chmod", code: errno) }
        if failure == nil, flushed, fsync(descriptor) != 0 { failure = Failure(path: temporary, operation: "fsync", code: errno) }
        close(descriptor)
        if let failure {
            PathCalls.unlink(temporary)
            throw failure
        }
        return temporary
    }

    /// A new temporary name in the folder of `path`. The final name's digest, not the name:
    /// a temporary name fits in 255 bytes whatever the name's length.
    static func temporaryPath(for path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let digest = SHA256.hex(of: FileName.bytes(name)).prefix(16)
        return directory + "/" + temporaryPrefix + digest + "-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
    }

    static func remove(_ path: String) throws(Failure) {
        // ENOTDIR: a folder on the way became a file (a Figma export became one screen), so
        // the file is gone as well.
        if PathCalls.unlink(path) != 0 && errno != ENOENT && errno != ENOTDIR { throw Failure(path: path, operation: "remove", code: errno) }
        syncDirectory((path as NSString).deletingLastPathComponent)
    }

    static func syncDirectory(_ directory: String) {
        let descriptor = PathCalls.open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Creates `directory` and its parents (mode 0755).
    static func makeDirectories(_ directory: String) throws(Failure) {
        let components = directory.split(separator: "/")
        var path = directory.hasPrefix("/") ? "" : "."
        for component in components {
            path += "/" + component
            if PathCalls.mkdir(path, 0o755) != 0 && errno != EEXIST { throw Failure(path: path, operation: "mkdir", code: errno) }
        }
    }
}
