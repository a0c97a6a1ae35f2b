import Glibc
import HIGAuditFiles

/// Finds the project's configuration as SwiftLint and ESLint find theirs: the nearest
/// `.higaudit.yml` (or `.higaudit.yaml`) in the current directory or one of its parents.
enum ConfigurationDiscovery {
    static let names = [".higaudit.yml", ".higaudit.yaml"]

    /// The path of the nearest configuration, relative to the current directory when it is
    /// there or above it (`../../.higaudit.yml`); nil when there is none.
    static func nearest(from start: String = ".") -> String? {
        var folder = PathText.absolute(start)
        var ups = 0
        while true {
            for name in names {
                var info = stat()
                if PathCalls.stat(NoFollowPath.join(folder, name), &info) == 0, FileKind(mode: info.st_mode) != .directory {
                    return ups == 0 ? name : String(repeating: "../", count: ups) + name
                }
            }
            let parent = PathText.parent(of: folder)
            if parent == folder { return nil }
            folder = parent
            ups += 1
        }
    }
}
