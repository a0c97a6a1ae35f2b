/// Totals over every screen, and a table of screens linking to their sections. Written in
/// pieces (start, one row per screen, end) so a page of many screens can be streamed; the
/// totals must count exactly the rows written.
struct SummarySection {
    let totals: HTMLReportPage.Totals
    let text: PageText

    /// The heading, the tiles and, when there are screens, the table up to its first row.
    func writeStart(into html: inout HTMLBuilder) {
        html.open("section", [HTMLAttribute("aria-labelledby", "summary-heading")])
        html.element("h2", [.id("summary-heading")], text: text("page.summary.heading"))
        html.element("dl", [.class("tiles")]) { html in
            tile("page.summary.screens", totals.screens, kind: "screens", into: &html)
            tile("page.summary.failing", totals.failing, kind: "fail", into: &html)
            tile("page.summary.inputErrors", totals.inputErrors, kind: "error", into: &html)
            tile("page.summary.passing", totals.passing, kind: "pass", into: &html)
            tile("page.count.errors", totals.errors, kind: "severity-error", into: &html)
            tile("page.count.warnings", totals.warnings, kind: "severity-warning", into: &html)
            tile("page.count.notes", totals.notes, kind: "severity-note", into: &html)
        }
        guard hasTable else { return }
        html.open("div", [.class("table-wrap")])
        html.open("table", [.class("overview")])
        html.element("caption", text: text("page.overview.caption"))
        html.element("thead") { html in
            html.element("tr") { html in
                for key in ["page.overview.source", "page.overview.status", "page.count.errors", "page.count.warnings", "page.count.notes"] {
                    html.element("th", [HTMLAttribute("scope", "col")], text: text(key))
                }
            }
        }
        html.open("tbody")
    }

    func writeRow(_ screen: ScreenOverview, anchor: String, into html: inout HTMLBuilder) {
        html.element("tr") { html in
            html.element("th", [HTMLAttribute("scope", "row")]) { html in
                html.element("a", [HTMLAttribute("href", "#" + anchor)], text: screen.source)
            }
            html.element("td") { html in
                html.element("span", [.class("badge " + screen.status.rawValue)], text: text.status(screen.status))
            }
            for severity in Severity.allCases {
                html.element("td", [.class("number")], text: String(screen.count(severity)))
            }
        }
    }

    /// Closes what `writeStart` opened.
    func writeEnd(into html: inout HTMLBuilder) {
        if hasTable {
            html.close("tbody")
            html.close("table")
            html.close("div")
        }
        html.close("section")
    }

    private var hasTable: Bool { totals.screens > 0 }

    private func tile(_ key: String, _ value: Int, kind: String, into html: inout HTMLBuilder) {
        html.element("div", [.class("tile " + kind)]) { html in
            html.element("dt", text: text(key))
            html.element("dd", text: String(value))
        }
    }
}
