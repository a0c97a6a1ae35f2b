import HIGAuditCore
import HIGAuditOutputs

/// The three aggregates: what comes before the pieces, each report's piece, the
/// separator between pieces and what follows them, each as the outputs frame it
/// (`IndexDocument`, `SARIFBuilder`, `OverviewPage`). A report's piece depends on that
/// report only, so it can be copied from one version of the file to the next.
package enum AggregateDocument: CaseIterable, Sendable {
    case index, sarif, overview

    var separator: [UInt8] {
        switch self {
        case .index: IndexDocument.separator
        case .sarif: Array(",".utf8)
        case .overview: OverviewPage.rowSeparator
        }
    }

    func path(in paths: ReportPaths) -> String {
        switch self {
        case .index: paths.index
        case .sarif: paths.sarif
        case .overview: paths.html
        }
    }

    /// How long after it was written an aggregate waits before it is written again, unless
    /// a client waits for it: SARIF, tens of megabytes for a large tree and read by CI
    /// rather than people, lags behind the index and the overview by up to 5 s.
    var lag: Duration {
        switch self {
        case .index, .overview: .zero
        case .sarif: .seconds(5)
        }
    }

    /// Whether a piece's bytes depend on the page's language.
    var dependsOnLanguage: Bool { self == .sarif }
}

/// The fixed parts of one version of the aggregates.
struct AggregateFrame {
    let language: Language
    let generatedAt: String
    let rules: RuleIndex
    /// What the overview says of the history, when the daemon keeps one.
    var history: HistoryDigest?
    private let sarif: SARIFBuilder

    init(language: Language, generatedAt: String, rules: RuleIndex, history: HistoryDigest? = nil) {
        self.language = language
        self.generatedAt = generatedAt
        self.rules = rules
        self.history = history
        sarif = SARIFBuilder(rules: rules.rules, language: language)
    }

    func head(_ document: AggregateDocument, isEmpty: Bool, totals: () -> OverviewTotals) -> [UInt8] {
        switch document {
        case .index:
            return IndexDocument.head(generatedAt: generatedAt, isEmpty: isEmpty)
        case .sarif:
            var head = JSONWriter(capacity: 16384)
            head.append(SARIFBuilder.logStart)
            head.write(sarif.driver)
            head.append(SARIFBuilder.resultsStart)
            return head.bytes
        case .overview:
            return Array(page.start(totals()).utf8)
        }
    }

    func tail(_ document: AggregateDocument, isEmpty: Bool) -> [UInt8] {
        switch document {
        case .index: IndexDocument.tail(isEmpty: isEmpty)
        case .sarif: Array(SARIFBuilder.logEnd.utf8)
        case .overview: Array(page.end().utf8)
        }
    }

    /// The piece of the report whose overview row is `entry`; `summary` and `report` fetch
    /// its summary (the index) and the whole report (SARIF) when needed.
    /// Nil when the summary or the report can't be had (it is made again next time).
    func piece(_ document: AggregateDocument, entry: OverviewEntry, summary: () -> ReportSummary?, report: () -> ScreenReport?) -> [UInt8]? {
        switch document {
        case .index:
            guard let summary = summary() else { return nil }
            return IndexDocument.row(summary.row)
        case .sarif:
            guard let report = report() else { return nil }
            var writer = JSONWriter(capacity: 4096)
            for (position, result) in sarif.results(of: report).enumerated() {
                if position > 0 { writer.append(",") }
                writer.write(result)
            }
            return writer.bytes
        case .overview:
            return OverviewPage.row(entry)
        }
    }

    private var page: OverviewPage {
        OverviewPage(language: language, generatedAt: generatedAt, version: HIGAudit.version, rules: rules, history: history)
    }
}
