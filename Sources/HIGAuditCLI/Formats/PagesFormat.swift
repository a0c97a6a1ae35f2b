import Foundation
import HIGAuditCore
import HIGAuditFiles
import HIGAuditOutputs
import HIGAuditRules

/// `--format html --output DIR`: the pages the daemon keeps, written into a folder; on
/// standard output only the run's totals, as in the text format.
struct PagesFormat: RunFormat {
    var text: TextFormat

    func entries(for report: ScreenReport) -> [[UInt8]] { [] }

    func footer(_ summary: RunSummary) -> String { text.footer(summary) }
}

/// Writes the report pages of a run as the daemon keeps them: `DIR/index.html`, the
/// overview, and a page per screen under `DIR/screens/`.
enum ReportPages {
    static func write(_ reports: [ScreenReport], keys: [String], to folder: String, language: Language, generatedAt: String) throws {
        let rules = RuleIndex(RuleCatalog.all.map(\.descriptor))
        let entries = zip(reports, keys).map { OverviewEntry($0, key: $1, rules: rules) }
        let order = entries.indices.sorted { lhs, rhs in
            SourceOrder.precedes(
                source: entries[lhs].source, screen: reports[lhs].screen, key: entries[lhs].key,
                before: (entries[rhs].source, reports[rhs].screen, entries[rhs].key))
        }
        let overview = OverviewPage(language: language, generatedAt: generatedAt, version: HIGAudit.version, rules: rules)
        try replace(SourceCollector.join(folder, "index.html"), with: overview.render(order.map { entries[$0] }), language: language)
        let page = ScreenPage(language: language, version: HIGAudit.version, rules: rules)
        for (report, key) in zip(reports, keys) {
            let path = SourceCollector.join(folder, "screens/" + PagePaths.page(forKey: key))
            try replace(path, with: page.render(report, key: key), language: language)
        }
    }

    private static func replace(_ path: String, with text: String, language: Language) throws {
        do {
            try AtomicFile.makeDirectories(PathText.parent(of: path))
            try AtomicFile.write(Array(text.utf8), to: path)
        } catch {
            throw CommandFailure(message: Message("pages.unwritable", ["path": FileName.display(path)]).rendered(in: language))
        }
    }
}
