import HIGAuditCore

/// One `hig-audit-run/1` document: the reports, then the totals.
public struct JSONRunFormat: RunFormat {
    public var language: Language

    public init(language: Language) {
        self.language = language
    }

    public var separator: String { "," }

    public func header(_ summary: RunSummary?) -> String { #"{"format":"hig-audit-run/1","screens":["# }

    public func entries(for report: ScreenReport) -> [[UInt8]] {
        var writer = JSONWriter(capacity: 4096)
        ReportJSON.write(report, into: &writer, language: language)
        return [writer.bytes]
    }

    public func footer(_ summary: RunSummary) -> String {
        var writer = JSONWriter()
        writer.write(summary.json)
        return #"],"summary":"# + String(decoding: writer.bytes, as: UTF8.self) + "}\n"
    }
}
