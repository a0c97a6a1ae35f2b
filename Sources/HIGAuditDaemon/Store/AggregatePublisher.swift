import CMemory
import Foundation
import HIGAuditCore
import HIGAuditRules
import Logging

/// Writes `index.json`, `audit.sarif` and `index.html` from every report, atomically and
/// report by report: only the summaries and one report at a time are in memory.
struct AggregatePublisher: Sendable {
    let store: ReportStore
    let settings: AuditSettingsBox
    let status: DaemonStatus
    let logger: Logger

    func publish(_ snapshot: ReportSnapshot) async -> Bool {
        let store = self.store
        let documents = AggregateDocuments(language: settings.current.language, rules: RuleCatalog.all.map(\.descriptor),
                                           generatedAt: DaemonClock.timestamp(), summaries: snapshot.summaries,
                                           report: { key in snapshot.unwritten[key] ?? store.read(key: key) })
        let bySource = documents.sourceOrder
        do {
            try AtomicFile.write(to: store.paths.index) { (output) throws(AtomicFile.Failure) in try documents.writeIndex(bySource, to: &output) }
            try AtomicFile.write(to: store.paths.sarif) { (output) throws(AtomicFile.Failure) in try documents.writeSARIF(bySource, to: &output) }
            let failingFirst = documents.pageOrder(bySource)
            try AtomicFile.write(to: store.paths.html) { (output) throws(AtomicFile.Failure) in try documents.writeHTML(failingFirst, to: &output) }
            // Whatever the reports read back took is free again: give it back to the
            // system rather than keep it in the allocator's arenas.
            _ = cmemory_release_free_memory()
            return true
        } catch {
            logger.error("aggregates not written", metadata: ["error": "\(error)"])
            return false
        }
    }
}
