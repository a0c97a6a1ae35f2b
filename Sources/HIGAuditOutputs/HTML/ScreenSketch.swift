import HIGAuditCore

/// An inline SVG drawing of a screen as audited: each visible element's frame, fill,
/// border and text (in its color, size and weight), images and gradients as hatched
/// placeholders, and an outline per finding, numbered like its card and linked to it.
struct ScreenSketch {
    /// A finding drawn as an outline: its card's number, its severity and its pointer.
    struct Outline {
        let number: Int
        let severity: Severity
        let pointer: String
        let frame: Rect
    }

    let screen: Screen
    let outlines: [Outline]
    let label: String

    /// The outlines of the numbered findings whose element has a frame.
    static func outlines(_ numbered: [NumberedFinding], in screen: Screen) -> [Outline] {
        numbered.compactMap { item in
            guard let frame = screen.element(of: item.finding)?.frame else { return nil }
            return Outline(number: item.number, severity: item.finding.severity, pointer: item.finding.pointer, frame: frame)
        }
    }

    /// The drawing's size: the screen's, else the extent of its frames.
    var size: Size {
        if let size = screen.size, size.width > 0, size.height > 0 { return size }
        var width = 1.0, height = 1.0
        for element in screen.elements {
            guard let frame = element.frame else { continue }
            width = max(width, frame.maxX)
            height = max(height, frame.maxY)
        }
        return Size(width: width, height: height)
    }

    func write(into html: inout HTMLBuilder) {
        let size = size
        let width = Self.number(size.width), height = Self.number(size.height)
        html.element(
            "svg",
            [
                HTMLAttribute("xmlns", "http://www.w3.org/2000/svg"), HTMLAttribute("viewBox", "0 0 \(width) \(height)"),
                HTMLAttribute("width", width), HTMLAttribute("height", height), HTMLAttribute("role", "img"),
                // What the texts inherit unless they say otherwise.
                HTMLAttribute("font-size", Self.number(Font.bodySize)), HTMLAttribute("font-weight", "400"),
                HTMLAttribute("text-anchor", "start"),
                .label(label), .class("sketch-drawing " + screen.appearance.rawValue),
            ]
        ) { html in
            html.markup(
                """
                <defs><pattern id="hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
                <rect width="8" height="8" class="hatch-ground"/><line x1="0" y1="0" x2="0" y2="8" class="hatch-line"/>\
                </pattern></defs>
                """)
            html.startTag("rect")
            html.attribute("width", width)
            html.attribute("height", height)
            html.attribute("fill", screen.background.hexString)
            html.finishEmptyElement()
            for index in screen.elements.indices where !screen.elements[index].isHiddenInTree {
                drawElement(screen.elements[index], into: &html)
            }
            var badges: [Rect: Int] = [:]
            for outline in outlines {
                // Outlines of one element side by side: each number a badge further right.
                let position = badges[outline.frame, default: 0]
                badges[outline.frame] = position + 1
                draw(outline, badge: position, into: &html)
            }
        }
    }

    private func drawElement(_ element: Element, into html: inout HTMLBuilder) {
        guard let frame = element.frame, frame.width != 0, frame.height != 0 else { return }
        if element.backgroundImage || element.gradient || element.type == .image {
            Self.startBox("rect", frame, into: &html)
            html.attribute("fill", markup: "url(#hatch)")
            html.attribute("class", markup: "placeholder")
            html.finishEmptyElement()
        }
        if let background = element.background, background.a > 0 {
            Self.startBox("rect", frame, into: &html)
            html.attribute("fill", background.opaque.hexString)
            html.opacity("fill-opacity", background.a)
            html.finishEmptyElement()
        }
        if let border = element.border, let color = border.color, color.a > 0 {
            Self.startBox("rect", frame, into: &html)
            html.attribute("fill", markup: "none")
            html.attribute("stroke", color.opaque.hexString)
            html.opacity("stroke-opacity", color.a)
            html.attribute("stroke-width", display: border.width ?? 1)
            html.finishEmptyElement()
        }
        if let words = Self.words(of: element) {
            drawText(words, of: element, in: frame, into: &html)
        } else if element.symbol != nil, element.type != .image {
            html.startTag("circle")
            html.attribute("cx", display: frame.minX + abs(frame.width) / 2)
            html.attribute("cy", display: frame.minY + abs(frame.height) / 2)
            html.attribute("r", display: min(abs(frame.width), abs(frame.height)) * 0.3)
            html.attribute("fill", textColor(of: element).hexString)
            html.opacity("fill-opacity", element.foreground?.a ?? 1)
            html.finishEmptyElement()
        }
    }

    /// Text in a frame of its own, so that it is cut at the element's edge like on screen
    /// (an inner `svg` clips what overflows it unless told otherwise).
    private func drawText(_ words: String, of element: Element, in frame: Rect, into html: inout HTMLBuilder) {
        let size = element.font?.effectiveSize ?? Font.bodySize
        let centered = element.type.isControl && element.type != .textField
        Self.startBox("svg", frame, into: &html)
        html.finishStartTag()
        html.startTag("text")
        if centered { html.attribute("x", display: abs(frame.width) / 2) }
        // A single line's baseline, about where it sits when the line is centered vertically.
        html.attribute("y", display: abs(frame.height) / 2 + size * 0.35)
        if size != Font.bodySize { html.attribute("font-size", display: size) }
        if let weight = element.font?.weight, weight != 400 { html.attribute("font-weight", weight) }
        if centered { html.attribute("text-anchor", markup: "middle") }
        html.attribute("fill", textColor(of: element).hexString)
        html.opacity("fill-opacity", element.foreground?.a ?? 1)
        html.finishStartTag()
        html.text(words)
        html.close("text")
        html.close("svg")
    }

    private func draw(_ outline: Outline, badge position: Int, into html: inout HTMLBuilder) {
        let number = String(outline.number)
        let frame = outline.frame
        let badgeX = frame.minX + Double(position) * 22
        html.element(
            "a",
            [
                HTMLAttribute("href", "#finding-" + number), .id("outline-" + number),
                .class("outline severity-" + outline.severity.rawValue), HTMLAttribute("data-pointer", outline.pointer),
            ]
        ) { html in
            html.element("title", text: number)
            Self.startBox("rect", frame, into: &html)
            html.attribute("vector-effect", markup: "non-scaling-stroke")
            html.finishEmptyElement()
            html.startTag("circle")
            html.attribute("cx", display: badgeX)
            html.attribute("cy", display: frame.minY)
            html.attribute("r", markup: "9")
            html.finishEmptyElement()
            html.startTag("text")
            html.attribute("x", display: badgeX)
            html.attribute("y", display: frame.minY + 4)
            html.attribute("text-anchor", markup: "middle")
            html.finishStartTag()
            html.text(number)
            html.close("text")
        }
    }

    /// The words an element shows: its text, its title, its placeholder or its dialog's title.
    static func words(of element: Element) -> String? {
        if let text = element.text, !text.isEmpty { return text }
        if let title = element.title, !title.isEmpty { return title }
        if let placeholder = element.placeholder, !placeholder.isEmpty { return placeholder }
        if let title = element.dialog?.title, !title.isEmpty { return title }
        return nil
    }

    /// The element's text color, or the appearance's label color when it has none.
    private func textColor(of element: Element) -> RGB {
        element.foreground?.opaque ?? (screen.appearance == .dark ? .white : .black)
    }

    /// `<tag` with the frame's place and size as `x`, `y` (each left out when 0, its
    /// default), `width` and `height`.
    private static func startBox(_ tag: StaticString, _ frame: Rect, into html: inout HTMLBuilder) {
        html.startTag(tag)
        if frame.minX != 0 { html.attribute("x", display: frame.minX) }
        if frame.minY != 0 { html.attribute("y", display: frame.minY) }
        html.attribute("width", display: abs(frame.width))
        html.attribute("height", display: abs(frame.height))
    }

    private static func number(_ value: Double) -> String {
        NumberFormatting.display(value)
    }
}

extension HTMLBuilder {
    /// An opacity attribute, left out when the color is opaque (the default).
    fileprivate mutating func opacity(_ name: StaticString, _ alpha: Double) {
        if alpha < 1 { attribute(name, display: alpha) }
    }
}
