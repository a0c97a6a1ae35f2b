/// A font as the audit sees it: its size in points and its weight name
/// (`interface-builder.md`, "Fonts").
struct IBFont: Equatable {
    var size: Double
    /// `bold` (and heavier) counts as bold; `semibold` and `medium` are kept but are not bold.
    var weight: String?

    /// Dynamic Type sizes at the default (Large) setting, by the text style's name after
    /// `UICTFontTextStyle`.
    private static let textStyles: [String: (size: Double, weight: String?)] = [
        "body": (17, nil), "callout": (16, nil), "subhead": (15, nil), "footnote": (13, nil),
        "caption1": (12, nil), "caption2": (11, nil), "headline": (17, "semibold"),
        "title1": (28, nil), "title2": (22, nil), "title3": (20, nil), "title0": (34, nil), "largetitle": (34, nil),
    ]

    /// The font of `<fontDescription>` element `description` (nil: none), `defaultSize`
    /// when it names neither a size nor a text style.
    static func read(_ document: XMLDocument, _ description: Int?, defaultSize: Double) -> IBFont {
        guard let description else { return IBFont(size: defaultSize, weight: nil) }
        var font = IBFont(size: defaultSize, weight: nil)
        if let style = document.attribute("style", of: description) {
            var name = style.lowercased()
            if name.hasPrefix("uictfonttextstyle") { name.removeFirst("uictfonttextstyle".count) }
            if let known = textStyles[name] { font = IBFont(size: known.size, weight: known.weight) }
        }
        if let size = document.number("pointSize", of: description), size > 0 { font.size = size }
        if let weight = document.attribute("weight", of: description)?.lowercased(), !weight.isEmpty {
            font.weight = weight
        }
        if document.attribute("type", of: description) == "boldSystem" { font.weight = "bold" }
        if let name = document.attribute("name", of: description), isBoldPostScriptName(name) { font.weight = "bold" }
        return font
    }

    /// Bold, Heavy, Black, ExtraBold, UltraBold in a PostScript name; SemiBold and DemiBold are not bold.
    static func isBoldPostScriptName(_ name: String) -> Bool {
        let lower = name.lowercased()
        let withoutSemi = lower.replacing("semibold", with: "").replacing("demibold", with: "")
        return ["bold", "heavy", "black"].contains { withoutSemi.contains($0) }
    }

    /// Weights this version passes on to `hig-screen/1` (anything else reads as regular).
    static let knownWeights: Set<String> = ["ultralight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
}
