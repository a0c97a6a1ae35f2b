import HIGAuditCore

/// The documents built from every report: `index.json`, `audit.sarif`, `index.html`.
struct AggregateDocuments: Sendable {
    var language: Language
    var rules: [RuleDescriptor]

    /// Reports in source order.
    static func sorted(_ reports: [ScreenReport]) -> [ScreenReport] {
        reports.sorted { $0.source.utf8.lexicographicallyPrecedes($1.source.utf8) }
    }

    func index(_ reports: [ScreenReport], generatedAt: String) -> [UInt8] {
        var writer = JSONWriter(indent: 1, capacity: reports.count * 160 + 256)
        writer.write(.object([
            "format": .string("hig-index/1"),
            "generatedAt": .string(generatedAt),
            "screens": .array(reports.map { ReportSummary($0).row }),
        ]))
        writer.append("\n")
        return writer.bytes
    }

    /// SARIF written result by result, so a large tree doesn't build one huge value.
    func sarif(_ reports: [ScreenReport]) -> [UInt8] {
        let builder = SARIFBuilder(rules: rules, language: language)
        var writer = JSONWriter(capacity: reports.count * 1024 + 16384)
        writer.append(#"{"$schema":"\#(SARIFBuilder.schemaURI)","version":"2.1.0","runs":[{"tool":{"driver":"#)
        writer.write(builder.driver)
        writer.append(#"},"results":["#)
        var first = true
        for report in reports {
            for result in builder.results(of: report) {
                if !first { writer.append(",") }
                first = false
                writer.write(result)
            }
        }
        writer.append("]}]}\n")
        return writer.bytes
    }

    func html(_ reports: [ScreenReport], generatedAt: String) -> [UInt8] {
        Array(HTMLReportPage(language: language, generatedAt: generatedAt, version: HIGAudit.version).render(reports).utf8)
    }
}
