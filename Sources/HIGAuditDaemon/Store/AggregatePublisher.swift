import Foundation
import HIGAuditCore
import HIGAuditRules
import Logging

/// Writes `index.json`, `audit.sarif` and `index.html` from every report, atomically.
struct AggregatePublisher: Sendable {
    let store: ReportStore
    let settings: AuditSettingsBox
    let status: DaemonStatus
    let logger: Logger

    func publish(_ snapshot: ReportSnapshot) async -> Bool {
        let reports = snapshot.keys.compactMap { snapshot.unwritten[$0] ?? store.read(key: $0) }
        let sorted = AggregateDocuments.sorted(reports)
        let documents = AggregateDocuments(language: settings.current.language, rules: RuleCatalog.all.map(\.descriptor))
        let generatedAt = DaemonClock.timestamp()
        do {
            try AtomicFile.write(documents.index(sorted, generatedAt: generatedAt), to: store.paths.index)
            try AtomicFile.write(documents.sarif(sorted), to: store.paths.sarif)
            try AtomicFile.write(documents.html(sorted, generatedAt: generatedAt), to: store.paths.html)
            // Building the aggregates of a large tree takes memory that is free again now:
            // give it back to the system rather than keep it in the allocator's arenas.
            _ = releaseFreeMemory(0)
            return true
        } catch {
            logger.error("aggregates not written", metadata: ["error": "\(error)"])
            return false
        }
    }
}

/// glibc's `malloc_trim`, which the Glibc module does not export.
@_silgen_name("malloc_trim")
private func releaseFreeMemory(_ padding: Int) -> Int32
