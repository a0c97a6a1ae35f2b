/// Totals over every screen, and a table of screens linking to their sections.
struct SummarySection {
    let reports: [ScreenReport]
    let text: PageText

    func write(into html: inout HTMLBuilder) {
        html.element("section", [HTMLAttribute("aria-labelledby", "summary-heading")]) { html in
            html.element("h2", [.id("summary-heading")], text: text("page.summary.heading"))
            html.element("dl", [.class("tiles")]) { html in
                tile("page.summary.screens", reports.count, kind: "screens", into: &html)
                tile("page.summary.failing", count(.fail), kind: "fail", into: &html)
                tile("page.summary.inputErrors", count(.error), kind: "error", into: &html)
                tile("page.summary.passing", count(.pass), kind: "pass", into: &html)
                tile("page.count.errors", total(.error), kind: "severity-error", into: &html)
                tile("page.count.warnings", total(.warning), kind: "severity-warning", into: &html)
                tile("page.count.notes", total(.note), kind: "severity-note", into: &html)
            }
            if !reports.isEmpty { writeTable(into: &html) }
        }
    }

    private func tile(_ key: String, _ value: Int, kind: String, into html: inout HTMLBuilder) {
        html.element("div", [.class("tile " + kind)]) { html in
            html.element("dt", text: text(key))
            html.element("dd", text: String(value))
        }
    }

    private func writeTable(into html: inout HTMLBuilder) {
        html.element("div", [.class("table-wrap")]) { html in
            html.element("table", [.class("overview")]) { html in
                html.element("caption", text: text("page.overview.caption"))
                html.element("thead") { html in
                    html.element("tr") { html in
                        for key in ["page.overview.source", "page.overview.status", "page.count.errors", "page.count.warnings", "page.count.notes"] {
                            html.element("th", [HTMLAttribute("scope", "col")], text: text(key))
                        }
                    }
                }
                html.element("tbody") { html in
                    for (index, report) in reports.enumerated() { writeRow(report, anchor: HTMLReportPage.anchor(index), into: &html) }
                }
            }
        }
    }

    private func writeRow(_ report: ScreenReport, anchor: String, into html: inout HTMLBuilder) {
        html.element("tr") { html in
            html.element("th", [HTMLAttribute("scope", "row")]) { html in
                html.element("a", [HTMLAttribute("href", "#" + anchor)], text: report.source)
            }
            html.element("td") { html in
                html.element("span", [.class("badge " + report.status.rawValue)], text: text.status(report.status))
            }
            for severity in Severity.allCases {
                html.element("td", [.class("number")], text: String(report.count(severity)))
            }
        }
    }

    private func count(_ status: ScreenReport.Status) -> Int {
        reports.reduce(0) { $0 + ($1.status == status ? 1 : 0) }
    }

    private func total(_ severity: Severity) -> Int {
        reports.reduce(0) { $0 + $1.count(severity) }
    }
}
