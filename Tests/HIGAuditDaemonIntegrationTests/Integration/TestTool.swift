import Foundation

/// A program the daemon's tests drive, where Debian installs it; when it is missing, the
/// failure names it and the package that brings it (`scripts/setup --tests` installs them).
enum TestTool {
    struct Missing: Error, CustomStringConvertible {
        var path: String
        var package: String
        var description: String { "this test needs \(path), which is not installed: scripts/setup --tests installs it (Debian's \(package))" }
    }

    static let chromium = ("/usr/bin/chromium", "chromium")
    static let node = ("/usr/bin/node", "nodejs")
    static let setpriv = ("/usr/bin/setpriv", "util-linux")
    static let socketActivate = ("/usr/bin/systemd-socket-activate", "systemd")

    /// The tool's URL, or `Missing` naming it.
    static func url(_ tool: (path: String, package: String)) throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: tool.path) else { throw Missing(path: tool.path, package: tool.package) }
        return URL(fileURLWithPath: tool.path)
    }
}
