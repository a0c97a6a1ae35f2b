import Foundation
import HIGAuditCore
import HIGAuditFiles
import HIGAuditHistory
import HIGAuditOutputs

/// The reports folder: one report per screen, mirroring the watched tree, plus the
/// aggregates. Every write is atomic.
package struct ReportStore: Sendable {
    let paths: ReportPaths

    package init(root: String) {
        self.paths = ReportPaths(root: root)
    }

    package func prepare() throws(AtomicFile.Failure) {
        try AtomicFile.makeDirectories(paths.screens)
    }

    /// Writes a report and its page, each flushed and renamed on its own (the page first).
    func write(_ report: ScreenReport, key: String, language: Language) throws(AtomicFile.Failure) {
        let (page, json) = try prepare(report, key: key, language: language)
        try AtomicFile.write(page, to: paths.page(forKey: key))
        try AtomicFile.write(json, to: paths.report(forSource: key))
    }

    /// Stages a report's page and the report, in that order, for `ReportCommitter`: a
    /// report on disk always has its page, so a restart that finds the report current has
    /// nothing to redo; a page without its report is removed by `load`, and its screen
    /// audited again.
    func stage(_ report: ScreenReport, key: String, language: Language) throws(AtomicFile.Failure) -> [StagedFile] {
        let (page, json) = try prepare(report, key: key, language: language)
        let staged = try StagedFile.stage(page, to: paths.page(forKey: key))
        do {
            return [staged, try StagedFile.stage(json, to: paths.report(forSource: key))]
        } catch {
            staged.discard()
            throw error
        }
    }

    /// The page's and the report's bytes, with the report's folder made ready.
    private func prepare(_ report: ScreenReport, key: String, language: Language) throws(AtomicFile.Failure) -> (page: [UInt8], report: [UInt8]) {
        let path = paths.report(forSource: key)
        let folder = (path as NSString).deletingLastPathComponent
        // A file that became a Figma export (or stopped being one) swaps a report file
        // for a folder of frame reports, or the reverse.
        var info = stat()
        if PathCalls.lstat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { PathCalls.unlink(folder) }
        if PathCalls.lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { PathCalls.removeTree(path) }
        try AtomicFile.makeDirectories(folder)
        var writer = JSONWriter(indent: 2, capacity: 4096)
        ReportJSON.write(report, into: &writer, language: language)
        writer.append("\n")
        let page = ScreenPage(language: language, version: HIGAudit.version, rules: AggregatePublisher.rules).renderUTF8(report, key: key)
        return (page, writer.bytes)
    }

    func remove(key: String) throws(AtomicFile.Failure) {
        let path = paths.report(forSource: key)
        var info = stat()
        // A folder here holds the frame reports the source has now (a file that became a
        // Figma export): they are not this key's to remove, only its page is.
        if !(PathCalls.lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR) { try AtomicFile.remove(path) }
        try AtomicFile.remove(paths.page(forKey: key))
        removeEmptyParents(of: path)
    }

    /// Removes every report under a source-path prefix (a folder that went away).
    func remove(prefix: String) {
        let folder = prefix.isEmpty ? paths.screens : paths.screens + "/" + prefix
        PathCalls.removeTree(folder)
        AtomicFile.syncDirectory((folder as NSString).deletingLastPathComponent)
    }

    /// The key of a report found at `path`: its source's report path, or a frame report
    /// in the folder of that path; nil for a report that is not where it belongs.
    /// The report shows bytes of its source that are not UTF-8 escaped: the source is the
    /// shown one or, failing that, the one the escapes stand for.
    private func key(of report: ScreenReport, at path: String) -> String? {
        for source in Set([report.source, FileName.fromDisplay(report.source)]) {
            let expected = paths.report(forSource: source)
            if path == expected { return source }
            if path.hasPrefix(expected + "/"), !path.dropFirst(expected.count + 1).contains("/") {
                return String(path.dropFirst(paths.screens.count + 1))
            }
        }
        return nil
    }

    /// Whether the report whose page this could be is there (`a/b.html`: `a/b.json`,
    /// or `a/b.yaml.html`: `a/b.yaml.json`).
    private func isPageOfAReport(_ path: String) -> Bool {
        var info = stat()
        return PathCalls.lstat(String(path.dropLast(5)) + ".json", &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    private func removeEmptyParents(of path: String) {
        var folder = (path as NSString).deletingLastPathComponent
        while folder.count > paths.screens.count, PathCalls.rmdir(folder) == 0 {
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// The report stored under `key`, read back.
    func read(key: String) -> ScreenReport? {
        guard let data = try? BoundedFile.read(paths.report(forSource: key), limit: Int.max) else { return nil }
        return ScreenReportDecoder.decode(Array(data))
    }

    /// The summaries of the reports already on disk, by report key, read one report at a
    /// time; temporary files a crash left behind are removed.
    func load() -> [String: ReportSummary] {
        var digests: [String: Int64]?
        return load(historyDigests: &digests)
    }

    /// As `load`, and when `historyDigests` is not nil, each report's `ScreenState.digest`
    /// by key, to compare with what the history knows.
    func load(historyDigests: inout [String: Int64]?) -> [String: ReportSummary] {
        var reports: [String: ReportSummary] = [:]
        var previous: ReportSummary?
        var pending = [paths.screens]
        while let folder = pending.popLast() {
            for name in DirectoryEntries.list(folder).map(\.name) {
                let path = folder + "/" + name
                var info = stat()
                guard PathCalls.lstat(path, &info) == 0 else { continue }
                if name.hasPrefix(AtomicFile.temporaryPrefix) {
                    PathCalls.unlink(path)
                } else if (info.st_mode & S_IFMT) == S_IFDIR {
                    pending.append(path)
                } else if (info.st_mode & S_IFMT) == S_IFREG, name.hasSuffix(".json"),
                    let data = try? BoundedFile.read(path, limit: Int.max),
                    let report = ScreenReportDecoder.decode(Array(data)),
                    let key = key(of: report, at: path)
                {
                    var summary = ReportSummary(report)
                    // A report without its page (written by an older version) matches no
                    // digest, so its screen is audited again and gets both.
                    if PathCalls.lstat(paths.page(forKey: key), &info) != 0 { summary.sourceDigest = .unknown }
                    summary.share(key: key, with: previous)
                    previous = summary
                    reports[key] = summary
                    if historyDigests != nil { historyDigests?[key] = ScreenState.digest(of: report) }
                } else if (info.st_mode & S_IFMT) == S_IFREG, !(name.hasSuffix(".html") && isPageOfAReport(path)) {
                    PathCalls.unlink(path)
                }
            }
        }
        for name in DirectoryEntries.list(paths.root).map(\.name) where name.hasPrefix(AtomicFile.temporaryPrefix) {
            PathCalls.unlink(paths.root + "/" + name)
        }
        return reports
    }
}
