import Foundation

/// Finds the project's configuration as SwiftLint and ESLint find theirs: the nearest
/// `.higaudit.yml` (or `.higaudit.yaml`) in the current directory or one of its parents.
enum ConfigurationDiscovery {
    static let names = [".higaudit.yml", ".higaudit.yaml"]

    /// The path of the nearest configuration, relative to the current directory when it is
    /// there or above it (`../../.higaudit.yml`); nil when there is none.
    static func nearest(from start: String = FileManager.default.currentDirectoryPath) -> String? {
        var folder = URL(fileURLWithPath: start).standardizedFileURL
        var ups = 0
        while true {
            for name in names {
                var isDirectory: ObjCBool = false
                let candidate = folder.appendingPathComponent(name).path
                if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return ups == 0 ? name : String(repeating: "../", count: ups) + name
                }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
            ups += 1
        }
    }
}
