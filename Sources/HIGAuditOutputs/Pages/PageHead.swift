import HIGAuditCore

/// The `head` of every page: a CSP that allows inline style and, where given, one script
/// by its hash; nothing is ever loaded from anywhere.
struct PageHead {
    let title: String
    /// A `script-src` source such as `'sha256-…'`; nil for a page without script.
    var scriptSource: String?

    func write(into html: inout HTMLBuilder) {
        let policy = "default-src 'none'; style-src 'unsafe-inline'" + (scriptSource.map { "; script-src " + $0 } ?? "")
        html.element("head") { html in
            html.empty("meta", [HTMLAttribute("charset", "utf-8")])
            html.empty("meta", [HTMLAttribute("http-equiv", "Content-Security-Policy"), HTMLAttribute("content", policy)])
            html.empty("meta", [HTMLAttribute("name", "viewport"), HTMLAttribute("content", "width=device-width, initial-scale=1")])
            html.empty("meta", [HTMLAttribute("name", "color-scheme"), HTMLAttribute("content", "light dark")])
            html.element("title", text: title)
            html.element("style") { html in html.markup(ReportPageStyle.css) }
        }
    }
}
