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
        html.startTag("li")
        html.attribute("class", prefix: "finding severity-", severity)
        html.attribute("id", prefix: "finding-", item.number)
        html.finishStartTag()
        html.element("p", class: "finding-head") { html in
            if outlined {
                html.startTag("a")
                html.attribute("href", prefix: "#outline-", item.number)
                html.attribute("class", prefix: "finding-number severity-", severity)
                html.attribute("aria-label", text("page.finding.number.outlined", ["number": String(item.number)]))
                html.finishStartTag()
                html.text(number: item.number)
                html.close("a")
            } else {
                html.startTag("span")
                html.attribute("class", prefix: "finding-number severity-", severity)
                html.finishStartTag()
                html.text(number: item.number)
                html.close("span")
            }
            html.markup(" ")
            html.startTag("span")
            html.attribute("class", prefix: "badge severity-", severity)
            html.finishStartTag()
            html.text(text.severity(finding.severity))
            html.close("span")
            html.markup(" ")
            html.element("code", class: "rule", text: finding.rule)
            if let title = text.ruleTitle(finding.rule) {
                html.markup(" ")
                html.element("span", class: "rule-title", text: title)
            }
        }
        html.element("p", class: "message", text: text(finding.message))
        if let element, let words = ScreenSketch.words(of: element) {
            html.element("p", class: "quoted") { html in
                html.element("span", class: "muted", text: text(.findingText))
                html.markup(" ")
                html.element("q", text: words)
            }
        }
        let measured = MeasuredValues(value: finding.measured)
        if finding.rule == "text-clips-at-large-size", let element, let words = ScreenSketch.words(of: element),
            let size = measured.number("size"), let category = measured.string("category")
        {
            // The text as it would show at the size it was checked at.
            html.element("p", class: "large-text") { html in
                html.element("span", class: "muted", text: text("page.large-text.sample", ["category": category, "size": NumberFormatting.display(size)]))
                html.markup(" ")
                html.element("span", [.class("large-text-sample"), .textSize(size, weight: element.font?.effectiveWeight ?? 400)], text: words)
            }
        }
        writeLocation(into: &html)
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
            html.element("p", class: "guideline") { html in
                html.startTag("a")
                html.attribute("href", rule.higSection.url)
                html.attribute("rel", markup: "noreferrer")
                html.finishStartTag()
                html.text(text("page.finding.guideline", ["section": text(Message(rule.higSection.name))]))
                html.close("a")
            }
        }
        html.close("li")
    }

    private func writeLocation(into html: inout HTMLBuilder) {
        html.element("dl", class: "where") { html in
            html.element("div") { html in
                html.element("dt", text: text(.findingPointer))
                html.element("dd") { html in html.element("code", text: finding.pointer) }
            }
            if let elementId = finding.elementId {
                html.element("div") { html in
                    html.element("dt", text: text(.findingElement))
                    html.element("dd") { html in html.element("code", text: elementId) }
                }
            }
            if let layer = finding.layer {
                html.element("div") { html in
                    html.element("dt", text: text(.findingLayer))
                    html.element("dd", text: text(layer.message).trimmingCharacters(in: .whitespaces))
                }
            }
            if let location = finding.location {
                html.element("div") { html in
                    html.element("dt", text: text(.findingLocation))
                    html.element("dd", text: text("page.finding.line-column", ["line": String(location.line), "column": String(location.column)]))
                }
            }
        }
    }
}
