import HIGAuditCore
import HIGAuditFiles
import HIGAuditOutputs
import HIGAuditRules

/// Writes the report pages of a run as the daemon keeps them: a page per screen under
/// `DIR/screens/`, each written as soon as its report is made (by the task that made it),
/// and `DIR/index.html`, the overview, from compact rows once every screen is in. No
/// report outlives its page, so memory doesn't grow with the screens' findings or sketches.
struct ReportPages: Sendable {
    /// What the overview keeps of one report: its row, and what it sorts by.
    struct Row: Sendable {
        var source: String
        var screen: String
        var key: String
        /// `OverviewPage.row`.
        var bytes: [UInt8]
    }

    /// A page written: the overview's row, and the entry its totals count.
    struct Written: Sendable {
        var row: Row
        var entry: OverviewEntry
    }

    let folder: String
    let language: Language
    let generatedAt: String
    private let rules: RuleIndex
    private let page: ScreenPage

    init(folder: String, language: Language, generatedAt: String) {
        self.folder = folder
        self.language = language
        self.generatedAt = generatedAt
        rules = RuleIndex(RuleCatalog.all.map(\.descriptor))
        page = ScreenPage(language: language, version: HIGAudit.version, rules: rules)
    }

    /// Writes the page of `report` (keyed `key`, `PagePaths`).
    func write(_ report: ScreenReport, key: String) throws(CommandFailure) -> Written {
        let path = SourceCollector.join(folder, "screens/" + PagePaths.page(forKey: key))
        try replace(path) { (output: inout AtomicFile.Output) throws(AtomicFile.Failure) in try output.write(page.render(report, key: key)) }
        let entry = OverviewEntry(report, key: key, rules: rules)
        return Written(row: Row(source: report.source, screen: report.screen, key: key, bytes: OverviewPage.row(entry)), entry: entry)
    }

    /// Writes the overview: `totals`, then `rows` in source order (`SourceOrder`), the page
    /// written piece by piece.
    func writeOverview(_ rows: [Row], totals: OverviewTotals) throws(CommandFailure) {
        let ordered = rows.sorted { lhs, rhs in
            SourceOrder.precedes(source: lhs.source, screen: lhs.screen, key: lhs.key, before: (rhs.source, rhs.screen, rhs.key))
        }
        let overview = OverviewPage(language: language, generatedAt: generatedAt, version: HIGAudit.version, rules: rules)
        try replace(SourceCollector.join(folder, "index.html")) { (output: inout AtomicFile.Output) throws(AtomicFile.Failure) in
            try output.write(overview.start(totals))
            for (position, row) in ordered.enumerated() {
                if position > 0 { try output.write(OverviewPage.rowSeparator) }
                try output.write(row.bytes)
            }
            try output.write(overview.end())
        }
    }

    private func replace(_ path: String, _ produce: (inout AtomicFile.Output) throws(AtomicFile.Failure) -> Void) throws(CommandFailure) {
        do {
            try AtomicFile.makeDirectories(PathText.parent(of: path))
            // Not flushed to disk one by one: a run that stops midway is simply run again.
            try AtomicFile.write(to: path, flushed: false, produce)
        } catch {
            throw CommandFailure(message: Message("pages.unwritable", ["path": FileName.display(path)]).rendered(in: language))
        }
    }
}
