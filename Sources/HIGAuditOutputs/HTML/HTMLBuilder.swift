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

    /// The only way to a `style` attribute: colors re-validated as `#RRGGBB`.
    static func colors(background: SwatchColor, text: SwatchColor? = nil) -> HTMLAttribute {
        let textColor = text.map { "color:\($0.hex);" } ?? ""
        return HTMLAttribute("style", textColor + "background-color:\(background.hex)")
    }

    /// A text sample's style: colors re-validated as `#RRGGBB`, a size in points (as CSS
    /// pixels, which is what a point is on an Apple display at 1x) and a weight, both numbers.
    static func sample(background: SwatchColor, text: SwatchColor, size: Double, weight: Int) -> HTMLAttribute {
        let points = NumberFormatting.json(NumberFormatting.rounded(min(max(size, 1), 200), places: 2))
        return HTMLAttribute("style", "color:\(text.hex);background-color:\(background.hex);font-size:\(points)px;font-weight:\(min(max(weight, 1), 1000))")
    }
}

/// Writes markup where tags and attribute names are literals in code and every other
/// string passes through `HTMLEscaping`. Elements written with a body closure always close;
/// `open` and `close` are for pages written in pieces.
struct HTMLBuilder {
    /// The page so far, UTF-8.
    private(set) var bytes: [UInt8] = []

    /// An empty page with room for about `capacity` bytes.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The page so far as text.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    /// Markup fixed at compile time (the doctype, the style sheet): never input.
    mutating func markup(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func text(_ text: String) {
        HTMLEscaping.append(text, to: &bytes)
    }

    /// A void element such as `meta`: no content, no closing tag.
    mutating func empty(_ tag: StaticString, _ attributes: [HTMLAttribute] = []) {
        openTag(tag, attributes)
    }

    mutating func element(_ tag: StaticString, _ attributes: [HTMLAttribute] = [], text: String) {
        openTag(tag, attributes)
        self.text(text)
        closeTag(tag)
    }

    mutating func element(_ tag: StaticString, _ attributes: [HTMLAttribute] = [], _ content: (inout HTMLBuilder) -> Void) {
        openTag(tag, attributes)
        content(&self)
        closeTag(tag)
    }

    /// The start tag of an element whose content and end tag come in a later piece of a
    /// page written piece by piece; `close` must follow in the same order.
    mutating func open(_ tag: StaticString, _ attributes: [HTMLAttribute] = []) {
        openTag(tag, attributes)
    }

    /// The end tag of an element started with `open`.
    mutating func close(_ tag: StaticString) {
        closeTag(tag)
    }

    private mutating func openTag(_ tag: StaticString, _ attributes: [HTMLAttribute]) {
        bytes.append(UInt8(ascii: "<"))
        markup(tag)
        for attribute in attributes {
            bytes.append(UInt8(ascii: " "))
            markup(attribute.name)
            markup("=\"")
            text(attribute.value)
            bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(UInt8(ascii: ">"))
    }

    private mutating func closeTag(_ tag: StaticString) {
        markup("</")
        markup(tag)
        bytes.append(UInt8(ascii: ">"))
    }
}
