import HIGAuditCore

/// One screen: where it comes from, its status, its input error or its findings.
struct ScreenSection {
    let report: ScreenReport
    let anchor: String
    let text: PageText
    /// The rules, for each finding's link to the guidelines.
    var rules: RuleIndex?

    func write(into html: inout HTMLBuilder) {
        let heading = anchor + "-heading"
        html.element("article", [.class("screen " + report.status.rawValue), .id(anchor), HTMLAttribute("aria-labelledby", heading)]) { html in
            html.element("h3", [.id(heading)]) { html in
                html.element("span", [.class("badge " + report.status.rawValue)], text: text.status(report.status))
                html.markup(" ")
                html.element("span", class: "source", text: report.source)
            }
            writeDetails(into: &html)
            if let error = report.error { writeInputError(error, into: &html) }
            writeFindings(into: &html)
        }
    }

    private func writeDetails(into html: inout HTMLBuilder) {
        html.element("dl", class: "details") { html in
            detail("page.screen.name", report.screen, into: &html)
            detail("page.screen.platform", report.platform?.rawValue ?? text("page.screen.platform.none"), into: &html)
            detail("page.screen.profile", report.profile.rawValue, into: &html)
            detail("page.screen.status", text.status(report.status), into: &html)
            detail("page.screen.audited", into: &html) { html in
                html.element("time", [HTMLAttribute("datetime", report.auditedAt)], text: report.auditedAt)
            }
        }
    }

    private func detail(_ key: String, _ value: String, into html: inout HTMLBuilder) {
        detail(key, into: &html) { html in html.text(value) }
    }

    private func detail(_ key: String, into html: inout HTMLBuilder, _ value: (inout HTMLBuilder) -> Void) {
        html.element("div") { html in
            html.element("dt", text: text(key))
            html.element("dd", [], value)
        }
    }

    private func writeInputError(_ error: InputError, into html: inout HTMLBuilder) {
        html.element("div", class: "input-error") { html in
            html.element("h4", text: text("page.error.heading"))
            html.element("p", text: error.message(in: text.language))
            html.element("dl", class: "where") { html in
                html.element("div") { html in
                    html.element("dt", text: text(.findingPointer))
                    html.element("dd") { html in html.element("code", text: error.pointer) }
                }
                if let position = position(of: error) {
                    html.element("div") { html in
                        html.element("dt", text: text("page.error.position"))
                        html.element("dd", text: position)
                    }
                }
            }
        }
    }

    private func position(of error: InputError) -> String? {
        guard let line = error.line else { return nil }
        guard let column = error.column else { return text("page.error.line", ["line": String(line)]) }
        return text("page.error.lineColumn", ["line": String(line), "column": String(column)])
    }

    private func writeFindings(into html: inout HTMLBuilder) {
        if report.error != nil, report.findings.isEmpty { return }
        // Findings the screen's light report holds too are listed there, as cards; here, by name.
        let own = report.findings.filter { !$0.repeatsEarlierAppearance }
        let repeated = report.findings.filter(\.repeatsEarlierAppearance)
        let numbered = NumberedFinding.ordered(own)
        var outlined: Set<Int> = []
        if let screen = report.auditedScreen, report.error == nil {
            outlined = writeSketch(of: screen, numbered, into: &html)
            writeLargeTextSketch(of: screen, numbered, into: &html)
        }
        html.element("h4", text: text("page.findings.heading", ["count": String(own.count)]))
        if own.isEmpty, repeated.isEmpty {
            html.element("p", class: "muted", text: text("page.findings.none"))
            return
        }
        if !own.isEmpty {
            html.element("ol", class: "findings") { html in
                for item in numbered {
                    FindingItem(
                        item: item, outlined: outlined.contains(item.number), element: report.auditedScreen?.element(of: item.finding),
                        rule: rules?.descriptor(of: item.finding.rule), profile: report.profile, text: text
                    ).write(into: &html)
                }
            }
        }
        guard !repeated.isEmpty else { return }
        html.element("h4", text: text("page.findings.also-in-light", ["count": String(repeated.count)]))
        html.element("ul", class: "also") { html in
            for finding in repeated {
                html.element("li", text: text(finding.message) + " [" + finding.rule + "]")
            }
        }
    }

    /// A second sketch at the largest text size the text size findings were checked at, when
    /// some text would be cut off there: each such text's frame outlined, and the room it
    /// would need at its own check size drawn dashed from the frame's top-left corner.
    private func writeLargeTextSketch(of screen: Screen, _ numbered: [NumberedFinding], into html: inout HTMLBuilder) {
        var outlines: [ScreenSketch.Outline] = []
        var boxes: [ScreenSketch.NeededBox] = []
        var largest: ContentSizeCategory?
        for item in numbered where item.finding.rule == "text-clips-at-large-size" {
            let measured = MeasuredValues(value: item.finding.measured)
            guard let frame = screen.element(of: item.finding)?.frame, let size = measured.number("size"),
                let category = measured.string("category").flatMap(ContentSizeCategory.init(code:))
            else { continue }
            largest = max(largest ?? category, category)
            let line = TextEstimate.lineHeight(size)
            let width = abs(frame.width)
            let needed: Size? =
                switch measured.string("clipsBy") {
                case "width": measured.number("estimatedWidth").map { Size(width: $0, height: line) }
                case "lines": measured.number("linesNeeded").map { Size(width: width, height: $0 * line) }
                case "height": measured.number("heightNeeded").map { Size(width: width, height: $0) }
                default: nil
                }
            outlines.append(ScreenSketch.Outline(number: item.number, severity: .warning, pointer: item.finding.pointer, frame: frame))
            if let needed {
                let box = Rect(x: frame.minX, y: frame.minY, width: needed.width, height: needed.height)
                boxes.append(ScreenSketch.NeededBox(pointer: item.finding.pointer, frame: box))
            }
        }
        guard let largest, !outlines.isEmpty else { return }
        let heading = text("page.sketch.large-text", ["category": largest.code])
        var sketch = ScreenSketch(screen: screen, outlines: outlines, label: heading)
        sketch.neededBoxes = boxes
        sketch.outlineIdPrefix = "large-text-outline-"
        html.element("section", [.class("sketch"), HTMLAttribute("aria-labelledby", anchor + "-large-text")]) { html in
            html.element("h4", [.id(anchor + "-large-text")], text: heading)
            html.element("div", class: "sketch-body") { html in
                html.element("div", class: "sketch-frame") { html in sketch.write(into: &html) }
            }
        }
    }

    /// The sketch, the findings it can't show, and the style that lights an outline and its
    /// card together; the numbers of the findings outlined.
    private func writeSketch(of screen: Screen, _ numbered: [NumberedFinding], into html: inout HTMLBuilder) -> Set<Int> {
        let outlines = ScreenSketch.outlines(numbered, in: screen)
        let sketch = ScreenSketch(screen: screen, outlines: outlines, label: text("page.sketch.label", ["screen": report.screen]))
        let numbers = Set(outlines.map(\.number))
        let unframed = numbered.filter { !numbers.contains($0.number) }
        html.element("section", [.class("sketch"), HTMLAttribute("aria-labelledby", anchor + "-sketch")]) { html in
            html.element("h4", [.id(anchor + "-sketch")], text: text("page.sketch.heading"))
            html.element("div", class: "sketch-body") { html in
                html.element("div", class: "sketch-frame") { html in sketch.write(into: &html) }
                if !unframed.isEmpty {
                    html.element("div", class: "unframed") { html in
                        html.element("p", class: "muted", text: text("page.sketch.unframed"))
                        html.element("ul") { html in
                            for item in unframed {
                                html.element("li") { html in
                                    html.element(
                                        "a",
                                        [
                                            HTMLAttribute("href", "#finding-\(item.number)"),
                                            .class("finding-number severity-" + item.finding.severity.rawValue),
                                        ],
                                        text: String(item.number))
                                    html.markup(" ")
                                    html.element("code", text: item.finding.pointer.isEmpty ? "/" : item.finding.pointer)
                                }
                            }
                        }
                    }
                }
            }
            if !outlines.isEmpty {
                // Numbers only, made here: hovering a card lights its outline, and the reverse
                // (an outline lit by its own hover is in the page's style).
                var rules = ""
                for outline in outlines {
                    let n = outline.number
                    rules += "body:has(#finding-\(n):hover) #outline-\(n) rect{stroke-width:4px;fill-opacity:.18}"
                    rules += "body:has(#outline-\(n):hover) #finding-\(n){outline:3px solid var(--focus)}"
                }
                html.element("style", text: rules)
            }
        }
        return numbers
    }
}
