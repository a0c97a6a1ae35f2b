import Glibc
import HIGAuditCore

/// The system calls made on paths outside the readers of this module, each path given to
/// the kernel as the bytes `FileName` maps it to, so that a name that is not UTF-8 is
/// the file it names. Each returns what the system call returns, `errno` set alike.
package enum PathCalls {
    /// `open(2)`.
    package static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        FileName.withCString(path) { Glibc.open($0, flags, mode) }
    }

    /// `stat(2)`: links followed.
    package static func stat(_ path: String, _ info: inout Glibc.stat) -> Int32 {
        FileName.withCString(path) { systemStat($0, &info) }
    }

    /// `lstat(2)`: a final link not followed.
    package static func lstat(_ path: String, _ info: inout Glibc.stat) -> Int32 {
        FileName.withCString(path) { Glibc.lstat($0, &info) }
    }

    /// `unlink(2)`.
    @discardableResult package static func unlink(_ path: String) -> Int32 {
        FileName.withCString(path) { Glibc.unlink($0) }
    }

    /// `rmdir(2)`.
    @discardableResult package static func rmdir(_ path: String) -> Int32 {
        FileName.withCString(path) { Glibc.rmdir($0) }
    }

    /// `mkdir(2)`.
    package static func mkdir(_ path: String, _ mode: mode_t) -> Int32 {
        FileName.withCString(path) { Glibc.mkdir($0, mode) }
    }

    /// `rename(2)`.
    package static func rename(_ source: String, _ destination: String) -> Int32 {
        FileName.withCString(source) { from in FileName.withCString(destination) { to in Glibc.rename(from, to) } }
    }

    /// A path naming the file `name` in the folder `folder` in text that is valid UTF-8,
    /// for a library that takes paths only as text (SQLite): the plain path when the
    /// folder's is valid, else `name` below `/proc/self/fd/N`, N a descriptor of the folder
    /// kept open for the life of the process (its bytes never pass through text). The plain
    /// path when the folder can't be opened.
    package static func textPath(of name: String, in folder: String) -> String {
        let plain = NoFollowPath.join(folder, name)
        guard FileName.hasInvalidBytes(folder), let descriptor = try? NoFollowPath.openRoot(folder) else { return plain }
        return "/proc/self/fd/\(descriptor)/" + name
    }

    /// Removes `path` and, for a folder, everything in it; links are removed, never
    /// followed. What can't be removed is left.
    package static func removeTree(_ path: String) {
        var info = Glibc.stat()
        guard lstat(path, &info) == 0 else { return }
        guard FileKind(mode: info.st_mode) == .directory else {
            unlink(path)
            return
        }
        for entry in DirectoryEntries.list(path) { removeTree(NoFollowPath.join(path, entry.name)) }
        rmdir(path)
    }
}

/// `stat(2)` itself, out of `PathCalls`, where `stat` names the method.
private func systemStat(_ path: UnsafePointer<CChar>, _ info: inout stat) -> Int32 {
    stat(path, &info)
}
