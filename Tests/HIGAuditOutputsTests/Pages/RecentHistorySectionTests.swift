import HIGAuditCore
import HIGAuditOutputs
import Testing

@Suite struct RecentHistorySectionTests {
    private let rules = RuleIndex([RuleDescriptor(id: "text-contrast", area: .color, defaultSeverity: .error, higSection: .accessibility, examples: [])])

    private func chart(_ errors: [Int], language: Language = .en) throws -> String {
        let days = errors.enumerated().map { HistoryDigest.Day(day: String(format: "2026-11-%02d", $0.offset + 1), errors: $0.element) }
        let history = HistoryDigest(newlyFailing: 0, added: 0, fixed: 0, dailyErrors: days)
        let html = OverviewPage(language: language, generatedAt: "2026-11-28T00:00:00Z", version: "1", rules: rules, history: history).render([])
        return String(try #require(html.firstMatch(of: /<figure class="history-chart">[\s\S]*?<\/figure>/)).output)
    }

    private func number(_ attribute: String, in element: Substring) -> Int? {
        element.firstMatch(of: try! Regex(" \(attribute)=\"(-?[0-9]+)\"")).flatMap { Int($0.output[1].substring ?? "") }
    }

    @Test func oneDayIsSaidInTheSingularAndItsDateFits() throws {
        let figure = try chart([1])
        #expect(figure.contains("<figcaption class=\"muted\">Errors on 2026-11-01: 1.</figcaption>"))
        #expect(figure.contains("<title>2026-11-01: 1 error</title>"))
        let svg = try #require(figure.firstMatch(of: /<svg[^>]*>/)).output
        let width = try #require(number("width", in: svg))
        #expect(width >= 60, "room for a date: \(width)")
        let labels = figure.matches(of: /<text x="([0-9]+)"[^>]*text-anchor="end"[^>]*>([^<]*)<\/text>/)
        #expect(labels.map { String($0.output.2) } == ["2026-11-01"])
        #expect(labels.first.map { Int($0.output.1) } == width, "the date ends at the chart's right edge")
        let bar = try #require(figure.firstMatch(of: /<rect [^>]*>/)).output
        #expect(number("x", in: bar).map { $0 + 20 } == width, "the bar ends there too")
        let ja = try chart([1], language: .ja)
        #expect(ja.contains("2026-11-01 のエラー数: 1。"))
    }

    @Test func fewDaysLabelTheLastOnlyManyDaysBoth() throws {
        let three = try chart([0, 2, 3])
        #expect(three.contains("Errors per day over 3 days, 2026-11-01 to 2026-11-03: 3 on the last day, 3 at most."))
        #expect(three.contains("<title>2026-11-02: 2 errors</title>"))
        #expect((three.components(separatedBy: "<text ").count - 1) == 1)
        #expect(three.contains(">2026-11-03</text>"))
        let thirty = try chart(Array(repeating: 4, count: 30))
        let svg = try #require(thirty.firstMatch(of: /<svg[^>]*>/)).output
        #expect(number("width", in: svg) == 30 * 24 - 4)
        #expect((thirty.components(separatedBy: "<text ").count - 1) == 2)
        #expect(thirty.contains("<text x=\"0\" y=\"143\" text-anchor=\"start\" class=\"axis\">2026-11-01</text>"))
        #expect(thirty.contains(">2026-11-30</text>"))
    }
}
