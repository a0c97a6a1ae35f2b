import Glibc

/// Reads small files whole, never through a symbolic link at the last component and
/// never more than a limit.
public enum BoundedFile {
    /// The bytes of the regular file at `path`; nil when it is missing, not a regular
    /// file, a link, unreadable, or larger than `limit`.
    public static func read(_ path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= limit else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if read == 0 { break }
            count += read
        }
        guard count <= limit else { return nil }
        bytes.removeLast(bytes.count - count)
        return bytes
    }
}
