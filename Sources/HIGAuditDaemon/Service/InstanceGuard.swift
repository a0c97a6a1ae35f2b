import Foundation
import HIGAuditCore
import HIGAuditFiles

/// One daemon per reports folder and per socket (`interfaces.md`): a lock in the reports
/// folder, held for the process's life, and a socket path that answers is never taken over.
package enum InstanceGuard {
    /// Why this daemon must not start, naming the process that holds what it asked for.
    package struct Conflict: Error, CustomStringConvertible {
        package var description: String
    }

    /// The lock file's name in the reports folder; it holds the owner's process id.
    static let lockName = ".higauditd.lock"

    /// Locks the reports folder; the returned descriptor stays open while the daemon runs
    /// (the kernel releases the lock when the process ends, however it ends).
    package static func lockReports(_ folder: String) throws -> Int32 {
        let path = (folder as NSString).appendingPathComponent(lockName)
        let descriptor = PathCalls.open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else {
            throw Conflict(description: "the reports folder \(FileName.display(folder)) can't be locked: \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let holder = readHolder(descriptor)
            close(descriptor)
            throw Conflict(description: "another higauditd\(holder.map { " (pid \($0))" } ?? "") keeps the reports folder \(FileName.display(folder))")
        }
        let text = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return descriptor
    }

    private static func readHolder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Refuses a socket path that a live server answers on; removes one nobody answers on
    /// (left by a daemon that was killed), so that binding can proceed.
    package static func claimSocket(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFSOCK else {
            throw Conflict(description: "\(path) exists and is not a socket; remove it or choose another --socket")
        }
        let probe = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard probe >= 0 else { return }
        defer { close(probe) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(probe, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        if connected == 0 {
            // `struct ucred { pid_t pid; uid_t uid; gid_t gid; }`, which Glibc's module doesn't export.
            var credentials: (pid: Int32, uid: UInt32, gid: UInt32) = (0, 0, 0)
            var length = socklen_t(MemoryLayout.size(ofValue: credentials))
            let known = getsockopt(probe, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 && credentials.pid > 0
            throw Conflict(description: "another higauditd\(known ? " (pid \(credentials.pid))" : "") answers on the socket \(path)")
        }
        if errno == ECONNREFUSED { unlink(path) }
    }
}
