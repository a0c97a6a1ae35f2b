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
                .label(label), .class("sketch-drawing " + screen.appearance.rawValue),
            ]
        ) { html in
            html.element("defs") { html in
                html.element(
                    "pattern",
                    [
                        .id("hatch"), HTMLAttribute("width", "8"), HTMLAttribute("height", "8"),
                        HTMLAttribute("patternUnits", "userSpaceOnUse"), HTMLAttribute("patternTransform", "rotate(45)"),
                    ]
                ) { html in
                    html.element("rect", [HTMLAttribute("width", "8"), HTMLAttribute("height", "8"), .class("hatch-ground")], text: "")
                    html.element(
                        "line",
                        [
                            HTMLAttribute("x1", "0"), HTMLAttribute("y1", "0"), HTMLAttribute("x2", "0"), HTMLAttribute("y2", "8"),
                            .class("hatch-line"),
                        ], text: "")
                }
            }
            html.element("rect", [HTMLAttribute("width", width), HTMLAttribute("height", height), fill(screen.background)], text: "")
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
        let box = Self.box(frame)
        if element.backgroundImage || element.gradient || element.type == .image {
            html.element("rect", box + [HTMLAttribute("fill", "url(#hatch)"), .class("placeholder")], text: "")
        }
        if let background = element.background, background.a > 0 {
            html.element("rect", box + [fill(background.opaque), HTMLAttribute("fill-opacity", Self.number(background.a))], text: "")
        }
        if let border = element.border, let color = border.color, color.a > 0 {
            let width = border.width ?? 1
            html.element(
                "rect",
                box + [
                    HTMLAttribute("fill", "none"), HTMLAttribute("stroke", color.opaque.hexString),
                    HTMLAttribute("stroke-opacity", Self.number(color.a)), HTMLAttribute("stroke-width", Self.number(width)),
                ],
                text: "")
        }
        if let words = Self.words(of: element) {
            drawText(words, of: element, in: frame, into: &html)
        } else if element.symbol != nil, element.type != .image {
            let radius = min(abs(frame.width), abs(frame.height)) * 0.3
            html.element(
                "circle",
                [
                    HTMLAttribute("cx", Self.number(frame.minX + abs(frame.width) / 2)),
                    HTMLAttribute("cy", Self.number(frame.minY + abs(frame.height) / 2)),
                    HTMLAttribute("r", Self.number(radius)), fill(textColor(of: element)),
                    HTMLAttribute("fill-opacity", Self.number(element.foreground?.a ?? 1)),
                ], text: "")
        }
    }

    /// Text in a frame of its own, so that it is cut at the element's edge like on screen.
    private func drawText(_ words: String, of element: Element, in frame: Rect, into html: inout HTMLBuilder) {
        let size = element.font?.effectiveSize ?? Font.bodySize
        let centered = element.type.isControl && element.type != .textField
        let x = centered ? abs(frame.width) / 2 : 0
        // A single line's baseline, about where it sits when the line is centered vertically.
        let y = abs(frame.height) / 2 + size * 0.35
        html.element("svg", Self.box(frame) + [HTMLAttribute("overflow", "hidden")]) { html in
            html.element(
                "text",
                [
                    HTMLAttribute("x", Self.number(x)), HTMLAttribute("y", Self.number(y)),
                    HTMLAttribute("font-size", Self.number(size)), HTMLAttribute("font-weight", String(element.font?.weight ?? 400)),
                    HTMLAttribute("text-anchor", centered ? "middle" : "start"), fill(textColor(of: element)),
                    HTMLAttribute("fill-opacity", Self.number(element.foreground?.a ?? 1)),
                ], text: words)
        }
    }

    private func draw(_ outline: Outline, badge position: Int, into html: inout HTMLBuilder) {
        let number = String(outline.number)
        let frame = outline.frame
        let badgeX = Self.number(frame.minX + Double(position) * 22)
        html.element(
            "a",
            [
                HTMLAttribute("href", "#finding-" + number), .id("outline-" + number),
                .class("outline severity-" + outline.severity.rawValue), HTMLAttribute("data-pointer", outline.pointer),
            ]
        ) { html in
            html.element("title", text: number)
            html.element("rect", Self.box(frame) + [HTMLAttribute("vector-effect", "non-scaling-stroke")], text: "")
            html.element(
                "circle",
                [
                    HTMLAttribute("cx", badgeX), HTMLAttribute("cy", Self.number(frame.minY)),
                    HTMLAttribute("r", "9"),
                ], text: "")
            html.element(
                "text",
                [
                    HTMLAttribute("x", badgeX), HTMLAttribute("y", Self.number(frame.minY + 4)),
                    HTMLAttribute("text-anchor", "middle"),
                ], text: number)
        }
    }

    /// The words an element shows: its text, its title, its placeholder or its dialog's title.
    static func words(of element: Element) -> String? {
        let candidates = [element.text, element.title, element.details.placeholder, element.details.dialog?.title]
        return candidates.lazy.compactMap { $0 }.first { !$0.isEmpty }
    }

    /// The element's text color, or the appearance's label color when it has none.
    private func textColor(of element: Element) -> RGB {
        element.foreground?.opaque ?? (screen.appearance == .dark ? .white : .black)
    }

    private func fill(_ color: RGB) -> HTMLAttribute {
        HTMLAttribute("fill", color.hexString)
    }

    private static func box(_ frame: Rect) -> [HTMLAttribute] {
        [
            HTMLAttribute("x", number(frame.minX)), HTMLAttribute("y", number(frame.minY)),
            HTMLAttribute("width", number(abs(frame.width))), HTMLAttribute("height", number(abs(frame.height))),
        ]
    }

    private static func number(_ value: Double) -> String {
        NumberFormatting.json(NumberFormatting.rounded(value, places: 2))
    }
}
