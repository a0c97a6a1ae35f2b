import HIGAuditCore

/// What a Figma text says of itself at larger text sizes (`dynamic-type.md`, "Figma"): the
/// Apple text style its style's name gives, if any, whether its height is fixed, its lines
/// and how they break.
struct FigmaTextFacts {
    var textStyle: TextStyle?
    var fixedHeight: Bool
    var maxLines: Int
    var lineBreak: LineBreak

    /// The element's `maxLines`, `lineBreak` and `fixedHeight`.
    var members: [JSONValue.Member] {
        var members: [JSONValue.Member] = [.init("maxLines", .number(Double(maxLines))), .init("lineBreak", .string(lineBreak.rawValue))]
        if fixedHeight { members.append(.init("fixedHeight", .bool(true))) }
        return members
    }

    init(_ node: FigmaNode, styleName: String?, in tape: JSONTape) {
        var autoResize: String?
        var truncation: String?
        var lines: Double?
        if let style = node.style {
            tape.forEachMember(of: style) { key, value in
                let kind = tape.kind(value)
                if tape.stringEquals(key, "textAutoResize"), kind == .string { autoResize = tape.string(value) }
                if tape.stringEquals(key, "textTruncation"), kind == .string { truncation = tape.string(value) }
                if tape.stringEquals(key, "maxLines"), kind == .number { lines = tape.double(value) }
            }
        }
        // Figma grows a text's box only with `HEIGHT` and `WIDTH_AND_HEIGHT`.
        fixedHeight = !(autoResize == "HEIGHT" || autoResize == "WIDTH_AND_HEIGHT")
        // `maxLines` counts only when the text is truncated at its end.
        if truncation == "ENDING", let lines, lines >= 1, lines < 1e6 {
            maxLines = Int(lines)
        } else {
            maxLines = 0
        }
        lineBreak = truncation == "ENDING" || autoResize == "TRUNCATE" ? .truncateTail : .wordWrap
        textStyle = styleName.flatMap(Self.appleStyle)
    }

    /// Apple's style names as Apple's iOS UI kit spells them, folded as `appleStyle` folds a
    /// name (the space before a digit left out).
    private static let appleStyles: [String: TextStyle] = [
        "large title": .largeTitle, "title1": .title1, "title2": .title2, "title3": .title3, "headline": .headline,
        "body": .body, "callout": .callout, "subheadline": .subheadline, "footnote": .footnote, "caption1": .caption1,
        "caption2": .caption2, "extra large title": .extraLargeTitle, "extra large title2": .extraLargeTitle2,
    ]
    private static let weightWords: Set<String> = [
        "regular", "emphasized", "italic", "ultralight", "thin", "light", "medium", "semibold", "bold", "heavy", "black",
    ]

    /// The Apple text style a Figma style's name names: lowercased, `/` `-` `_` as spaces,
    /// spaces collapsed, optionally followed by one weight word ("Body", "Title 2/Emphasized").
    /// A heuristic: a file may use these names for something else.
    static func appleStyle(_ name: String) -> TextStyle? {
        let spaced = name.lowercased().map { "/-_".contains($0) ? " " : $0 }
        var words = String(spaced).split(whereSeparator: \.isWhitespace).map(String.init)
        if words.count > 1, let last = words.last, weightWords.contains(last) { words.removeLast() }
        // "title 2" and "title2" alike: a number joins the word before it.
        var joined: [String] = []
        for word in words {
            if let previous = joined.last, word.allSatisfy(\.isNumber), !previous.allSatisfy(\.isNumber) {
                joined[joined.count - 1] = previous + word
            } else {
                joined.append(word)
            }
        }
        return appleStyles[joined.joined(separator: " ")]
    }
}
