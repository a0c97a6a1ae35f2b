import Foundation
import HIGAuditCore

/// Reads a source's bytes, refusing more than `limit` bytes without reading them all.
enum SourceReader {
    static func read(_ file: SourceFile, limit: Int) -> SourceAuditor.Input {
        let descriptor: Int32
        if let path = file.path {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return .unreadable(reason: String(cString: strerror(errno))) }
        } else {
            descriptor = STDIN_FILENO
        }
        defer { if file.path != nil { close(descriptor) } }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable(reason: String(cString: strerror(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .unreadable(reason: "it is a directory") }
        let isRegular = (info.st_mode & S_IFMT) == S_IFREG
        if isRegular, Int(info.st_size) > limit { return .tooLarge(limit: limit) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(isRegular ? Int(info.st_size) : 65536)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { return .tooLarge(limit: limit) }
        }
        return .bytes(bytes)
    }
}
