import HIGAuditCore
import Foundation
/// One finding: severity, rule, message, where it points, and its colors when it has some.
struct FindingItem {
    let finding: Finding
    let profile: Profile
    let text: PageText

    func write(into html: inout HTMLBuilder) {
        let severity = finding.severity.rawValue
        html.element("li", [.class("finding severity-" + severity)]) { html in
            html.element("p", [.class("finding-head")]) { html in
                html.element("span", [.class("badge severity-" + severity)], text: text.severity(finding.severity))
                html.text(" ")
                html.element("code", [.class("rule")], text: finding.rule)
                if let title = text.ruleTitle(finding.rule) {
                    html.text(" ")
                    html.element("span", [.class("rule-title")], text: title)
                }
            }
            html.element("p", [.class("message")], text: text(finding.message))
            writeLocation(into: &html)
            let measured = MeasuredValues(value: finding.measured)
            if let sample = ContrastSample(measured: measured, profile: profile, text: text) {
                sample.write(into: &html)
            }
            if let changes = measured.objects("changes") {
                for change in changes { ToggleChangeTable(change: change, text: text).write(into: &html) }
            }
        }
    }

    private func writeLocation(into html: inout HTMLBuilder) {
        html.element("dl", [.class("where")]) { html in
            html.element("div") { html in
                html.element("dt", text: text("page.finding.pointer"))
                html.element("dd") { html in html.element("code", text: finding.pointer) }
            }
            if let elementId = finding.elementId {
                html.element("div") { html in
                    html.element("dt", text: text("page.finding.element"))
                    html.element("dd") { html in html.element("code", text: elementId) }
                }
            }
            if let layer = finding.layer {
                html.element("div") { html in
                    html.element("dt", text: text("page.finding.layer"))
                    html.element("dd", text: text(layer.message).trimmingCharacters(in: .whitespaces))
                }
            }
            if let location = finding.location {
                html.element("div") { html in
                    html.element("dt", text: text("page.finding.location"))
                    html.element("dd", text: text("page.finding.line-column", ["line": String(location.line), "column": String(location.column)]))
                }
            }
        }
    }
}
