import HIGAuditCore

struct TextFixedSizeRule: CatalogRule {
    static let id = "text-fixed-size"
    static let position = 10
    /// Text this large or larger may stay fixed (the HIG's largest default style size is 34,
    /// and titles of 28 pt or more are excused).
    static let largestFixed = 28.0

    let descriptor = RuleDescriptor(
        id: Self.id, area: .textSize, defaultSeverity: .warning, higSection: .typography, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "text", "text": "Terms apply", "font": {"size": 13, "scales": false}},
                    {"type": "button", "title": "Continue", "font": {"size": 17, "weight": "semibold", "scales": false}}
                  ]
                }
                """#, at: "/elements/0", "/elements/1"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "text", "text": "Terms apply", "font": {"textStyle": "footnote"}},
                    {"type": "text", "text": "Welcome", "font": {"size": 34, "scales": false}},
                    {"type": "text", "text": "Drawn from a design file", "font": {"size": 13}},
                    {"type": "text", "text": "Set in code", "font": {"size": 13, "scales": false, "setByCode": true}}
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "macOS",
                  "elements": [{"type": "text", "text": "Terms apply", "font": {"size": 13, "scales": false}}]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for subject in TextSizeSubject.subjects(of: audit) {
            guard subject.font.textStyle == nil, subject.font.scales == false, subject.sizeAtLarge < Self.largestFixed else { continue }
            let style = Self.suggestedStyle(size: subject.sizeAtLarge, weight: subject.weight)
            let suggested = TextSizeTable.sizeAtLarge(style)
            audit.report(
                element: subject.index,
                Message(
                    Self.messageKey("message"),
                    [
                        "size": TextSizeNumbers.size(subject.sizeAtLarge), "Style": style.guidelinesName,
                        "suggestedSize": TextSizeNumbers.size(suggested),
                    ]),
                measured: .object([
                    "size": TextSizeNumbers.measured(subject.sizeAtLarge), "weight": .number(Double(subject.weight)),
                    "suggestedStyle": .string(style.rawValue), "suggestedSize": TextSizeNumbers.measured(suggested),
                ]))
        }
    }

    /// The table's style whose Large size is nearest `size`; ties go to the larger size, then
    /// to the style whose own weight is nearer `weight`, then to the regular one.
    static func suggestedStyle(size: Double, weight: Int) -> TextStyle {
        func rank(_ style: TextStyle) -> (distance: Double, larger: Double, weightDistance: Int, emphasized: Int) {
            let large = TextSizeTable.sizeAtLarge(style)
            let own = TextSizeTable.weight(style)
            return (abs(large - size), -large, abs(own - weight), own == 400 ? 0 : 1)
        }
        return TextSizeTable.rowStyles.min { rank($0) < rank($1) }!
    }
}

extension TextFixedSizeRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Text follows the text size people choose",
            rationale:
                "Many people read with a larger text size. Text in a fixed font stays small when they choose one; text in a text style grows with it (Dynamic Type).",
            messages: [
                "message":
                    "This text uses a fixed {size} pt font, so it doesn't grow when people choose a larger text size; use the {Style} text style ({suggestedSize} pt at the default size) so it follows Dynamic Type.",
                "message.interface-builder":
                    "This text uses a fixed {size} pt font, so it doesn't grow when people choose a larger text size; choose Font › Text Styles › {Style} ({suggestedSize} pt at the default size) in the Attributes inspector and turn on Automatically Adjusts Font so it follows Dynamic Type.",
            ]),
        .ja: RuleWords(
            title: "テキストは選択された文字サイズに従う",
            rationale: "大きな文字サイズで読む人は多くいます。固定サイズのフォントのテキストは文字サイズを大きくしても小さいままですが、テキストスタイルのテキストはそれに合わせて大きくなります（Dynamic Type）。",
            messages: [
                "message":
                    "固定サイズ（{size} pt）のフォントは文字サイズを大きくしても大きくならないため、{Style}のテキストスタイル（デフォルトのサイズで{suggestedSize} pt）を使ってDynamic Typeに対応させてください。",
                "message.interface-builder":
                    "固定サイズ（{size} pt）のフォントは文字サイズを大きくしても大きくならないため、Attributes インスペクタで Font › Text Styles › {Style}（デフォルトのサイズで{suggestedSize} pt）を選び、Automatically Adjusts Font をオンにして Dynamic Type に対応させてください。",
            ]),
    ]
}
