import HIGAuditCore

/// What a label, button, text field or text view says of its text at larger text sizes
/// (`dynamic-type.md`, "Interface Builder"): its font and whether it scales, shrinking, its
/// lines and line breaks, a fixed height, and a custom class that sets the font in code.
struct IBTextFacts {
    /// The font; nil when the text is attributed (fonts are per run: not checked).
    var font: IBFont?
    /// Whether the font follows text size changes: said of every font read, nil for an
    /// unknown one.
    var scales: Bool?
    var minimumScaleFactor: Double?
    var setByCode = false
    var maxLines: Int?
    var lineBreak: LineBreak?
    var fixedHeight = false

    /// The `font` value, when there is a font.
    var fontJSON: JSONValue? {
        guard let font else { return nil }
        var members: [JSONValue.Member] = []
        switch font.kind {
        case .textStyle(let style): members.append(.init("textStyle", .string(style.rawValue)))
        case .fixed, .unknown: members.append(.init("size", .number(font.size)))
        }
        if let weight = font.weight { members.append(.init("weight", .number(Double(weight)))) }
        if let scales { members.append(.init("scales", .bool(scales))) }
        if let minimumScaleFactor { members.append(.init("minimumScaleFactor", .number(minimumScaleFactor))) }
        if setByCode { members.append(.init("setByCode", .bool(true))) }
        return .object(members)
    }

    /// The element's `font`, `maxLines`, `lineBreak` and `fixedHeight`.
    var members: [JSONValue.Member] {
        var members: [JSONValue.Member] = []
        if let fontJSON { members.append(.init("font", fontJSON)) }
        if let maxLines { members.append(.init("maxLines", .number(Double(maxLines)))) }
        if let lineBreak { members.append(.init("lineBreak", .string(lineBreak.rawValue))) }
        if fixedHeight { members.append(.init("fixedHeight", .bool(true))) }
        return members
    }

    /// The facts of view `node` whose font is `font`, shown by a view of IB type `kind`
    /// (`label`, `textField`, `textView` or `button`).
    init(_ document: XMLDocument, _ node: Int, kind: String, font: IBFont?) {
        self.font = font
        if let font {
            switch font.kind {
            case .textStyle:
                // A button's title can't be set to adjust in Interface Builder.
                scales = kind != "button" && document.flag("adjustsFontForContentSizeCategory", of: node) == true
            case .fixed:
                // UIKit adjusts only text-style and `UIFontMetrics` fonts.
                scales = false
            case .unknown:
                scales = nil
            }
            if kind == "label" || kind == "textField" { minimumScaleFactor = Self.minimumScaleFactor(document, node, size: font.size) }
        }
        setByCode = document.attribute("customClass", of: node) != nil
        let mode = document.attribute("lineBreakMode", of: node)
        lineBreak = mode.flatMap { Self.lineBreaks[$0] }
        switch kind {
        case "label": maxLines = document.number("numberOfLines", of: node).map { Int($0) } ?? 1
        case "textField": maxLines = 1
        case "button": maxLines = mode == "wordWrap" || mode == "characterWrap" ? 0 : 1
        default: break
        }
        fixedHeight = Self.hasFixedHeight(document, node)
    }

    private static let lineBreaks: [String: LineBreak] = [
        "tailTruncation": .truncateTail, "middleTruncation": .truncateMiddle, "headTruncation": .truncateHead,
        "wordWrap": .wordWrap, "characterWrap": .charWrap, "clip": .clip,
    ]

    /// Shrinking: Interface Builder writes `adjustsFontSizeToFit="NO"` when it is off and
    /// leaves the attribute out when it is on; the factor is `minimumScaleFactor`, or the
    /// legacy `minimumFontSize` over the size. Nil when off, or when the factor is not
    /// between 0 and 1.
    private static func minimumScaleFactor(_ document: XMLDocument, _ node: Int, size: Double) -> Double? {
        guard document.flag("adjustsFontSizeToFit", of: node) == nil else { return nil }
        let factor: Double
        if let given = document.number("minimumScaleFactor", of: node) {
            factor = given
        } else if let smallest = document.number("minimumFontSize", of: node), size > 0 {
            factor = smallest / size
        } else {
            return nil
        }
        return factor > 0 && factor < 1 ? factor : nil
    }

    /// A required constraint of the view's own that sets its height to a constant: no
    /// second item, multiplier or relation, a priority of 1000, kept at build time.
    private static func hasFixedHeight(_ document: XMLDocument, _ node: Int) -> Bool {
        guard let constraints = document.firstChild(of: node, named: "constraints") else { return false }
        let id = document.attribute("id", of: node)
        for constraint in document.children(of: constraints) where document.isNamed(constraint, "constraint") {
            guard document.attribute("firstAttribute", of: constraint) == "height",
                !document.hasAttribute("secondItem", of: constraint), !document.hasAttribute("multiplier", of: constraint),
                !document.hasAttribute("relation", of: constraint), document.flag("placeholder", of: constraint) != true
            else { continue }
            if let priority = document.number("priority", of: constraint), priority != 1000 { continue }
            if let first = document.attribute("firstItem", of: constraint), first != id { continue }
            return true
        }
        return false
    }
}
