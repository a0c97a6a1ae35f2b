import Foundation
import HIGAuditCore
import HIGAuditFiles
import HIGAuditInputs
import Logging

/// Reads one screen (never through a symbolic link), audits it unless its digest and
/// the auditor match its current report, and writes the report.
package struct AuditWorker: Sendable {
    var store: ReportStore
    var catalogs: CatalogRegistry

    /// Audits the job's file and stages its reports for the committer. The outcome says
    /// `written: true` when every report was staged; it holds once the files are committed.
    func run(_ job: AuditJob, with context: AuditSettingsSnapshot, logger: Logger) -> (AuditOutcome, [StagedFile]) {
        let start = ContinuousClock.now
        guard let input = Self.read(job.file, limit: context.inputLimit) else { return (.gone, []) }
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
                logger.error("report not written", metadata: ["source": "\(FileName.display(job.file.sourcePath))", "error": "\(error)"])
                break
            }
        }
        if !written {
            for file in staged { file.discard() }
            staged = []
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let audited = reports.map { AuditedReport($0, observing: context.recordsHistory, staged: written) }
        return (.audited(audited, written: written, seconds: seconds, colorNames: outcome.colorNames), staged)
    }

    /// Audits a file without writing anything (to answer in another language).
    package func audit(_ file: SourceFile, with context: AuditSettingsSnapshot) -> [KeyedReport]? {
        guard let input = Self.read(file, limit: context.inputLimit) else { return nil }
        return audit(file, input: input, with: context).reports.map { KeyedReport(key: $0.reportKey, report: $0.report) }
    }

    private func audit(_ file: SourceFile, input: SourceAuditor.Input, with context: AuditSettingsSnapshot) -> InputOutcome {
        let kind = InputKind(path: file.sourcePath)
        return InputAuditor(sourceAuditor: context.sourceAuditor)
            .audit(
                source: file.sourcePath, path: file.path, input: input, kind: kind,
                catalogs: kind == .interfaceBuilder ? catalogs.catalogs(for: file.root) : nil, auditedAt: UTCTime.timestamp())
    }

    /// The file's bytes, read without following a link at any component below its root;
    /// nil when it is gone, reached through a link or not a regular file.
    static func read(_ file: SourceFile, limit: Int) -> SourceAuditor.Input? {
        do {
            return .bytes(try file.readContents(limit: limit))
        } catch {
            switch error.reason {
            case .tooLarge(let limit): return .tooLarge(limit: limit)
            case .system(let code): return .unreadable(reason: String(cString: strerror(code)))
            case .missing, .symbolicLink, .notDirectory, .outsideFolder, .notRegularFile: return nil
            }
        }
    }

    package init(
        store: ReportStore, catalogs: CatalogRegistry
    ) {
        self.store = store
        self.catalogs = catalogs
    }
}

/// What the workers need of the current configuration; replaced as a whole on reload.
package struct AuditSettingsSnapshot: Sendable {
    package var sourceAuditor: SourceAuditor
    var inputLimit: Int
    /// Whether audits are told to the history.
    var recordsHistory = false
    var configDigest: String { sourceAuditor.configDigest }
    package var language: Language { sourceAuditor.auditor.configuration.language }
}
