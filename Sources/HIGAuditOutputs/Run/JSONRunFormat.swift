import HIGAuditCore

/// One `hig-audit-run/1` document: the reports, then the totals.
package struct JSONRunFormat: RunFormat {
    package var language: Language

    package init(language: Language) {
        self.language = language
    }

    package var separator: String { "," }

    package func header(_ summary: RunSummary?) -> String { #"{"format":"hig-audit-run/1","screens":["# }

    package func entries(for report: ScreenReport) -> [[UInt8]] {
        var writer = JSONWriter(capacity: 4096)
        ReportJSON.write(report, into: &writer, language: language)
        return [writer.bytes]
    }

    package func footer(_ summary: RunSummary) -> String {
        var writer = JSONWriter()
        writer.write(summary.json)
        return #"],"summary":"# + String(decoding: writer.bytes, as: UTF8.self) + "}\n"
    }
}
