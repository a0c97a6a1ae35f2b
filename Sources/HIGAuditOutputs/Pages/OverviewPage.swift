import HIGAuditCore

/// `REPORTS/index.html`: the overview of every screen, whose size grows with the screens,
/// not the findings. The totals by status, severity and rule are markup; the screens are
/// one compact JSON row each, which `OverviewScript` turns into a table failing first,
/// filtered by rule, status and name, each row linking to the screen's own page
/// (`ScreenPage`). No input string becomes markup: rows are escaped JSON in a data
/// element, and the table is built with `textContent`.
///
/// Written in pieces, so that the rows can be kept and reused from one version of the
/// page to the next: `start(totals)`, `row` for each entry joined by `rowSeparator` (in
/// source order: the script orders them), `end()`. Rows don't depend on the language.
package struct OverviewPage: Sendable {
    package let language: Language
    package let generatedAt: String
    package let version: String
    package let rules: RuleIndex
    /// The daemon's history, when it keeps one: the page then says what changed since yesterday.
    package var history: HistoryDigest?

    package init(language: Language, generatedAt: String, version: String, rules: RuleIndex, history: HistoryDigest? = nil) {
        self.language = language
        self.generatedAt = generatedAt
        self.version = version
        self.rules = rules
        self.history = history
    }

    package static let rowSeparator: [UInt8] = Array(",\n".utf8)

    /// The whole page at once.
    package func render(_ entries: [OverviewEntry]) -> String {
        var rows: [UInt8] = []
        for (position, entry) in entries.enumerated() {
            if position > 0 { rows += Self.rowSeparator }
            rows += Self.row(entry)
        }
        return start(OverviewTotals(entries)) + String(decoding: rows, as: UTF8.self) + end()
    }

    /// One screen's row: `[key, status, errors, warnings, notes, [rules]]`, then source,
    /// title and appearance (`dark`, `light+hc`, `dark+hc`) when the key is not the source,
    /// there is a title, or the appearance is not light with default contrast.
    package static func row(_ entry: OverviewEntry) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(48 + entry.key.utf8.count)
        ScriptData.appendString(entry.key, to: &bytes)
        for number in [statusCode(entry.status), entry.errors, entry.warnings, entry.notes] {
            bytes.append(UInt8(ascii: ","))
            ScriptData.appendNumber(number, to: &bytes)
        }
        bytes += Array(",[".utf8)
        var previous: UInt16?
        for tally in entry.tallies where tally.rule != previous {
            if previous != nil { bytes.append(UInt8(ascii: ",")) }
            ScriptData.appendNumber(Int(tally.rule), to: &bytes)
            previous = tally.rule
        }
        bytes.append(UInt8(ascii: "]"))
        // The appearance when it is not light with default contrast: `dark`, `light+hc`, `dark+hc`.
        let appearance = entry.appearance.map { ReportAppearance($0, entry.contrast) }.flatMap { $0 == ReportAppearance(.light) ? nil : $0 }
        if entry.key != entry.source || entry.title != nil || appearance != nil {
            bytes.append(UInt8(ascii: ","))
            ScriptData.appendString(entry.source, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            if let title = entry.title { ScriptData.appendString(title, to: &bytes) } else { bytes += Array("null".utf8) }
            if let appearance {
                bytes.append(UInt8(ascii: ","))
                ScriptData.appendString(appearance.name, to: &bytes)
            }
        }
        bytes.append(UInt8(ascii: "]"))
        return bytes
    }

    private static func statusCode(_ status: ScreenReport.Status) -> Int {
        switch status {
        case .fail: 0
        case .error: 1
        case .pass: 2
        }
    }

    /// From the doctype to the opening of the rows' data element.
    package func start(_ totals: OverviewTotals) -> String {
        let text = PageText(language: language)
        var html = HTMLBuilder()
        html.markup("<!DOCTYPE html>\n")
        html.open("html", [HTMLAttribute("lang", language.rawValue)])
        PageHead(title: text("page.title"), scriptSource: OverviewScript.hashSource).write(into: &html)
        html.open("body")
        html.element("header", [.class("page")]) { html in
            html.element("h1", text: text("page.title"))
            html.element("p", [.class("muted")], text: text("page.generated", ["time": generatedAt, "version": version]))
        }
        html.open("main", [.class("page")])
        writeTiles(totals, text: text, into: &html)
        if let history { RecentHistorySection(history: history, text: text).write(into: &html) }
        writeRuleTotals(totals, text: text, into: &html)
        writeScreens(totals, text: text, into: &html)
        html.close("main")
        html.markup("\n<script type=\"application/json\" id=\"rows\">[\n")
        return html.output
    }

    /// Closes the rows, adds the script, ends the page.
    package func end() -> String {
        "\n]</script>\n<script>" + OverviewScript.source + "</script>\n</body></html>\n"
    }

    private func writeTiles(_ totals: OverviewTotals, text: PageText, into html: inout HTMLBuilder) {
        html.element("section", [HTMLAttribute("aria-labelledby", "summary-heading")]) { html in
            html.element("h2", [.id("summary-heading")], text: text("page.summary.heading"))
            html.element("dl", [.class("tiles")]) { html in
                for (key, value, kind) in [
                    ("page.summary.screens", totals.screens, "screens"), ("page.summary.failing", totals.failing, "fail"),
                    ("page.summary.inputErrors", totals.inputErrors, "error"), ("page.summary.passing", totals.passing, "pass"),
                    ("page.count.errors", totals.errors, "severity-error"), ("page.count.warnings", totals.warnings, "severity-warning"),
                    ("page.count.notes", totals.notes, "severity-note"),
                ] {
                    html.element("div", [.class("tile " + kind)]) { html in
                        html.element("dt", text: text(key))
                        html.element("dd", text: String(value))
                    }
                }
            }
        }
    }

    private func writeRuleTotals(_ totals: OverviewTotals, text: PageText, into html: inout HTMLBuilder) {
        html.element("section", [HTMLAttribute("aria-labelledby", "rules-heading")]) { html in
            html.element("h2", [.id("rules-heading")], text: text("page.rules.heading"))
            let rules = totals.byRule.keys.sorted()
            guard !rules.isEmpty else {
                html.element("p", [.class("muted")], text: text("page.rules.none"))
                return
            }
            html.element("div", [.class("table-wrap")]) { html in
                html.element("table", [.class("overview rules")]) { html in
                    html.element("thead") { html in
                        html.element("tr") { html in
                            for key in ["page.rules.rule", "page.count.errors", "page.count.warnings", "page.count.notes", "page.rules.screens"] {
                                html.element("th", [HTMLAttribute("scope", "col")], text: text(key))
                            }
                        }
                    }
                    html.element("tbody") { html in
                        for position in rules {
                            let id = self.rules.rules[Int(position)].id, figures = totals.byRule[position]!
                            html.element("tr") { html in
                                html.element("th", [HTMLAttribute("scope", "row")]) { html in
                                    html.element("code", text: id)
                                    if let title = text.ruleTitle(id) {
                                        html.text(" ")
                                        html.element("span", [.class("rule-title")], text: title)
                                    }
                                }
                                for value in [figures.errors, figures.warnings, figures.notes, figures.screens] {
                                    html.element("td", [.class("number")], text: String(value))
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private func writeScreens(_ totals: OverviewTotals, text: PageText, into html: inout HTMLBuilder) {
        html.element("section", [HTMLAttribute("aria-labelledby", "screens-heading")]) { html in
            html.element("h2", [.id("screens-heading")], text: text("page.screens.heading"))
            if totals.screens == 0 { html.element("p", text: text("page.screens.empty")) }
            html.element("form", [.class("filters"), .id("filters"), HTMLAttribute("role", "search")]) { html in
                html.element("label") { html in
                    html.text(text("page.filter.rule") + " ")
                    html.element("select", [.id("f-rule")]) { html in
                        html.element("option", [HTMLAttribute("value", "")], text: text("page.filter.all-rules"))
                        for position in totals.byRule.keys.sorted() {
                            html.element("option", [HTMLAttribute("value", String(position))], text: self.rules.rules[Int(position)].id)
                        }
                    }
                }
                html.element("label") { html in
                    html.text(text("page.filter.status") + " ")
                    html.element("select", [.id("f-status")]) { html in
                        html.element("option", [HTMLAttribute("value", "")], text: text("page.filter.all-statuses"))
                        for status in [ScreenReport.Status.fail, .error, .pass] {
                            html.element("option", [HTMLAttribute("value", status.rawValue)], text: text.status(status))
                        }
                    }
                }
                html.element("label") { html in
                    html.text(text("page.filter.contrast") + " ")
                    html.element("select", [.id("f-contrast")]) { html in
                        for value in ["any", "standard", "increased"] {
                            html.element(
                                "option", [HTMLAttribute("value", value == "any" ? "" : value)], text: text("page.filter.contrast." + value))
                        }
                    }
                }
                html.element("label") { html in
                    html.text(text("page.filter.name") + " ")
                    html.empty("input", [.id("f-name"), HTMLAttribute("type", "search"), HTMLAttribute("autocomplete", "off")])
                }
            }
            html.element("p", [.id("shown"), .class("muted"), HTMLAttribute("aria-live", "polite")], text: "")
            html.element("noscript") { html in html.element("p", text: text("page.overview.noscript")) }
            html.element("div", [.class("table-wrap")]) { html in
                html.element(
                    "table",
                    [
                        .class("overview"), .id("screens"),
                        HTMLAttribute("data-fail", text.status(.fail)), HTMLAttribute("data-error", text.status(.error)),
                        HTMLAttribute("data-pass", text.status(.pass)), HTMLAttribute("data-dark", text("page.appearance.dark")),
                        HTMLAttribute("data-hc", text("page.appearance.hc")),
                        HTMLAttribute("data-shown", text("page.overview.shown", ["shown": "{shown}", "total": "{total}"])),
                    ]
                ) { html in
                    html.element("caption", text: text("page.overview.caption"))
                    html.element("thead") { html in
                        html.element("tr") { html in
                            for key in ["page.overview.source", "page.overview.status", "page.count.errors", "page.count.warnings", "page.count.notes"] {
                                html.element("th", [HTMLAttribute("scope", "col")], text: text(key))
                            }
                        }
                    }
                    html.element("tbody") { _ in }
                }
            }
            html.element("button", [.id("more"), HTMLAttribute("type", "button"), HTMLAttribute("hidden", "")], text: text("page.overview.more"))
        }
    }
}
