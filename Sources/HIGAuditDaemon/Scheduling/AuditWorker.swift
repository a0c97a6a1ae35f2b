import Foundation
import HIGAuditCore
import HIGAuditInputs
import Logging

/// Reads one screen (never through a symbolic link), audits it unless its digest and
/// the auditor match its current report, and writes the report.
struct AuditWorker: Sendable {
    var store: ReportStore
    var catalogs: CatalogRegistry

    /// Audits the job's file and stages its reports for the committer. The outcome says
    /// `written: true` when every report was staged; it holds once the files are committed.
    func run(_ job: AuditJob, with context: AuditSettingsSnapshot, logger: Logger) -> (AuditOutcome, [StagedFile]) {
        let start = ContinuousClock.now
        guard let input = Self.read(job.file.absolutePath, limit: context.inputLimit) else { return (.gone, []) }
        if case .bytes(let bytes) = input, !job.force, let current = job.current,
            current.auditorVersion == context.sourceAuditor.version,
            current.configDigest == context.configDigest,
            current.sourceDigest == SourceDigest(hashing: bytes)
        {
            return (.unchanged, [])
        }
        let outcome = audit(job.file, input: input, with: context)
        if outcome.skipped != nil { return (.skipped, []) }
        let reports = outcome.reports.map { KeyedReport(key: $0.reportKey, report: $0.report) }
        var staged: [StagedFile] = []
        var written = true
        for keyed in reports {
            do {
                staged += try store.stage(keyed.report, key: keyed.key, language: context.language)
            } catch {
                written = false
                logger.error("report not written", metadata: ["source": "\(job.file.sourcePath)", "error": "\(error)"])
                break
            }
        }
        if !written {
            for file in staged { file.discard() }
            staged = []
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (
            .audited(
                reports.map { AuditedReport($0, observing: context.recordsHistory) }, written: written, seconds: seconds,
                colorNames: outcome.colorNames), staged
        )
    }

    /// Audits a file without writing anything (to answer in another language).
    func audit(_ file: SourceFile, with context: AuditSettingsSnapshot) -> [KeyedReport]? {
        guard let input = Self.read(file.absolutePath, limit: context.inputLimit) else { return nil }
        return audit(file, input: input, with: context).reports.map { KeyedReport(key: $0.reportKey, report: $0.report) }
    }

    private func audit(_ file: SourceFile, input: SourceAuditor.Input, with context: AuditSettingsSnapshot) -> InputOutcome {
        let kind = InputKind(path: file.sourcePath)
        return InputAuditor(sourceAuditor: context.sourceAuditor)
            .audit(
                source: file.sourcePath, path: file.absolutePath, input: input, kind: kind,
                catalogs: kind == .interfaceBuilder ? catalogs.catalogs(for: file.root) : nil, auditedAt: UTCTime.timestamp())
    }

    /// The file's bytes, opened with O_NOFOLLOW and only if it is a regular file; nil when
    /// it is gone or not a regular file.
    static func read(_ path: String, limit: Int) -> SourceAuditor.Input? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            return errno == ENOENT || errno == ELOOP || errno == ENOTDIR ? nil : .unreadable(reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        if Int(info.st_size) > limit { return .tooLarge(limit: limit) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while true {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0 {
                if errno == EINTR { continue }
                return .unreadable(reason: String(cString: strerror(errno)))
            }
            if read == 0 { break }
            count += read
            if count > limit { return .tooLarge(limit: limit) }
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count))) }
        }
        bytes.removeLast(bytes.count - count)
        return .bytes(bytes)
    }
}

/// What the workers need of the current configuration; replaced as a whole on reload.
struct AuditSettingsSnapshot: Sendable {
    var sourceAuditor: SourceAuditor
    var inputLimit: Int
    /// Whether audits are told to the history.
    var recordsHistory = false
    var configDigest: String { sourceAuditor.configDigest }
    var language: Language { sourceAuditor.auditor.configuration.language }
}
