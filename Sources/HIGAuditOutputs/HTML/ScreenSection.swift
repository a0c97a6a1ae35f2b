import HIGAuditCore
/// One screen: where it comes from, its status, its input error or its findings.
struct ScreenSection {
    let report: ScreenReport
    let anchor: String
    let text: PageText

    func write(into html: inout HTMLBuilder) {
        let heading = anchor + "-heading"
        html.element("article", [.class("screen " + report.status.rawValue), .id(anchor), HTMLAttribute("aria-labelledby", heading)]) { html in
            html.element("h3", [.id(heading)]) { html in
                html.element("span", [.class("badge " + report.status.rawValue)], text: text.status(report.status))
                html.text(" ")
                html.element("span", [.class("source")], text: report.source)
            }
            writeDetails(into: &html)
            if let error = report.error { writeInputError(error, into: &html) }
            writeFindings(into: &html)
        }
    }

    private func writeDetails(into html: inout HTMLBuilder) {
        html.element("dl", [.class("details")]) { html in
            detail("page.screen.name", report.screen, into: &html)
            detail("page.screen.platform", report.platform?.rawValue ?? text("page.screen.platform.none"), into: &html)
            detail("page.screen.profile", report.profile.rawValue, into: &html)
            detail("page.screen.status", text.status(report.status), into: &html)
            detail("page.screen.audited", report.auditedAt, into: &html)
        }
    }

    private func detail(_ key: String, _ value: String, into html: inout HTMLBuilder) {
        html.element("div") { html in
            html.element("dt", text: text(key))
            html.element("dd", text: value)
        }
    }

    private func writeInputError(_ error: InputError, into html: inout HTMLBuilder) {
        html.element("div", [.class("input-error")]) { html in
            html.element("h4", text: text("page.error.heading"))
            html.element("p", text: error.message(in: text.language))
            html.element("dl", [.class("where")]) { html in
                html.element("div") { html in
                    html.element("dt", text: text("page.finding.pointer"))
                    html.element("dd") { html in html.element("code", text: error.pointer) }
                }
                if let position = position(of: error) {
                    html.element("div") { html in
                        html.element("dt", text: text("page.error.position"))
                        html.element("dd", text: position)
                    }
                }
            }
        }
    }

    private func position(of error: InputError) -> String? {
        guard let line = error.line else { return nil }
        guard let column = error.column else { return text("page.error.line", ["line": String(line)]) }
        return text("page.error.lineColumn", ["line": String(line), "column": String(column)])
    }

    private func writeFindings(into html: inout HTMLBuilder) {
        if report.error != nil, report.findings.isEmpty { return }
        html.element("h4", text: text("page.findings.heading", ["count": String(report.findings.count)]))
        guard !report.findings.isEmpty else {
            html.element("p", [.class("muted")], text: text("page.findings.none"))
            return
        }
        html.element("ol", [.class("findings")]) { html in
            for finding in report.findings {
                FindingItem(finding: finding, profile: report.profile, text: text).write(into: &html)
            }
        }
    }
}
