/// `REPORTS/index.html`: one self-contained page a person reads, failing screens first,
/// each finding with its color swatches. A pure function of the reports: no I/O, no
/// scripts, every input string escaped, colors re-validated before they reach a style.
///
/// `render` builds the whole page at once. A page of many screens can instead be written
/// piece by piece, in this order, and comes out the same byte for byte:
/// `pageStart(totals)`, `overviewRow` for each screen, `screensStart(totals)`,
/// `screenSection` for each screen (same order, same indices), `pageEnd()`. Only the
/// totals and the overview rows are needed before the first report is read.
public struct HTMLReportPage: Sendable {
    public let language: Language
    public let generatedAt: String
    public let version: String

    public init(language: Language, generatedAt: String, version: String) {
        self.language = language
        self.generatedAt = generatedAt
        self.version = version
    }

    public func render(_ reports: [ScreenReport]) -> String {
        let overviews = reports.map(ScreenOverview.init)
        let order = Self.pageOrder(overviews)
        let totals = Totals(overviews)
        var page = pageStart(totals)
        for (index, position) in order.enumerated() { page += overviewRow(overviews[position], index: index) }
        page += screensStart(totals)
        for (index, position) in order.enumerated() { page += screenSection(reports[position], index: index) }
        return page + pageEnd()
    }

    // MARK: Pieces

    /// From the doctype to the overview table's first row: the head, the page header and
    /// the summary tiles.
    public func pageStart(_ totals: Totals) -> String {
        let text = PageText(language: language)
        var html = HTMLBuilder()
        html.markup("<!DOCTYPE html>\n")
        html.open("html", [HTMLAttribute("lang", language.rawValue)])
        writeHead(into: &html, text: text)
        html.open("body")
        html.element("header", [.class("page")]) { html in
            html.element("h1", text: text("page.title"))
            html.element("p", [.class("muted")], text: text("page.generated", ["time": generatedAt, "version": version]))
        }
        html.open("main", [.class("page")])
        SummarySection(totals: totals, text: text).writeStart(into: &html)
        return html.output
    }

    /// The overview table's row of the screen at `index` in the page's order.
    public func overviewRow(_ screen: ScreenOverview, index: Int) -> String {
        var html = HTMLBuilder()
        SummarySection(totals: Totals(), text: PageText(language: language)).writeRow(screen, anchor: Self.anchor(index), into: &html)
        return html.output
    }

    /// The end of the summary and the start of the screens' sections.
    public func screensStart(_ totals: Totals) -> String {
        let text = PageText(language: language)
        var html = HTMLBuilder()
        SummarySection(totals: totals, text: text).writeEnd(into: &html)
        html.open("section", [HTMLAttribute("aria-labelledby", "screens-heading")])
        html.element("h2", [.id("screens-heading")], text: text("page.screens.heading"))
        if totals.screens == 0 { html.element("p", text: text("page.screens.empty")) }
        return html.output
    }

    /// The section of the screen at `index` in the page's order.
    public func screenSection(_ report: ScreenReport, index: Int) -> String {
        var html = HTMLBuilder()
        ScreenSection(report: report, anchor: Self.anchor(index), text: PageText(language: language)).write(into: &html)
        return html.output
    }

    /// Closes what `pageStart` and `screensStart` opened.
    public func pageEnd() -> String {
        var html = HTMLBuilder()
        html.close("section")
        html.close("main")
        html.close("body")
        html.close("html")
        html.markup("\n")
        return html.output
    }

    private func writeHead(into html: inout HTMLBuilder, text: PageText) {
        html.element("head") { html in
            html.empty("meta", [HTMLAttribute("charset", "utf-8")])
            html.empty("meta", [HTMLAttribute("http-equiv", "Content-Security-Policy"),
                                HTMLAttribute("content", "default-src 'none'; style-src 'unsafe-inline'")])
            html.empty("meta", [HTMLAttribute("name", "viewport"), HTMLAttribute("content", "width=device-width, initial-scale=1")])
            html.empty("meta", [HTMLAttribute("name", "color-scheme"), HTMLAttribute("content", "light dark")])
            html.element("title", text: text("page.title"))
            html.element("style") { html in html.markup(ReportPageStyle.css) }
        }
    }

    // MARK: Order

    /// Positions in `overviews` in the page's order (`ScreenOverview.precedes`); ties keep
    /// their given order. A lazy collection will do: nothing is copied but the positions.
    public static func pageOrder<Overviews: RandomAccessCollection>(_ overviews: Overviews) -> [Int]
    where Overviews.Element == ScreenOverview, Overviews.Index == Int {
        overviews.indices.sorted { lhs, rhs in
            if ScreenOverview.precedes(overviews[lhs], overviews[rhs]) { return true }
            if ScreenOverview.precedes(overviews[rhs], overviews[lhs]) { return false }
            return lhs < rhs
        }
    }

    /// Fragment ids come from positions, never from file names or content.
    static func anchor(_ index: Int) -> String { "screen-\(index + 1)" }
}
