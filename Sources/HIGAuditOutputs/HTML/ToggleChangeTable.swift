import HIGAuditCore

/// One color a toggle changes between on and off: the two colors side by side under
/// normal vision and under each simulated deficiency, with ΔE00 for each pair.
struct ToggleChangeTable {
    /// Below this CIEDE2000 difference two colors read as the same.
    static let alikeThreshold = 10.0

    let change: MeasuredValues
    let text: PageText

    func write(into html: inout HTMLBuilder) {
        let on = change.string("on"), off = change.string("off")
        let onColor = on.flatMap(SwatchColor.init(validating:)), offColor = off.flatMap(SwatchColor.init(validating:))
        html.element("figure", class: "toggle-change") { html in
            html.element("figcaption") { html in
                html.text(text("page.toggle.caption", ["property": propertyName]))
                if let ratio = change.number("ratio") {
                    html.markup(" ")
                    html.element("span", class: "muted", text: text("page.toggle.ratio", ["ratio": NumberFormatting.json(ratio)]))
                }
            }
            html.element("div", class: "table-wrap") { html in
                html.element("table", class: "vision") { html in
                    html.element("thead") { html in
                        html.element("tr") { html in
                            for key in ["page.toggle.vision", "page.toggle.on", "page.toggle.off", "page.toggle.deltaE"] {
                                html.element("th", [HTMLAttribute("scope", "col")], text: text(key))
                            }
                        }
                    }
                    html.element("tbody") { html in
                        writeRow(text("page.vision.normal"), key: "normal", on: (on, onColor), off: (off, offColor), into: &html)
                        for deficiency in ColorVisionDeficiency.allCases {
                            let simulatedOn = onColor?.simulated(deficiency), simulatedOff = offColor?.simulated(deficiency)
                            writeRow(
                                text("page.vision.simulated", ["deficiency": text.deficiency(deficiency)]), key: deficiency.rawValue,
                                on: (simulatedOn?.hex, simulatedOn), off: (simulatedOff?.hex, simulatedOff), into: &html)
                        }
                    }
                }
            }
        }
    }

    private var propertyName: String {
        guard let property = change.string("property") else { return text(.valueMissing) }
        return MessageCatalog.text(MessageKey("property.\(property)"), in: text.language) ?? property
    }

    private func writeRow(_ vision: String, key: String, on: (String?, SwatchColor?), off: (String?, SwatchColor?), into html: inout HTMLBuilder) {
        let deltaE = change.object("deltaE").number(key)
        let alike = deltaE.map { $0 < Self.alikeThreshold } ?? false
        html.element("tr", [.class(alike ? "vision-row alike" : "vision-row")]) { html in
            html.element("th", [HTMLAttribute("scope", "row")], text: vision)
            for (value, color) in [on, off] {
                html.element("td") { html in
                    if let value { ColorValue.write(value, color: color, into: &html) } else { html.text(text(.valueMissing)) }
                }
            }
            html.element("td", class: "number") { html in
                html.text(text.number(deltaE))
                if alike {
                    html.markup(" ")
                    html.element("strong", class: "alike-mark", text: text("page.toggle.alike"))
                }
            }
        }
    }
}
