import Foundation
import HIGAuditCore

/// Reads a source's bytes, refusing more than `limit` bytes without reading them all.
enum SourceReader {
    /// What a file that is not a regular file is, for the message.
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "it is a FIFO, not a regular file"
        case S_IFCHR, S_IFBLK: "it is a device, not a regular file"
        case S_IFSOCK: "it is a socket, not a regular file"
        default: "it is not a regular file"
        }
    }

    static func read(_ file: SourceFile, limit: Int) -> SourceAuditor.Input {
        let descriptor: Int32
        if let path = file.path {
            // Non-blocking, so that opening a FIFO doesn't wait for a writer.
            descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { return .unreadable(reason: String(cString: strerror(errno))) }
        } else {
            descriptor = STDIN_FILENO
        }
        defer { if file.path != nil { close(descriptor) } }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable(reason: String(cString: strerror(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .unreadable(reason: "it is a directory") }
        let isRegular = (info.st_mode & S_IFMT) == S_IFREG
        // A named file must be a regular one: a FIFO or a device would block or never end.
        if file.path != nil, !isRegular { return .unreadable(reason: Self.kind(info.st_mode)) }
        if isRegular, Int(info.st_size) > limit { return .tooLarge(limit: limit) }
        var bytes: [UInt8] = []
        // Room for the whole of a regular file and one byte more, so that its end is seen
        // in the same pass; a file that grows meanwhile is read on in chunks.
        var capacity = isRegular ? Int(info.st_size) + 1 : 65536
        while true {
            let start = bytes.count
            var failure: Int32 = 0
            bytes.append(contentsOf: repeatElement(0, count: capacity))
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                let result = Glibc.read(descriptor, buffer.baseAddress! + start, capacity)
                if result < 0 { failure = errno }
                return result
            }
            bytes.removeLast(capacity - max(count, 0))
            if count < 0 {
                if failure == EINTR { continue }
                return .unreadable(reason: String(cString: strerror(failure)))
            }
            if count == 0 { break }
            if bytes.count > limit { return .tooLarge(limit: limit) }
            capacity = isRegular ? 4096 : 65536
        }
        return .bytes(bytes)
    }
}
