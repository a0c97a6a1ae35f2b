import HIGAuditCore

/// The overview's "since yesterday" section: three tiles and a bar chart of the daily
/// error totals, an inline SVG that needs no script to read (each bar has its day and
/// count as a title and the chart a text summary).
struct RecentHistorySection {
    let history: HistoryDigest
    let text: PageText

    func write(into html: inout HTMLBuilder) {
        html.element("section", [.id("history"), HTMLAttribute("aria-labelledby", "history-heading")]) { html in
            html.element("h2", [.id("history-heading")], text: text("page.history.heading"))
            html.element("dl", [.class("tiles")]) { html in
                for (key, value, kind) in [
                    ("page.history.newly-failing", history.newlyFailing, "fail"), ("page.history.added", history.added, "error"),
                    ("page.history.fixed", history.fixed, "pass"),
                ] {
                    html.element("div", [.class("tile " + kind)]) { html in
                        html.element("dt", text: text(key))
                        html.element("dd", text: String(value))
                    }
                }
            }
            if !history.dailyErrors.isEmpty { writeChart(into: &html) }
        }
    }

    /// The width of a date (`2026-11-28`) in the axis's 10 px type, with room to spare.
    static let dateLabelWidth = 64

    private func writeChart(into html: inout HTMLBuilder) {
        let days = history.dailyErrors
        let highest = max(1, days.map(\.errors).max() ?? 1)
        let barWidth = 20, gap = 4, height = 120, baseline = 130
        let bars = days.count * (barWidth + gap) - gap
        // Room under the bars for the last day's date at least; the bars end at the right.
        let width = max(bars, Self.dateLabelWidth)
        let start = width - bars
        let summary = text(
            days.count == 1 ? "page.history.chart.one" : "page.history.chart",
            [
                "days": String(days.count), "first": days.first?.day ?? "", "last": days.last?.day ?? "",
                "errors": String(days.last?.errors ?? 0), "highest": String(highest),
            ])
        html.element("figure", [.class("history-chart")]) { html in
            html.element(
                "svg",
                [
                    HTMLAttribute("xmlns", "http://www.w3.org/2000/svg"), HTMLAttribute("viewBox", "0 0 \(width) \(baseline + 16)"),
                    HTMLAttribute("width", String(width)), HTMLAttribute("height", String(baseline + 16)),
                    HTMLAttribute("role", "img"), .label(summary),
                ]
            ) { html in
                for (index, day) in days.enumerated() {
                    let barHeight = day.errors == 0 ? 1 : max(2, day.errors * height / highest)
                    let x = start + index * (barWidth + gap)
                    html.element(
                        "rect",
                        [
                            HTMLAttribute("x", String(x)), HTMLAttribute("y", String(baseline - barHeight)),
                            HTMLAttribute("width", String(barWidth)), HTMLAttribute("height", String(barHeight)),
                            .class(day.errors == 0 ? "bar none" : "bar"),
                        ]
                    ) { html in
                        html.element(
                            "title", text: text(day.errors == 1 ? "page.history.bar.one" : "page.history.bar", ["day": day.day, "errors": String(day.errors)]))
                    }
                }
                // The first day's date only where it doesn't run into the last one's.
                let labelled = bars >= 2 * Self.dateLabelWidth + gap ? [0, days.count - 1] : [days.count - 1]
                for index in labelled {
                    html.element(
                        "text",
                        [
                            HTMLAttribute("x", String(index == days.count - 1 ? width : start)), HTMLAttribute("y", String(baseline + 13)),
                            HTMLAttribute("text-anchor", index == days.count - 1 ? "end" : "start"), .class("axis"),
                        ], text: days[index].day)
                }
            }
            html.element("figcaption", [.class("muted")], text: summary)
        }
    }
}
