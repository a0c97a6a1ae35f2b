import Foundation
import HIGAuditCore

/// `--format html --output DIR`: the pages the daemon keeps, written into a folder; on
/// standard output only the run's totals, as in the text format.
struct PagesFormat: RunFormat {
    var text: TextFormat

    func entries(for report: ScreenReport) -> [[UInt8]] { [] }

    func footer(_ summary: RunSummary) -> String { text.footer(summary) }
}

/// Writes the report pages of a run: `DIR/index.html`, the page the daemon keeps in its
/// reports folder, from the same reports.
enum ReportPages {
    static func write(_ reports: [ScreenReport], to folder: String, language: Language, generatedAt: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(message: Message("pages.unwritable", ["path": folder]).rendered(in: language))
        }
        let page = HTMLReportPage(language: language, generatedAt: generatedAt, version: HIGAudit.version).render(reports)
        let path = SourceCollector.join(folder, "index.html")
        do {
            try FileOutput.replace(path, with: Array(page.utf8))
        } catch {
            throw CommandFailure(message: Message("pages.unwritable", ["path": path]).rendered(in: language))
        }
    }
}
