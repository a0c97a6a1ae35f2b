import Foundation
import HIGAuditCore

/// One finding's card: its number (linked to its outline on the sketch), severity, rule,
/// message, the words of its element, where it points, its colors when it has some, and
/// the rule's page in the guidelines.
struct FindingItem {
    let item: NumberedFinding
    /// Whether the sketch has an outline for it.
    let outlined: Bool
    /// The element it is about, in the screen as audited, when known.
    let element: Element?
    let rule: RuleDescriptor?
    let profile: Profile
    let text: PageText

    private var finding: Finding { item.finding }

    func write(into html: inout HTMLBuilder) {
        let severity = finding.severity.rawValue
        let number = String(item.number)
        html.element("li", [.class("finding severity-" + severity), .id("finding-" + number)]) { html in
            html.element("p", [.class("finding-head")]) { html in
                if outlined {
                    html.element(
                        "a",
                        [
                            HTMLAttribute("href", "#outline-" + number), .class("number severity-" + severity),
                            .label(text("page.finding.number.outlined", ["number": number])),
                        ], text: number)
                } else {
                    html.element("span", [.class("number severity-" + severity)], text: number)
                }
                html.text(" ")
                html.element("span", [.class("badge severity-" + severity)], text: text.severity(finding.severity))
                html.text(" ")
                html.element("code", [.class("rule")], text: finding.rule)
                if let title = text.ruleTitle(finding.rule) {
                    html.text(" ")
                    html.element("span", [.class("rule-title")], text: title)
                }
            }
            html.element("p", [.class("message")], text: text(finding.message))
            if let element, let words = ScreenSketch.words(of: element) {
                html.element("p", [.class("quoted")]) { html in
                    html.element("span", [.class("muted")], text: text("page.finding.text"))
                    html.text(" ")
                    html.element("q", text: words)
                }
            }
            writeLocation(into: &html)
            let measured = MeasuredValues(value: finding.measured)
            if let sample = ContrastSample(measured: measured, profile: profile, text: text, font: element?.font) {
                sample.write(into: &html)
            }
            if let changes = measured.objects("changes") {
                for change in changes { ToggleChangeTable(change: change, text: text).write(into: &html) }
                html.element(
                    "p", [.class("legend muted")],
                    text: text("page.toggle.legend", ["threshold": NumberFormatting.json(ToggleChangeTable.alikeThreshold)]))
            }
            if let rule {
                html.element("p", [.class("guideline")]) { html in
                    html.element(
                        "a", [HTMLAttribute("href", rule.higSection.url), HTMLAttribute("rel", "noreferrer")],
                        text: text("page.finding.guideline", ["section": text(Message(rule.higSection.name))]))
                }
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
