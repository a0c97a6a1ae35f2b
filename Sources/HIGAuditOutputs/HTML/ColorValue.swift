import HIGAuditCore

/// A swatch (when the value is a valid `#RRGGBB`) followed by the value as text.
enum ColorValue {
    static func write(_ value: String, color: SwatchColor?, into html: inout HTMLBuilder) {
        html.element("span", class: "color-value") { html in
            if let color {
                html.element("span", [.class("swatch"), .hidden, .colors(background: color)], text: "")
            }
            html.element("code", text: value)
        }
    }

    static func write(_ value: String?, into html: inout HTMLBuilder, missing: String) {
        guard let value else { return html.text(missing) }
        write(value, color: SwatchColor(validating: value), into: &html)
    }
}
