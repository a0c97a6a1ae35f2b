import CMemory
import Foundation
import HIGAuditCore
import HIGAuditFiles
import HIGAuditHistory
import HIGAuditOutputs
import HIGAuditRules
import Logging

/// Writes `index.json`, `audit.sarif` and `index.html`, atomically, with work in
/// proportion to what changed: each report's piece of a file is copied from the version
/// on disk unless that report changed, and only changed reports are read back (for their
/// SARIF results). Without a usable previous version (the first publish, a file changed
/// behind the daemon's back, a new language) every piece is made afresh, a few hundred
/// reports in memory at a time, by child tasks on every core (`FreshPieces`) unless audits
/// are waiting.
///
/// One publish at a time: the coordinator asks for the next only once the last returned.
package actor AggregatePublisher {
    static let rules = RuleIndex(RuleCatalog.all.map(\.descriptor))

    let store: ReportStore
    let settings: AuditSettingsBox
    let logger: Logger
    private var state = AggregateState()
    private var layoutLanguage: Language?
    /// Pieces made afresh and copied by the last publish, per document (for tests).
    private(set) var lastCounts: [AggregateDocument: (fresh: Int, copied: Int)] = [:]
    private var lastWritten: [AggregateDocument: ContinuousClock.Instant] = [:]
    private var history: HistoryDigest?
    /// The overview's head says something new of the history: it is written again.
    private var historyChanged = false
    /// How long after its last write each document waits unless forced (tests lengthen it).
    private let lag: @Sendable (AggregateDocument) -> Duration

    package init(
        store: ReportStore, settings: AuditSettingsBox, logger: Logger,
        lag: @escaping @Sendable (AggregateDocument) -> Duration = { $0.lag }
    ) {
        self.store = store
        self.settings = settings
        self.logger = logger
        self.lag = lag
    }

    /// Takes in the changes and writes each aggregate that has changed pieces (or whose
    /// file is not the version written last), unless it was written less than its lag ago
    /// (`AggregateDocument.lag`); `force` writes every aggregate that needs it now.
    package func publish(_ changes: AggregateChanges, force: Bool) async -> PublishOutcome {
        let language = settings.current.language
        if language != layoutLanguage {
            for document in AggregateDocument.allCases where document.dependsOnLanguage { state.written(document, layout: nil) }
            layoutLanguage = language
        }
        state.apply(upserts: changes.upserts, removals: changes.removals)
        let frame = AggregateFrame(language: language, generatedAt: UTCTime.timestamp(), rules: Self.rules, history: history)
        var outcome = PublishOutcome()
        let now = ContinuousClock.now
        for document in AggregateDocument.allCases {
            let previous = PreviousVersion(path: document.path(in: store.paths), layout: state.layouts[document])
            let needed = !(state.dirty[document] ?? []).isEmpty || previous.layout == nil || (document == .overview && historyChanged)
            guard needed else {
                previous.close()
                continue
            }
            if !force, let last = lastWritten[document], now - last < lag(document) {
                previous.close()
                outcome.waiting = min(outcome.waiting ?? .seconds(3600), lag(document) - (now - last))
                continue
            }
            do {
                try await write(document, frame: frame, changes: changes, previous: previous)
                lastWritten[document] = now
                // A history set while the overview was written is for the next one.
                if document == .overview && frame.history == history { historyChanged = false }
            } catch {
                outcome.ok = false
                logger.error("aggregate not written", metadata: ["file": "\(FileName.display(document.path(in: store.paths)))", "error": "\(error)"])
            }
        }
        // Whatever the reports read back took is free again: give it back to the system
        // rather than keep it in the allocator's arenas.
        MemoryRelease.soon()
        return outcome
    }

    /// What the overview says of the history from its next version on; whether the
    /// overview on disk says something else (it is to be written again).
    @discardableResult
    package func setHistory(_ recent: HistoryDigest?) -> Bool {
        if recent != history {
            history = recent
            historyChanged = true
        }
        return historyChanged
    }

    /// Today's totals of the tree, as the overview counts them, for the history's trends.
    func dailyTotals(tree: String) -> DailyTotals {
        let totals = state.totals
        var byRule: [DailyTotals.RuleCount] = []
        for (position, counts) in totals.byRule.sorted(by: { $0.key < $1.key }) where Int(position) < Self.rules.rules.count {
            let rule = Self.rules.rules[Int(position)].id
            for severity in Severity.allCases where counts[severity] > 0 {
                byRule.append(.init(rule: rule, severity: severity.rawValue, count: counts[severity]))
            }
        }
        return DailyTotals(
            day: UTCTime.day(UTCTime.now()), tree: tree, screens: totals.screens, passing: totals.passing,
            failing: totals.failing, unreadable: totals.inputErrors, errors: totals.errors, warnings: totals.warnings,
            notes: totals.notes, byRule: byRule)
    }

    private func write(
        _ document: AggregateDocument, frame: AggregateFrame, changes: AggregateChanges,
        previous: PreviousVersion
    ) async throws(AtomicFile.Failure) {
        let path = document.path(in: store.paths)
        defer { previous.close() }
        let state = self.state
        let dirty = state.dirtyMask(document)
        let isEmpty = state.order.isEmpty
        let head = frame.head(document, isEmpty: isEmpty) { state.totals }
        var splicer = PieceSplicer(previous: previous.layout, separator: document.separator, start: head.count, ids: state.rows.count)
        let store = self.store
        let piece = { @Sendable (id: Int) -> [UInt8]? in
            guard let entry = state.rows[id].entry else { return [] }
            let key = entry.key
            // Pieces not among the changes (a version on disk that can't be used) come from
            // the report on disk.
            return frame.piece(
                document, entry: entry,
                summary: { changes.upserts[key] ?? changes.unwritten[key].map(ReportSummary.init) ?? store.read(key: key).map(ReportSummary.init) },
                report: {
                    guard let report = changes.unwritten[key] ?? store.read(key: key) else { return nil }
                    // A finding the screen's other appearance repeats is one SARIF result.
                    return AppearanceSiblings.marked(report, key: key) { changes.unwritten[$0] ?? store.read(key: $0) }
                })
        }
        try await AtomicFile.write(
            to: path,
            suspending: { (output) async throws(AtomicFile.Failure) in
                output.copySource = previous.descriptor
                try output.write(head)
                for start in stride(from: 0, to: state.order.count, by: FreshPieces.chunk) {
                    let chunk = state.order[start..<min(start + FreshPieces.chunk, state.order.count)]
                    let ids = chunk.filter { !splicer.copies($0, dirty: dirty[$0]) }
                    // Made here, without leaving the actor, unless tasks share them.
                    let tasks = FreshPieces.tasks(for: ids.count, auditsWaiting: changes.auditsWaiting)
                    let fresh = tasks > 1 ? await FreshPieces.make(ids, tasks: tasks, making: piece) : FreshPieces(ids, making: piece)
                    for id in chunk {
                        try splicer.add(id, dirty: dirty[id], to: &output) { fresh.piece(of: id) }
                    }
                }
                try splicer.finish(to: &output)
                try output.write(frame.tail(document, isEmpty: isEmpty))
            })
        var layout = splicer.layout
        var info = stat()
        if PathCalls.stat(path, &info) == 0 {
            layout.fileSize = Int(info.st_size)
            layout.inode = UInt64(info.st_ino)
            layout.modified = PieceLayout.Stamp(info)
            self.state.written(document, layout: layout, unbuilt: splicer.unbuilt)
        } else {
            self.state.written(document, layout: nil)
        }
        lastCounts[document] = (splicer.freshCount, splicer.copiedCount)
    }
}

/// How a publish went: whether every write worked, and how long until an aggregate left
/// behind (written too recently) may be written.
package struct PublishOutcome: Sendable {
    var ok = true
    var waiting: Duration?

    /// Every aggregate is written and current.
    var isComplete: Bool { ok && waiting == nil }
}

/// What changed since the last publish: reports added or changed, reports removed, and
/// the whole reports not yet on disk.
package struct AggregateChanges: Sendable {
    var upserts: [String: ReportSummary]
    var removals: Set<String>
    var unwritten: [String: ScreenReport]
    /// Audits were queued or running as the publish began: the publisher makes its pieces
    /// alone (`FreshPieces.tasks`).
    var auditsWaiting = false
}

/// The version of an aggregate on disk, opened for copying when it is the very file its
/// layout describes (same inode, same size); otherwise no layout, and every piece is made.
struct PreviousVersion {
    let descriptor: Int32
    let layout: PieceLayout?

    init(path: String, layout: PieceLayout?) {
        guard let layout else {
            descriptor = -1
            self.layout = nil
            return
        }
        let descriptor = PathCalls.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        var info = stat()
        if descriptor >= 0, fstat(descriptor, &info) == 0, UInt64(info.st_ino) == layout.inode, Int(info.st_size) == layout.fileSize,
            PieceLayout.Stamp(info) == layout.modified
        {
            self.descriptor = descriptor
            self.layout = layout
        } else {
            if descriptor >= 0 { Glibc.close(descriptor) }
            self.descriptor = -1
            self.layout = nil
        }
    }

    func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }
}
