import Foundation
import HIGAuditCore
import HIGAuditDaemonSettings
import HIGAuditFiles

/// Where the daemon works, from the command line over the configuration file over the
/// defaults (which work from the repository checkout with no set-up).
package struct DaemonPaths: Sendable, Equatable {
    static let defaultWatch = "examples/screens"
    static let defaultReports = ".higaudit/reports"
    static let defaultSocket = ".higaudit/higaudit.sock"

    package var watch: [String]
    package var reports: String
    package var socket: String
    var socketMode: Int

    package init(watch: [String], reports: String?, socket: String?, settings: DaemonSettings) {
        let chosenWatch = !watch.isEmpty ? watch : (!settings.watch.isEmpty ? settings.watch : [Self.defaultWatch])
        self.watch = chosenWatch.map(Self.absolute)
        self.reports = Self.absolute(reports ?? settings.reports ?? Self.defaultReports)
        self.socket = socket ?? settings.socket ?? Self.defaultSocket
        self.socketMode = settings.socketMode
    }

    static func absolute(_ path: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// One root per watched folder; with several, each is named by its folder name, made unique.
    package var roots: [SourceRoot] {
        guard watch.count > 1 else { return watch.map { SourceRoot(path: $0, name: "") } }
        var used: [String: Int] = [:]
        return watch.map { path in
            let base = (path as NSString).lastPathComponent
            var name = base.isEmpty ? "root" : base
            if let count = used[name] {
                used[name] = count + 1
                name += "-\(count + 1)"
            } else {
                used[name] = 1
            }
            return SourceRoot(path: path, name: name)
        }
    }
}
