import HIGAuditCore

/// A font as the audit sees it (`interface-builder.md`, "Fonts", and `dynamic-type.md`,
/// "Interface Builder"): a text style, or a fixed size and weight, or, for a text style
/// this version doesn't know or a button configuration's own font, unknown.
struct IBFont: Equatable {
    enum Kind: Equatable {
        /// `style="UICTFontTextStyle…"`: the text style's size at Large.
        case textStyle(TextStyle)
        /// A point size, or UIKit's default size when the document names no font.
        case fixed
        /// A style name this version doesn't know, or a button configuration with no font of
        /// its own: the size shown is a stand-in, and the Dynamic Type rules don't check it.
        case unknown
    }

    var kind: Kind
    /// The size in points: the point size, the text style's size at Large, or a default.
    var size: Double
    /// The weight from 100 to 900; nil for a text style's own.
    var weight: Int?

    /// The text styles by their name after `UICTFontTextStyle`, lowercased.
    private static let textStyles: [String: TextStyle] = [
        "body": .body, "callout": .callout, "subhead": .subheadline, "footnote": .footnote, "caption1": .caption1,
        "caption2": .caption2, "headline": .headline, "title1": .title1, "title2": .title2, "title3": .title3,
        "title0": .largeTitle, "largetitle": .largeTitle, "extralargetitle": .extraLargeTitle, "extralargetitle2": .extraLargeTitle2,
    ]

    /// The font UIKit gives a view whose document names none.
    static func defaultFont(size: Double) -> IBFont { IBFont(kind: .fixed, size: size, weight: nil) }

    /// The font of `<fontDescription>` element `description` (nil: none, UIKit's default of
    /// `defaultSize`).
    static func read(_ document: XMLDocument, _ description: Int?, defaultSize: Double) -> IBFont {
        guard let description else { return defaultFont(size: defaultSize) }
        var font = defaultFont(size: defaultSize)
        if let style = document.attribute("style", of: description) {
            var name = style.lowercased()
            if name.hasPrefix("uictfonttextstyle") { name.removeFirst("uictfonttextstyle".count) }
            if let known = textStyles[name] {
                font = IBFont(kind: .textStyle(known), size: TextSizeTable.sizeAtLarge(known), weight: nil)
            } else {
                font.kind = .unknown
            }
        } else if let size = document.number("pointSize", of: description), size > 0 {
            font.size = size
        }
        if let weight = weight(of: description, in: document) { font.weight = weight }
        return font
    }

    /// The `weight` attribute, else 700 for `boldSystem`, else what a PostScript name says:
    /// SemiBold or DemiBold 600; Bold, Heavy or Black 700; Medium 500; else 400. Nil when the
    /// description names none of these (a text style keeps its own).
    private static func weight(of description: Int, in document: XMLDocument) -> Int? {
        if let name = document.attribute("weight", of: description), let weight = FontWeightName(caseInsensitive: name) {
            return weight.numericWeight
        }
        if document.attribute("type", of: description) == "boldSystem" { return 700 }
        guard let name = document.attribute("name", of: description)?.lowercased() else { return nil }
        if name.contains("semibold") || name.contains("demibold") { return 600 }
        if isBoldPostScriptName(name) { return 700 }
        if name.contains("medium") { return 500 }
        return 400
    }

    /// Bold, Heavy, Black, ExtraBold, UltraBold in a PostScript name; SemiBold and DemiBold are not bold.
    static func isBoldPostScriptName(_ name: String) -> Bool {
        let lower = name.lowercased()
        let withoutSemi = lower.replacing("semibold", with: "").replacing("demibold", with: "")
        return ["bold", "heavy", "black"].contains { withoutSemi.contains($0) }
    }
}
