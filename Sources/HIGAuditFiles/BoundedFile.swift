import Glibc
import HIGAuditCore

/// Reads files whole, never more than a limit, and only regular files: a FIFO or a device
/// is refused before anything is read.
package enum BoundedFile {
    /// The bytes of the file at `path`, a path a person named: links in it are followed.
    package static func read(_ path: String, limit: Int) throws(FileReadError) -> [UInt8] {
        // Non-blocking, so that opening a FIFO doesn't wait for a writer.
        let descriptor = FileName.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        guard descriptor >= 0 else {
            let failure = errno
            throw FileReadError(path: path, reason: failure == ENOENT ? .missing : .system(errno: failure))
        }
        defer { close(descriptor) }
        return try read(open: descriptor, path: path, limit: limit)
    }

    /// The bytes of the file `relative` inside the folder `root`: links in `root` are
    /// followed, none below it, at any component.
    package static func read(_ relative: String, below root: String, limit: Int) throws(FileReadError) -> [UInt8] {
        let directory = try NoFollowPath.openRoot(root)
        defer { close(directory) }
        return try read(relative, below: directory, directoryPath: root, limit: limit)
    }

    /// The bytes of the file `relative` below the open folder `directory`, following no link.
    package static func read(_ relative: String, below directory: Int32, directoryPath: String, limit: Int) throws(FileReadError) -> [UInt8] {
        let descriptor = try NoFollowPath.openFile(relative, below: directory, directoryPath: directoryPath)
        defer { close(descriptor) }
        return try read(open: descriptor, path: NoFollowPath.join(directoryPath, relative), limit: limit)
    }

    /// Reads an open descriptor to its end. A regular file is refused at once when larger
    /// than `limit`; anything else is refused unless `acceptingStreams` (standard input),
    /// and then read until it ends or passes `limit`.
    package static func read(open descriptor: Int32, path: String, limit: Int, acceptingStreams: Bool = false) throws(FileReadError) -> [UInt8] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileReadError(path: path, reason: .system(errno: errno)) }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular || (acceptingStreams && kind != .directory) else { throw FileReadError(path: path, reason: .notRegularFile(kind)) }
        let isRegular = kind == .regular
        if isRegular, Int(info.st_size) > limit { throw FileReadError(path: path, reason: .tooLarge(limit: limit)) }
        var bytes: [UInt8] = []
        // Room for the whole of a regular file and one byte more, so that its end is seen
        // in the same pass; a file that grows meanwhile is read on in chunks.
        var capacity = isRegular ? Int(info.st_size) + 1 : 65536
        while true {
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: capacity))
            let count: Int
            do {
                count = try Syscall.retrying("read") { bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + start, capacity) } }
            } catch {
                throw FileReadError(path: path, reason: .system(errno: error.errno))
            }
            bytes.removeLast(capacity - count)
            if count == 0 { return bytes }
            if bytes.count > limit { throw FileReadError(path: path, reason: .tooLarge(limit: limit)) }
            capacity = isRegular ? 4096 : 65536
        }
    }
}
