import Foundation
import HIGAuditCore

/// The reports folder: one report per screen, mirroring the watched tree, plus the
/// aggregates. Every write is atomic.
struct ReportStore: Sendable {
    let paths: ReportPaths

    init(root: String) {
        self.paths = ReportPaths(root: root)
    }

    func prepare() throws(AtomicFile.Failure) {
        try AtomicFile.makeDirectories(paths.screens)
    }

    func write(_ report: ScreenReport, language: Language) throws(AtomicFile.Failure) {
        let path = paths.report(forSource: report.source)
        try AtomicFile.makeDirectories((path as NSString).deletingLastPathComponent)
        var writer = JSONWriter(indent: 2, capacity: 4096)
        writer.write(report.json(in: language))
        writer.append("\n")
        try AtomicFile.write(writer.bytes, to: path)
    }

    func remove(source: String) throws(AtomicFile.Failure) {
        try AtomicFile.remove(paths.report(forSource: source))
        removeEmptyParents(of: paths.report(forSource: source))
    }

    /// Removes every report under a source-path prefix (a folder that went away).
    func remove(prefix: String) {
        let folder = prefix.isEmpty ? paths.screens : paths.screens + "/" + prefix
        try? FileManager.default.removeItem(atPath: folder)
        AtomicFile.syncDirectory((folder as NSString).deletingLastPathComponent)
    }

    private func removeEmptyParents(of path: String) {
        var folder = (path as NSString).deletingLastPathComponent
        while folder.count > paths.screens.count, rmdir(folder) == 0 {
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// Reports already on disk, by source; temporary files a crash left behind are removed.
    func load() -> [String: ScreenReport] {
        var reports: [String: ScreenReport] = [:]
        var pending = [paths.screens]
        while let folder = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names {
                let path = folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                if name.hasPrefix(AtomicFile.temporaryPrefix) {
                    unlink(path)
                } else if (info.st_mode & S_IFMT) == S_IFDIR {
                    pending.append(path)
                } else if (info.st_mode & S_IFMT) == S_IFREG, name.hasSuffix(".json"),
                          let data = FileManager.default.contents(atPath: path),
                          let report = ScreenReportDecoder.decode(Array(data)),
                          paths.report(forSource: report.source) == path {
                    reports[report.source] = report
                } else if (info.st_mode & S_IFMT) == S_IFREG {
                    unlink(path)
                }
            }
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: paths.root)) ?? [] where name.hasPrefix(AtomicFile.temporaryPrefix) {
            unlink(paths.root + "/" + name)
        }
        return reports
    }
}
