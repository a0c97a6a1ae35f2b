import HIGAuditCore

/// One screen's page, `screens/<report path>.html` beside its report: where it comes
/// from, its status, its input error, a sketch of the screen with its findings outlined
/// (when the report comes with the screen as audited), and each finding's card with its
/// swatches, sample and link to the guidelines; a link back to the overview. No script;
/// every input string escaped.
package struct ScreenPage: Sendable {
    package let language: Language
    package let version: String
    package let rules: RuleIndex?

    package init(language: Language, version: String, rules: RuleIndex? = nil) {
        self.language = language
        self.version = version
        self.rules = rules
    }

    /// The page of the report stored under `key` (`PagePaths`).
    package func render(_ report: ScreenReport, key: String) -> String {
        String(decoding: renderUTF8(report, key: key), as: UTF8.self)
    }

    /// The page of the report stored under `key` (`PagePaths`), as the bytes of its file.
    package func renderUTF8(_ report: ScreenReport, key: String) -> [UInt8] {
        let text = PageText(language: language)
        var html = HTMLBuilder(capacity: Self.estimatedSize(of: report))
        html.markup("<!DOCTYPE html>\n")
        html.open("html", [HTMLAttribute("lang", language.rawValue)])
        var name = report.title.map { report.source + " — " + $0 } ?? report.source
        // A screen audited in several appearances: which one this page shows.
        if let appearance = report.reportAppearance { name += " · " + text(Self.appearanceWord(appearance)) }
        PageHead(title: text("page.screen.title", ["screen": name])).write(into: &html)
        html.open("body")
        html.element("header", class: "page") { html in
            html.element("p") { html in
                html.element("a", [HTMLAttribute("href", PagePaths.overview(fromKey: key))], text: text("page.screen.back"))
            }
            html.element("h1") { html in html.element("span", class: "source", text: name) }
            html.element("p", class: "muted", text: text("page.screen.generated", ["time": report.auditedAt, "version": version]))
            if let counterpart = Self.counterpartPage(of: report, key: key) {
                html.element("p") { html in
                    html.element("a", [HTMLAttribute("href", counterpart.href)], text: text(counterpart.word))
                }
            }
        }
        html.element("main", class: "page") { html in
            ScreenSection(report: report, anchor: "screen", text: text, rules: rules).write(into: &html)
        }
        html.close("body")
        html.close("html")
        html.markup("\n")
        return html.bytes
    }

    /// The key of a message naming a report's appearance ("Light · Increase Contrast").
    static func appearanceWord(_ appearance: ReportAppearance) -> String {
        "page.screen.appearance." + appearance.appearance.rawValue + (appearance.contrast == .increased ? "-hc" : "")
    }

    /// The page of the same screen in the other contrast, relative to this one, for an
    /// Interface Builder screen that has one: every Increase Contrast page, and a standard
    /// page whose screen was compared with its Increase Contrast counterpart.
    static func counterpartPage(of report: ScreenReport, key: String) -> (href: String, word: String)? {
        guard let own = report.reportAppearance else { return nil }
        // A standard page links only when its screen was audited with Increase Contrast.
        if own.contrast == .standard, report.auditedScreen?.counterpart == nil { return nil }
        let other = ReportAppearance(own.appearance, own.contrast == .increased ? .standard : .increased)
        guard let otherKey = own.key(key, in: other) else { return nil }
        let page = PagePaths.page(forKey: otherKey)
        let fileName = String(page[(page.lastIndex(of: "/").map { page.index(after: $0) } ?? page.startIndex)...])
        return (fileName, own.contrast == .increased ? "page.screen.counterpart.standard" : "page.screen.counterpart.increased")
    }

    /// About the size of a page: the style sheet and the frame around the screen, the
    /// sketch's elements and the findings' cards.
    private static func estimatedSize(of report: ScreenReport) -> Int {
        16_384 + 320 * (report.auditedScreen?.elements.count ?? 0) + 1_536 * report.findings.count
    }
}
