import Glibc
import HIGAuditFiles

/// Which folder a path names: its device and inode. A folder moved away, deleted or
/// replaced by another of the same name has another identity (or none).
package struct FolderIdentity: Sendable, Hashable {
    package var device: UInt64
    package var inode: UInt64

    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    /// The folder at `path` now; nil when there is none (a link is not followed).
    package init?(path: String) {
        var info = stat()
        guard PathCalls.lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
