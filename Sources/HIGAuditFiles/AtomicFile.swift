import Crypto
import Glibc
import HIGAuditCore

/// Whole-file replacement that a reader never sees half done and a crash never leaves
/// half written: a temporary file in the same folder, flushed, renamed, folder flushed.
package enum AtomicFile {
    /// A step of writing a file that failed, naming the file.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        /// The file the step was made on (the temporary one, for the steps before renaming).
        package var path: String
        /// What was being done: `create`, `write`, `fsync`, `rename`, `mkdir`, …
        package var operation: String
        /// The `errno` the step failed with.
        package var code: Int32

        package init(path: String, operation: String, code: Int32) {
            self.path = path
            self.operation = operation
            self.code = code
        }

        /// `rename reports/a.json: No space left on device`, bytes of the path that are not
        /// UTF-8 shown escaped.
        package var description: String { "\(operation) \(FileName.display(path)): \(String(cString: strerror(code)))" }
        /// The file system is full or read-only: the kind of failure that may pass.
        package var isTransient: Bool { [ENOSPC, EROFS, EDQUOT, EACCES, EPERM, EIO].contains(code) }
    }

    /// Temporary files start with this prefix, so a restart can remove strays.
    package static let temporaryPrefix = ".higaudit-tmp-"

    /// Replaces the file at `path` with `bytes`.
    package static func write(_ bytes: [UInt8], to path: String, mode: mode_t = 0o644) throws(Failure) {
        try write(to: path, mode: mode, bufferSize: 0) { (output: inout Output) throws(Failure) in try output.write(bytes) }
    }

    /// Writes the file piece by piece: `produce` writes to a temporary file through a small
    /// buffer, so no whole document need be held in memory. When `produce` or any step
    /// after it fails, the temporary file is removed and `path` keeps what it had. Unless
    /// `flushed` is false (files a run can simply make again), the file and its folder are
    /// flushed to disk: a crash then leaves the old file or the new one, never an empty one.
    package static func write(
        to path: String, mode: mode_t = 0o644, bufferSize: Int = Output.defaultBufferSize, flushed: Bool = true,
        _ produce: (inout Output) throws(Failure) -> Void
    ) throws(Failure) {
        let temporary = try writeTemporary(for: path, mode: mode, bufferSize: bufferSize, flushed: flushed, produce)
        if flushed {
            try putInPlace(temporary, at: path)
        } else {
            try StagedFile(temporary: temporary, path: path).commit()
        }
    }

    /// Writes the file piece by piece as `write(to:mode:bufferSize:_:)` does, with a
    /// `produce` that may suspend (to have pieces made by other tasks meanwhile).
    package static func write(
        to path: String, mode: mode_t = 0o644, bufferSize: Int = Output.defaultBufferSize,
        suspending produce: (inout Output) async throws(Failure) -> Void
    ) async throws(Failure) {
        var output = try openTemporary(for: path, mode: mode, bufferSize: bufferSize)
        var failure: Failure?
        do {
            try await produce(&output)
        } catch {
            failure = error
        }
        try putInPlace(finishTemporary(&output, mode: mode, flushed: true, failure: failure), at: path)
    }

    /// Renames a flushed temporary file to `path` and flushes its folder.
    private static func putInPlace(_ temporary: String, at path: String) throws(Failure) {
        try StagedFile(temporary: temporary, path: path).commit()
        syncDirectory(PathText.parent(of: path))
    }

    /// Writes a new temporary file beside `path` through `produce`, with `mode`, flushed to
    /// disk when `flushed`, and returns its path; on any failure it is removed.
    package static func writeTemporary(
        for path: String, mode: mode_t, bufferSize: Int, flushed: Bool,
        _ produce: (inout Output) throws(Failure) -> Void
    ) throws(Failure) -> String {
        var output = try openTemporary(for: path, mode: mode, bufferSize: bufferSize)
        var failure: Failure?
        do {
            try produce(&output)
        } catch {
            failure = error
        }
        return try finishTemporary(&output, mode: mode, flushed: flushed, failure: failure)
    }

    /// A new temporary file beside `path`, created and opened for writing.
    private static func openTemporary(for path: String, mode: mode_t, bufferSize: Int) throws(Failure) -> Output {
        let temporary = temporaryPath(for: path)
        let descriptor = PathCalls.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw Failure(path: temporary, operation: "create", code: errno) }
        return Output(descriptor: descriptor, path: temporary, bufferSize: bufferSize)
    }

    /// Writes out what `output` holds, sets `mode`, flushes the file to disk when `flushed`
    /// and closes it; returns its path, or removes it and throws the first failure
    /// (`failure`, from whatever wrote to it, or one of these steps').
    private static func finishTemporary(_ output: inout Output, mode: mode_t, flushed: Bool, failure: Failure?) throws(Failure) -> String {
        var failure = failure
        if failure == nil {
            do {
                try output.flush()
            } catch {
                failure = error
            }
        }
        let (descriptor, temporary) = (output.descriptor, output.path)
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = Failure(path: temporary, operation: "chmod", code: errno) }
        if failure == nil, flushed {
            do {
                _ = try Syscall.retrying("fsync") { fsync(descriptor) }
            } catch {
                failure = Failure(path: temporary, operation: "fsync", code: error.errno)
            }
        }
        Glibc.close(descriptor)
        if let failure {
            PathCalls.unlink(temporary)
            throw failure
        }
        return temporary
    }

    /// A new temporary name in the folder of `path`. The final name's digest, not the name:
    /// a temporary name fits in 255 bytes whatever the name's length.
    package static func temporaryPath(for path: String) -> String {
        let digest = digestHex(FileName.bytes(String(PathText.name(of: path)))).prefix(16)
        let name = temporaryPrefix + digest + "-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        return path.contains("/") ? NoFollowPath.join(PathText.parent(of: path), name) : name
    }

    /// Removes the file at `path`; one that is gone already is no failure.
    package static func remove(_ path: String) throws(Failure) {
        // ENOTDIR: a folder on the way became a file (a Figma export became one screen), so
        // the file is gone as well.
        if PathCalls.unlink(path) != 0 && errno != ENOENT && errno != ENOTDIR { throw Failure(path: path, operation: "remove", code: errno) }
        syncDirectory(PathText.parent(of: path))
    }

    /// Flushes the folder `directory` itself (the names in it) to disk, if it can be opened.
    package static func syncDirectory(_ directory: String) {
        let descriptor = PathCalls.open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = try? Syscall.retrying("fsync") { fsync(descriptor) }
        close(descriptor)
    }

    /// Creates `directory` and its parents (mode 0755); those that exist are kept.
    package static func makeDirectories(_ directory: String) throws(Failure) {
        // Almost always the folder or its parent exists: one call, not one per component.
        if PathCalls.mkdir(directory, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT else { throw Failure(path: directory, operation: "mkdir", code: errno) }
        let parent = PathText.parent(of: directory)
        guard parent != directory else { throw Failure(path: directory, operation: "mkdir", code: ENOENT) }
        try makeDirectories(parent)
        if PathCalls.mkdir(directory, 0o755) != 0 && errno != EEXIST { throw Failure(path: directory, operation: "mkdir", code: errno) }
    }

    /// SHA-256 of `bytes` in lowercase hexadecimal.
    private static func digestHex(_ bytes: [UInt8]) -> String {
        let digest = Array(SHA256.hash(data: bytes))
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] }, as: UTF8.self)
    }
}
