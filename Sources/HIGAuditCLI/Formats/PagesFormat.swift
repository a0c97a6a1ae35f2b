import HIGAuditCore
import HIGAuditOutputs

/// `--format html --output DIR`: the pages the daemon keeps, written into a folder; on
/// standard output only the run's totals, as in the text format.
struct PagesFormat: RunFormat {
    var text: TextFormat

    func entries(for report: ScreenReport) -> [[UInt8]] { [] }

    func footer(_ summary: RunSummary) -> String { text.footer(summary) }
}
