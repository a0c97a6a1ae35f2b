import HIGAuditCore

/// Writes markup where tags and attribute names are literals in code and every other
/// string passes through `HTMLEscaping`. Elements written with a body closure always close;
/// `open` and `close` are for pages written in pieces.
struct HTMLBuilder: ~Copyable {
    private var page: PageBytes

    /// An empty page with room for about `capacity` bytes.
    init(capacity: Int = 0) {
        page = PageBytes(capacity: capacity)
    }

    /// The page so far, UTF-8.
    var bytes: [UInt8] { page.array }

    /// The page so far as text.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    /// Markup fixed at compile time (the doctype, the style sheet): never input.
    mutating func markup(_ literal: StaticString) {
        page.append(literal)
    }

    mutating func text(_ text: String) {
        HTMLEscaping.append(text, to: &page)
    }

    /// A whole number between tags, as `String(number)` shows it.
    mutating func text(number: Int) {
        DecimalBytes.append(number, to: &page)
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

    /// An element with only a `class`, fixed in code.
    mutating func element(_ tag: StaticString, class names: StaticString, text: String) {
        startTag(tag)
        attribute("class", markup: names)
        finishStartTag()
        self.text(text)
        closeTag(tag)
    }

    /// An element with only a `class`, fixed in code.
    mutating func element(_ tag: StaticString, class names: StaticString, _ content: (inout HTMLBuilder) -> Void) {
        startTag(tag)
        attribute("class", markup: names)
        finishStartTag()
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

    /// `<tag`, the start of a start tag whose attributes are written one by one, for
    /// elements drawn often enough that an array of attributes each would show;
    /// `finishStartTag` follows them.
    mutating func startTag(_ tag: StaticString) {
        page.append(UInt8(ascii: "<"))
        markup(tag)
    }

    mutating func attribute(_ name: StaticString, _ value: String) {
        startAttribute(name)
        text(value)
        page.append(UInt8(ascii: "\""))
    }

    /// An attribute whose value is fixed in code.
    mutating func attribute(_ name: StaticString, markup value: StaticString) {
        startAttribute(name)
        markup(value)
        page.append(UInt8(ascii: "\""))
    }

    mutating func attribute(_ name: StaticString, _ value: Int) {
        startAttribute(name)
        DecimalBytes.append(value, to: &page)
        page.append(UInt8(ascii: "\""))
    }

    /// An attribute whose value starts with a part fixed in code, such as `#finding-`.
    mutating func attribute(_ name: StaticString, prefix: StaticString, _ value: String) {
        startAttribute(name)
        markup(prefix)
        text(value)
        page.append(UInt8(ascii: "\""))
    }

    mutating func attribute(_ name: StaticString, prefix: StaticString, _ value: Int) {
        startAttribute(name)
        markup(prefix)
        DecimalBytes.append(value, to: &page)
        page.append(UInt8(ascii: "\""))
    }

    /// A number as `NumberFormatting.display` shows it: two decimals at most.
    mutating func attribute(_ name: StaticString, display value: Double) {
        startAttribute(name)
        DecimalBytes.appendDisplay(value, to: &page)
        page.append(UInt8(ascii: "\""))
    }

    /// The `>` that ends a start tag begun with `startTag`.
    mutating func finishStartTag() {
        page.append(UInt8(ascii: ">"))
    }

    /// `/>`: ends the start tag of an SVG element that has no content, in place of its end tag.
    mutating func finishEmptyElement() {
        page.append(UInt8(ascii: "/"))
        page.append(UInt8(ascii: ">"))
    }

    private mutating func startAttribute(_ name: StaticString) {
        page.append(UInt8(ascii: " "))
        markup(name)
        markup("=\"")
    }

    private mutating func openTag(_ tag: StaticString, _ attributes: [HTMLAttribute]) {
        startTag(tag)
        for attribute in attributes { self.attribute(attribute.name, attribute.value) }
        finishStartTag()
    }

    private mutating func closeTag(_ tag: StaticString) {
        markup("</")
        markup(tag)
        page.append(UInt8(ascii: ">"))
    }
}
