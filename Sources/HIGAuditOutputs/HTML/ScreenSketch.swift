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

    /// The room a text would need at a larger text size, drawn dashed from its frame's
    /// top-left corner (`text-clips-at-large-size`).
    struct NeededBox {
        let pointer: String
        let frame: Rect
    }

    let screen: Screen
    let outlines: [Outline]
    let label: String
    /// Dashed boxes drawn over the outlines.
    var neededBoxes: [NeededBox] = []
    /// What each outline's `id` starts with (the number follows): a second sketch of the
    /// same findings on one page gives its own.
    var outlineIdPrefix = "outline-"

    /// The outlines of the numbered findings whose element has a frame, or is an alert or an
    /// action sheet on show (`DialogSketch`); a finding on one tab of a tab bar, or on one
    /// button of a dialog, is outlined at that tab's or button's place.
    static func outlines(_ numbered: [NumberedFinding], in screen: Screen) -> [Outline] {
        let drawing = size(of: screen)
        return numbered.compactMap { item in
            guard let element = screen.element(of: item.finding), let frame = place(of: item.finding.pointer, in: element, drawing: drawing) else { return nil }
            return Outline(number: item.number, severity: item.finding.severity, pointer: item.finding.pointer, frame: frame)
        }
    }

    /// Where the sketch shows what `pointer` names in `element`: a dialog's button or box,
    /// a tab's place, else the element's frame; nil when it isn't drawn.
    private static func place(of pointer: String, in element: Element, drawing: Size) -> Rect? {
        if let dialog = DialogSketch(element, in: drawing), dialog.framed || !element.isHiddenInTree {
            return dialog.place(of: pointer)
        }
        guard let frame = element.frame else { return nil }
        if let tabs = element.tabBar?.items.count, let tab = index(in: "items", endingPointer: pointer), tab < tabs {
            return tabFrame(tab, of: tabs, in: frame)
        }
        return frame
    }

    /// The index a pointer ends at inside `container` (2 for `…/items/2` in `items`), if it does.
    static func index(in container: String, endingPointer pointer: String) -> Int? {
        let segments = pointer.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.count >= 2, segments[segments.count - 2] == container else { return nil }
        return Int(segments[segments.count - 1])
    }

    /// Tab `index` of `count`'s place in a tab bar: the bar's width shared out equally, as a
    /// compact-width tab bar lays out its tabs, and the tabs' 49 points of height (the
    /// rest of a taller bar is the home indicator's).
    static func tabFrame(_ index: Int, of count: Int, in bar: Rect) -> Rect {
        let width = abs(bar.width) / Double(count)
        return Rect(x: bar.minX + Double(index) * width, y: bar.minY, width: width, height: min(abs(bar.height), tabHeight))
    }

    private static let tabHeight = 49.0
    /// systemGray: the color of the tabs not selected, and of an action sheet's title.
    private static let tabGray = color("#8E8E93")
    /// systemGreen, light and dark: a switch's track when on; and the track when off.
    private static let switchOn = (light: color("#34C759"), dark: color("#30D158"))
    private static let switchOff = (light: color("#E9E9EA"), dark: color("#39393D"))
    /// systemBlue and systemRed, light and dark: a dialog button's title.
    private static let dialogBlue = (light: color("#007AFF"), dark: color("#0A84FF"))
    private static let dialogRed = (light: color("#FF3B30"), dark: color("#FF453A"))

    private static func color(_ hex: String) -> RGB { RGBA(hex: hex)!.opaque }
    /// The badge's radius: a finding's number in a circle at its outline's corner.
    private static let badgeRadius = 9.0

    /// The drawing's size: the screen's, else the extent of its frames.
    var size: Size { Self.size(of: screen) }

    /// A screen's drawing size: its own, else the extent of its frames.
    static func size(of screen: Screen) -> Size {
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
                drawElement(screen.elements[index], in: size, into: &html)
            }
            // Alerts and action sheets without a frame are presented over the whole screen.
            for index in screen.elements.indices {
                let type = screen.elements[index].type
                guard type == .alert || type == .actionSheet else { continue }
                let element = screen.elements[index]
                guard !element.isHiddenInTree, let dialog = DialogSketch(element, in: size), !dialog.framed else { continue }
                drawDialog(dialog, of: element, into: &html)
            }
            for outline in outlines { draw(outline, into: &html) }
            for box in neededBoxes {
                html.element("g", [.class("needed"), HTMLAttribute("data-pointer", box.pointer)]) { html in
                    Self.startBox("rect", box.frame, into: &html)
                    html.attribute("vector-effect", markup: "non-scaling-stroke")
                    html.finishEmptyElement()
                }
            }
            var badges: [Rect: Int] = [:]
            for outline in outlines {
                // Outlines of one element side by side: each number a badge further right.
                let position = badges[outline.frame, default: 0]
                badges[outline.frame] = position + 1
                drawBadge(of: outline, position: position, in: size, into: &html)
            }
        }
    }

    private func drawElement(_ element: Element, in drawing: Size, into html: inout HTMLBuilder) {
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
        if let dialog = DialogSketch(element, in: drawing) {
            drawDialog(dialog, of: element, into: &html)
        } else if let tabBar = element.tabBar, !tabBar.items.isEmpty {
            drawTabs(tabBar.items, of: element, in: frame, into: &html)
        } else if element.type == .toggle, drawToggle(element, in: frame, into: &html) {
            return
        } else if let words = Self.words(of: element) {
            drawText(words, of: element, in: frame, into: &html)
        } else if element.symbol != nil, element.type != .image {
            drawSymbol(in: frame, color: element.foreground, into: &html)
        }
    }

    /// A symbol without text: a dot in its color, centered in its frame.
    private func drawSymbol(in frame: Rect, color: RGBA?, into html: inout HTMLBuilder) {
        html.startTag("circle")
        html.attribute("cx", display: frame.minX + abs(frame.width) / 2)
        html.attribute("cy", display: frame.minY + abs(frame.height) / 2)
        html.attribute("r", display: min(abs(frame.width), abs(frame.height)) * 0.3)
        html.attribute("fill", textColor(color).hexString)
        html.opacity("fill-opacity", color?.a ?? 1)
        html.finishEmptyElement()
    }

    /// Text in a frame of its own, so that it is cut at the element's edge like on screen
    /// (an inner `svg` clips what overflows it unless told otherwise).
    private func drawText(_ words: String, of element: Element, in frame: Rect, color: RGBA? = nil, into html: inout HTMLBuilder) {
        let color = color ?? element.foreground
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
        html.attribute("fill", textColor(color).hexString)
        html.opacity("fill-opacity", color?.a ?? 1)
        html.finishStartTag()
        html.text(words)
        html.close("text")
        html.close("svg")
    }

    /// A toggle in the state it is in (`isOn`, on unless it says false): a switch as its
    /// track and knob, unless the state gives a fill of its own; otherwise the state's fill,
    /// title or symbol over the toggle's. False when there is nothing of its own to draw.
    private func drawToggle(_ toggle: Element, in frame: Rect, into html: inout HTMLBuilder) -> Bool {
        let isOn = toggle.isOn != false
        let state = isOn ? toggle.states?.on : toggle.states?.off
        let width = abs(frame.width), height = abs(frame.height)
        if toggle.toggleStyle == .switch, state?.background == nil {
            Self.startBox("rect", frame, into: &html)
            html.attribute("rx", display: min(width, height) / 2)
            let track = isOn ? Self.switchOn : Self.switchOff
            html.attribute("fill", (screen.appearance == .dark ? track.dark : track.light).hexString)
            html.finishEmptyElement()
            let knob = min(width, height) / 2 - 2
            html.startTag("circle")
            html.attribute("cx", display: isOn ? frame.minX + width - knob - 2 : frame.minX + knob + 2)
            html.attribute("cy", display: frame.minY + height / 2)
            html.attribute("r", display: max(knob, 0))
            html.attribute("fill", markup: "#FFFFFF")
            html.finishEmptyElement()
            return true
        }
        guard let state else { return false }
        if let fill = state.background, fill.a > 0 {
            Self.startBox("rect", frame, into: &html)
            switch state.shape ?? ShapeKind.none {
            case .circle, .capsule: html.attribute("rx", display: min(width, height) / 2)
            case .roundedRect: html.attribute("rx", display: min(8, min(width, height) / 2))
            case .none: break
            }
            html.attribute("fill", fill.opaque.hexString)
            html.opacity("fill-opacity", fill.a)
            html.finishEmptyElement()
        }
        let color = state.foreground ?? toggle.foreground
        if let title = state.title ?? toggle.title, !title.isEmpty {
            drawText(title, of: toggle, in: frame, color: color, into: &html)
        } else if state.symbol ?? toggle.symbol != nil {
            drawSymbol(in: frame, color: color, into: &html)
        }
        return true
    }

    /// An alert or action sheet: the screen dimmed behind one that has no frame, its box
    /// (unless its frame is filled already), its title and message on a line each, its text
    /// fields, and its buttons with separators between them: titles in systemBlue, or
    /// systemRed for a destructive one, semibold for the cancel and the default one.
    private func drawDialog(_ dialog: DialogSketch, of element: Element, into html: inout HTMLBuilder) {
        guard let content = element.dialog else { return }
        let dark = screen.appearance == .dark
        let label: RGB = dark ? .white : .black
        let separator: StaticString = dark ? "#545458" : "#C6C6C8"
        if !dialog.framed {
            html.markup(##"<rect width="100%" height="100%" fill="#000000" fill-opacity="0.2"/>"##)
        }
        if !dialog.framed || (element.background?.a ?? 0) == 0 {
            Self.startBox("rect", dialog.box, into: &html)
            html.attribute("rx", display: dialog.isAlert ? 14 : 13)
            html.attribute("fill", markup: dark ? "#2C2C2E" : "#F2F2F7")
            html.finishEmptyElement()
        }
        if let title = content.title, let place = dialog.title {
            drawLine(title, in: place, size: dialog.isAlert ? 17 : 13, weight: 600, color: dialog.isAlert ? label : Self.tabGray, into: &html)
        }
        if let place = dialog.message {
            let lineHeight = place.height / Double(dialog.messageLines.count)
            for (index, line) in dialog.messageLines.enumerated() {
                let row = Rect(x: place.minX, y: place.minY + Double(index) * lineHeight, width: place.width, height: lineHeight)
                drawLine(line, in: row, size: DialogSketch.messageSize, weight: 400, color: dialog.isAlert ? label : Self.tabGray, into: &html)
            }
        }
        for field in dialog.fields {
            Self.startBox("rect", field, into: &html)
            html.attribute("rx", markup: "5")
            html.attribute("fill", markup: dark ? "#1C1C1E" : "#FFFFFF")
            html.attribute("stroke", markup: separator)
            html.finishEmptyElement()
        }
        for (index, place) in dialog.buttons.enumerated() {
            Self.drawLine(from: (place.minX, place.minY), to: (place.maxX, place.minY), stroke: separator, into: &html)
            if dialog.row && index > 0 {
                Self.drawLine(from: (place.minX, place.minY), to: (place.minX, place.maxY), stroke: separator, into: &html)
            }
            let button = content.buttons[index]
            guard let title = button.title else { continue }
            let tint = button.role == .destructive ? Self.dialogRed : Self.dialogBlue
            let color = dark ? tint.dark : tint.light
            let bold = button.role == .cancel || button.isDefault
            drawLine(title, in: place, size: dialog.isAlert ? 17 : 20, weight: bold ? 600 : 400, color: color, into: &html)
        }
    }

    /// One line of text centered in its place, cut at its edges; its baseline where it sits
    /// when the line is centered vertically, unless given (from the place's top).
    private func drawLine(
        _ words: String, in place: Rect, size: Double, weight: Int, color: RGB, opacity: Double = 1, baseline: Double? = nil,
        into html: inout HTMLBuilder
    ) {
        Self.startBox("svg", place, into: &html)
        html.finishStartTag()
        html.startTag("text")
        html.attribute("x", display: place.width / 2)
        html.attribute("y", display: baseline ?? place.height / 2 + size * 0.35)
        if size != Font.bodySize { html.attribute("font-size", display: size) }
        if weight != 400 { html.attribute("font-weight", weight) }
        html.attribute("text-anchor", markup: "middle")
        html.attribute("fill", color.hexString)
        html.opacity("fill-opacity", opacity)
        html.finishStartTag()
        html.text(words)
        html.close("text")
        html.close("svg")
    }

    private static func drawLine(from start: (x: Double, y: Double), to end: (x: Double, y: Double), stroke: StaticString, into html: inout HTMLBuilder) {
        html.startTag("line")
        html.attribute("x1", display: start.x)
        html.attribute("y1", display: start.y)
        html.attribute("x2", display: end.x)
        html.attribute("y2", display: end.y)
        html.attribute("stroke", markup: stroke)
        html.finishEmptyElement()
    }

    /// Each tab at its place in the bar: its symbol as a dot over its title in 10 pt
    /// medium, both in the bar's color (else gray, as tabs not selected are), and a red dot
    /// where it has a badge.
    private func drawTabs(_ tabs: [TabBar.Item], of bar: Element, in frame: Rect, into html: inout HTMLBuilder) {
        let color = bar.foreground?.opaque ?? Self.tabGray
        for (index, tab) in tabs.enumerated() {
            let place = Self.tabFrame(index, of: tabs.count, in: frame)
            let center = place.minX + place.width / 2
            let opacity = (bar.foreground?.a ?? 1) * (tab.enabled ? 1 : 0.35)
            if tab.symbol != nil || tab.glyph != nil {
                html.startTag("circle")
                html.attribute("cx", display: center)
                html.attribute("cy", display: place.minY + 17)
                html.attribute("r", markup: "9")
                html.attribute("fill", color.hexString)
                html.opacity("fill-opacity", opacity)
                html.finishEmptyElement()
            }
            if tab.badge != nil {
                html.startTag("circle")
                html.attribute("cx", display: center + 11)
                html.attribute("cy", display: place.minY + 8)
                html.attribute("r", markup: "5")
                html.attribute("fill", markup: "#FF3B30")
                html.finishEmptyElement()
            }
            if let title = tab.title {
                drawLine(title, in: place, size: 10, weight: 500, color: color, opacity: opacity, baseline: min(place.height, 44), into: &html)
            }
        }
    }

    /// An outline, linked to its card.
    private func draw(_ outline: Outline, into html: inout HTMLBuilder) {
        let number = String(outline.number)
        html.element(
            "a",
            [
                HTMLAttribute("href", "#finding-" + number), .id(outlineIdPrefix + number),
                .class("outline severity-" + outline.severity.rawValue), HTMLAttribute("data-pointer", outline.pointer),
            ]
        ) { html in
            html.element("title", text: number)
            Self.startBox("rect", outline.frame, into: &html)
            html.attribute("vector-effect", markup: "non-scaling-stroke")
            html.finishEmptyElement()
        }
    }

    /// An outline's numbered badge at its corner, `position` badges to the right of it
    /// when the element has several, drawn after every outline so that none crosses it,
    /// and kept whole inside the drawing (an inline SVG cuts what overflows it). The
    /// outline is the link a keyboard or a screen reader reaches; the badge repeats it for
    /// the pointer alone.
    private func drawBadge(of outline: Outline, position: Int, in drawing: Size, into html: inout HTMLBuilder) {
        let number = String(outline.number)
        let frame = outline.frame
        let radius = Self.badgeRadius
        let badgeX = min(max(frame.minX + Double(position) * 22, radius), max(radius, drawing.width - radius))
        let badgeY = min(max(frame.minY, radius), max(radius, drawing.height - radius))
        html.element(
            "a",
            [
                HTMLAttribute("href", "#finding-" + number), .class("outline severity-" + outline.severity.rawValue),
                HTMLAttribute("aria-hidden", "true"), HTMLAttribute("tabindex", "-1"),
            ]
        ) { html in
            html.startTag("circle")
            html.attribute("cx", display: badgeX)
            html.attribute("cy", display: badgeY)
            html.attribute("r", display: radius)
            html.finishEmptyElement()
            html.startTag("text")
            html.attribute("x", display: badgeX)
            html.attribute("y", display: badgeY + 4)
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

    /// A foreground color, or the appearance's label color when there is none.
    private func textColor(_ foreground: RGBA?) -> RGB {
        foreground?.opaque ?? (screen.appearance == .dark ? .white : .black)
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
