/// `REPORTS/index.html`: one self-contained page a person reads, failing screens first,
/// each finding with its color swatches. A pure function of the reports: no I/O, no
/// scripts, every input string escaped, colors re-validated before they reach a style.
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
        let ordered = Self.failingFirst(reports)
        let text = PageText(language: language)
        var html = HTMLBuilder()
        html.markup("<!DOCTYPE html>\n")
        html.element("html", [HTMLAttribute("lang", language.rawValue)]) { html in
            writeHead(into: &html, text: text)
            html.element("body") { html in
                html.element("header", [.class("page")]) { html in
                    html.element("h1", text: text("page.title"))
                    html.element("p", [.class("muted")], text: text("page.generated", ["time": generatedAt, "version": version]))
                }
                html.element("main", [.class("page")]) { html in
                    SummarySection(reports: ordered, text: text).write(into: &html)
                    html.element("section", [HTMLAttribute("aria-labelledby", "screens-heading")]) { html in
                        html.element("h2", [.id("screens-heading")], text: text("page.screens.heading"))
                        if ordered.isEmpty { html.element("p", text: text("page.screens.empty")) }
                        for (index, report) in ordered.enumerated() {
                            ScreenSection(report: report, anchor: Self.anchor(index), text: text).write(into: &html)
                        }
                    }
                }
            }
        }
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

    /// Failing screens, then unreadable ones, then passing ones; by source within each.
    static func failingFirst(_ reports: [ScreenReport]) -> [ScreenReport] {
        reports.sorted { lhs, rhs in
            let left = rank(lhs.status), right = rank(rhs.status)
            return left != right ? left < right : lhs.source < rhs.source
        }
    }

    private static func rank(_ status: ScreenReport.Status) -> Int {
        switch status {
        case .fail: 0
        case .error: 1
        case .pass: 2
        }
    }

    /// Fragment ids come from positions, never from file names or content.
    static func anchor(_ index: Int) -> String { "screen-\(index + 1)" }
}
