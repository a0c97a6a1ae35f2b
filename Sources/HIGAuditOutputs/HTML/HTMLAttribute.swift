import HIGAuditCore

/// One attribute of an element. Names are fixed in code; values are escaped when written.
struct HTMLAttribute {
    let name: StaticString
    let value: String

    init(_ name: StaticString, _ value: String) {
        self.name = name
        self.value = value
    }

    static func `class`(_ names: String) -> HTMLAttribute { HTMLAttribute("class", names) }
    static func id(_ id: String) -> HTMLAttribute { HTMLAttribute("id", id) }
    static func label(_ text: String) -> HTMLAttribute { HTMLAttribute("aria-label", text) }
    static let hidden = HTMLAttribute("aria-hidden", "true")

    /// A text sample's style: colors re-validated as `#RRGGBB`, a size in points (as CSS
    /// pixels, which is what a point is on an Apple display at 1x) and a weight, both numbers.
    /// Text drawn at `size` points and `weight`, as it would show at a larger text size.
    static func textSize(_ size: Double, weight: Int) -> HTMLAttribute {
        HTMLAttribute("style", font(size: size, weight: weight))
    }

    static func sample(background: SwatchColor, text: SwatchColor, size: Double, weight: Int) -> HTMLAttribute {
        HTMLAttribute("style", "color:\(text.hex);background-color:\(background.hex);" + font(size: size, weight: weight))
    }

    /// `font-size` and `font-weight`, kept within what a page can draw.
    private static func font(size: Double, weight: Int) -> String {
        let points = NumberFormatting.json(NumberFormatting.rounded(min(max(size, 1), 200), places: 2))
        return "font-size:\(points)px;font-weight:\(min(max(weight, 1), 1000))"
    }
}
