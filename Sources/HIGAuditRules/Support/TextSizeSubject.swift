import HIGAuditCore

/// An element the Dynamic Type rules check, with what they read of it
/// (`dynamic-type.md`, "Where the rules run").
struct TextSizeSubject {
    let index: Int
    let element: Element
    let font: Font
    /// The text it shows: a `text`'s or `textView`'s text, a button's or toggle's title, a
    /// text field's text (or title, as Interface Builder documents give it) or else its
    /// placeholder; nil for an empty text field or text view.
    let shownText: String?
    /// Its size at Large, the default text size, in points.
    let sizeAtLarge: Double
    /// Its weight: the font's, else its text style's, else 400.
    let weight: Int

    /// Text that follows the text size: with a text style (resolved at the size in force when
    /// the view loads), or a custom font said to scale.
    var scales: Bool { font.textStyle != nil || font.scales == true }
    /// The style whose sizes a scaling text follows: its own, or Body for a custom font scaled
    /// with `UIFontMetrics`.
    var scalingStyle: TextStyle? { font.textStyle ?? (font.scales == true ? .body : nil) }

    /// The elements the rules check on `audit`'s screen, in document order: none unless the
    /// screen is for iOS or iPadOS.
    static func subjects(of audit: AuditContext) -> [TextSizeSubject] {
        audit.shared("textSizeSubjects") { find(in: audit) }
    }

    private static func find(in audit: AuditContext) -> [TextSizeSubject] {
        guard audit.screen.platform == .iOS || audit.screen.platform == .iPadOS else { return [] }
        let elements = audit.screen.elements
        var subjects: [TextSizeSubject] = []
        for index in audit.visibleElements {
            let element = elements[index]
            let shown: String?
            switch element.type {
            case .text, .textView: shown = element.text
            case .button: shown = element.title
            case .toggle where element.toggleStyle != .switch: shown = element.title
            case .textField: shown = element.text ?? element.title ?? element.placeholder
            default: continue
            }
            if shown == nil, element.type != .textField, element.type != .textView { continue }
            guard let font = element.font, !font.setByCode, !isSystemDrawn(index, elements) else { continue }
            guard let size = font.size ?? font.textStyle.map(TextSizeTable.sizeAtLarge) else { continue }
            let weight = font.effectiveWeight
            subjects.append(TextSizeSubject(index: index, element: element, font: font, shownText: shown, sizeAtLarge: size, weight: weight))
        }
        return subjects
    }

    /// Items of a toolbar or navigation bar (the bar sizes them) and what an alert, action
    /// sheet or tab bar holds (the system draws it).
    private static func isSystemDrawn(_ index: Int, _ elements: [Element]) -> Bool {
        var current = index
        while current >= 0 {
            if elements[current].container == .items { return true }
            let parent = elements[current].parent
            if parent >= 0, [.alert, .actionSheet, .tabBar].contains(elements[parent].type) { return true }
            current = parent
        }
        return false
    }
}
