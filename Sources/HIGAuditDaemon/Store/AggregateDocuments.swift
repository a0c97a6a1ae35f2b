import HIGAuditCore

/// The documents built from every report: `index.json`, `audit.sarif`, `index.html`.
/// Each is written piece by piece: the order, the index rows and the page's totals come
/// from the summaries in memory; a whole report is fetched when its turn comes and
/// dropped once its part is written, so memory does not grow with the tree. Orders are
/// positions in the summaries, not copies of them.
struct AggregateDocuments {
    typealias Summaries = [String: ReportSummary]
    typealias Order = [Summaries.Index]

    var language: Language
    var rules: [RuleDescriptor]
    var generatedAt: String
    /// Every report's summary, by key.
    var summaries: Summaries
    /// The whole report of a key; nil when it is gone (left out of SARIF and of the page's sections).
    var report: (String) -> ScreenReport?

    /// Source order (by bytes); frames of one file by screen, then key.
    var sourceOrder: Order {
        summaries.indices.sorted { lhs, rhs in
            let (leftKey, left) = summaries[lhs], (rightKey, right) = summaries[rhs]
            let leftSource = left.source.utf8, rightSource = right.source.utf8
            if !leftSource.elementsEqual(rightSource) { return leftSource.lexicographicallyPrecedes(rightSource) }
            if left.screen != right.screen { return left.screen < right.screen }
            return leftKey.utf8.lexicographicallyPrecedes(rightKey.utf8)
        }
    }

    /// The page's order, failing screens first, from the source order.
    func pageOrder(_ bySource: Order) -> Order {
        HTMLReportPage.pageOrder(bySource.lazy.map { summaries[$0].value.overview }).map { bySource[$0] }
    }

    /// `index.json`, its rows from the summaries; `order` is the source order.
    func writeIndex(_ order: Order, to output: inout AtomicFile.Output) throws(AtomicFile.Failure) {
        var head = JSONWriter(indent: 1, capacity: 256)
        head.append("{\n \"format\": ")
        head.writeString("hig-index/1")
        head.append(",\n \"generatedAt\": ")
        head.writeString(generatedAt)
        head.append(order.isEmpty ? ",\n \"screens\": []" : ",\n \"screens\": [")
        try output.write(head.bytes)
        for (position, index) in order.enumerated() {
            var row = JSONWriter(indent: 1, capacity: 256)
            row.append(position == 0 ? "\n  " : ",\n  ")
            row.write(summaries[index].value.row, level: 2)
            try output.write(row.bytes)
        }
        try output.write(order.isEmpty ? "\n}\n" : "\n ]\n}\n")
    }

    /// `audit.sarif`, result by result; `order` is the source order.
    func writeSARIF(_ order: Order, to output: inout AtomicFile.Output) throws(AtomicFile.Failure) {
        let builder = SARIFBuilder(rules: rules, language: language)
        var head = JSONWriter(capacity: 16384)
        head.append(#"{"$schema":"\#(SARIFBuilder.schemaURI)","version":"2.1.0","runs":[{"tool":{"driver":"#)
        head.write(builder.driver)
        head.append(#"},"results":["#)
        try output.write(head.bytes)
        var first = true
        for index in order {
            guard let report = report(summaries[index].key) else { continue }
            var writer = JSONWriter(capacity: 4096)
            for result in builder.results(of: report) {
                if !first { writer.append(",") }
                first = false
                writer.write(result)
            }
            try output.write(writer.bytes)
        }
        try output.write("]}]}\n")
    }

    /// `index.html`, section by section; `order` is the page's order (`pageOrder`).
    func writeHTML(_ order: Order, to output: inout AtomicFile.Output) throws(AtomicFile.Failure) {
        let page = HTMLReportPage(language: language, generatedAt: generatedAt, version: HIGAudit.version)
        let totals = HTMLReportPage.Totals(order.lazy.map { summaries[$0].value.overview })
        try output.write(page.pageStart(totals))
        for (position, index) in order.enumerated() {
            try output.write(page.overviewRow(summaries[index].value.overview, index: position))
        }
        try output.write(page.screensStart(totals))
        for (position, index) in order.enumerated() {
            guard let report = report(summaries[index].key) else { continue }
            try output.write(page.screenSection(report, index: position))
        }
        try output.write(page.pageEnd())
    }
}
