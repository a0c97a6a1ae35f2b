import HIGAuditCore

/// A swatch (when the value is a valid `#RRGGBB`) followed by the value as text.
enum ColorValue {
    static func write(_ value: String, color: SwatchColor?, into html: inout HTMLBuilder) {
        html.element("span", class: "color-value") { html in
            if let color {
                html.startTag("span")
                html.attribute("class", markup: "swatch")
                html.attribute("aria-hidden", markup: "true")
                // A swatch's only style: its color, re-validated as `#RRGGBB`.
                html.attribute("style", prefix: "background-color:", color.hex)
                html.finishStartTag()
                html.close("span")
            }
            html.element("code", text: value)
        }
    }

    static func write(_ value: String?, into html: inout HTMLBuilder, missing: String) {
        guard let value else { return html.text(missing) }
        write(value, color: SwatchColor(validating: value), into: &html)
    }
}
