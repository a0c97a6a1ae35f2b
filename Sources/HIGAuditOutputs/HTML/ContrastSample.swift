import HIGAuditCore

/// The colors of a contrast finding: an "Aa" sample of the text on its background at the
/// text's own size and weight, both values with swatches, the ratio, what is required, and
/// the colors that would pass.
struct ContrastSample {
    private(set) var measured: MeasuredValues
    let profile: Profile
    let text: PageText
    private(set) var foreground: String
    /// The text's size in points and weight; the body style's when the element isn't known.
    let size: Double
    let weight: Int

    /// nil unless `measured` has a foreground and either a background or `incomplete`.
    init?(measured: MeasuredValues, profile: Profile, text: PageText, font: Font? = nil) {
        guard let foreground = measured.string("foreground"),
            measured.string("background") != nil || measured.flag("incomplete")
        else { return nil }
        self.measured = measured
        self.profile = profile
        self.text = text
        self.foreground = foreground
        size = font?.effectiveSize ?? Font.bodySize
        weight = font?.weight ?? 400
    }

    /// The sample, and with `measured.increased` (the same check with Increase Contrast on)
    /// a second one after it, each under its caption.
    func write(into html: inout HTMLBuilder) {
        let increased = measured.object("increased")
        guard increased.string("foreground") != nil, increased.string("background") != nil, case .object(var members)? = increased.value else {
            return writeSample(into: &html)
        }
        html.element("p", class: "contrast-caption", text: text(.contrastDefault))
        writeSample(into: &html)
        html.element("p", class: "contrast-caption", text: text(.contrastIncreased))
        if let required = measured.value?["required"] { members.append(.init("required", required)) }
        var other = self
        other.measured = MeasuredValues(value: .object(members))
        other.foreground = increased.string("foreground") ?? foreground
        other.writeSample(into: &html)
    }

    private func writeSample(into html: inout HTMLBuilder) {
        let background = measured.string("background")
        html.element("div", class: "contrast") { html in
            if let background, let textColor = SwatchColor(validating: foreground), let backgroundColor = SwatchColor(validating: background) {
                html.element(
                    "div",
                    [
                        .class("sample"), HTMLAttribute("role", "img"),
                        .label(text("page.contrast.sample.label", ["foreground": textColor.hex, "background": backgroundColor.hex])),
                        .sample(background: backgroundColor, text: textColor, size: size, weight: weight),
                    ],
                    text: text(.contrastSample))
            }
            html.element("dl", class: "values") { html in
                if let names = measured.strings("colors") {
                    row(.contrastColors, into: &html) { html in html.text(names.joined(separator: text.language == .ja ? "、" : ", ")) }
                }
                row(.contrastForeground, into: &html) { html in ColorValue.write(foreground, into: &html, missing: text(.valueMissing)) }
                if let background {
                    row(.contrastBackground, into: &html) { html in ColorValue.write(background, into: &html, missing: text(.valueMissing)) }
                }
                if let ratio = measured.number("ratio") {
                    row(.contrastRatio, into: &html) { html in html.text(text("page.ratio", ["ratio": NumberFormatting.json(ratio)])) }
                }
                if let required = measured.number("required") {
                    row(.contrastRequired, into: &html) { html in html.text(requirement(required)) }
                }
                if let lc = measured.number("apcaLc") {
                    row(.contrastApca, into: &html) { html in
                        html.text(text("page.lc", ["lc": NumberFormatting.json(lc)]))
                        if lc < 0 {
                            html.element("span", class: "legend muted", text: " " + text(.contrastApcaNegative))
                        }
                    }
                }
                if let suggestion = measured.string("suggestion") {
                    row(.contrastSuggestion, into: &html) { html in
                        ColorValue.write(suggestion, into: &html, missing: text(.valueMissing))
                        if let background, let fixed = SwatchColor(validating: suggestion), let ground = SwatchColor(validating: background) {
                            html.markup(" ")
                            html.element(
                                "span", [.class("sample small"), .hidden, .sample(background: ground, text: fixed, size: size, weight: weight)],
                                text: text(.contrastSample))
                        }
                    }
                }
                if let suggestion = measured.string("backgroundSuggestion") {
                    row(.contrastBackgroundSuggestion, into: &html) { html in
                        ColorValue.write(suggestion, into: &html, missing: text(.valueMissing))
                    }
                }
            }
            if measured.flag("incomplete") {
                html.element("p", class: "incomplete", text: text(.contrastIncomplete))
            }
        }
    }

    private func requirement(_ value: Double) -> String {
        profile == .apca
            ? text("page.lc", ["lc": NumberFormatting.json(value)])
            : text("page.ratio", ["ratio": NumberFormatting.json(value)])
    }

    private func row(_ word: PageWord, into html: inout HTMLBuilder, _ value: (inout HTMLBuilder) -> Void) {
        html.element("div") { html in
            html.element("dt", text: text(word))
            html.element("dd") { html in value(&html) }
        }
    }
}
