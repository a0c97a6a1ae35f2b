/// The sizes of the Dynamic Type text styles on iOS and iPadOS at each text size, in
/// points (`dynamic-type.md`, table v1: the HIG's table). Apple changes these between
/// releases, so the table has a version, which the configuration's digest names.
public enum TextSizeTable {
    /// The table's version.
    public static let version = "v1"

    /// The sizes of `style` from `xS` to `AX5`; nil for the extra large titles, which have a
    /// size at Large only.
    public static func row(_ style: TextStyle) -> [Double]? {
        switch style {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        case .extraLargeTitle, .extraLargeTitle2: nil
        }
    }

    /// The style's size at Large, the default text size.
    public static func sizeAtLarge(_ style: TextStyle) -> Double {
        switch style {
        case .extraLargeTitle: 36
        case .extraLargeTitle2: 28
        default: row(style)![ContentSizeCategory.large.rawValue]
        }
    }

    /// The style's own weight: 600 for Headline, 700 for the extra large titles, else 400.
    public static func weight(_ style: TextStyle) -> Int {
        switch style {
        case .headline: 600
        case .extraLargeTitle, .extraLargeTitle2: 700
        default: 400
        }
    }

    /// The text size at which text of `style` is checked: the first from Large up at which
    /// the style is at least twice its Large size (the HIG's "at least 200 percent"), else
    /// the largest.
    public static func checkCategory(_ style: TextStyle) -> ContentSizeCategory? {
        guard let row = row(style) else { return nil }
        let large = row[ContentSizeCategory.large.rawValue]
        let first = ContentSizeCategory.allCases.first { $0 >= .large && row[$0.rawValue] >= 2 * large }
        return first ?? .accessibilityExtraExtraExtraLarge
    }

    /// The size at `category` of text that is `sizeAtLarge` at Large and scales as `style`'s
    /// row does, unrounded.
    public static func size(at category: ContentSizeCategory, sizeAtLarge: Double, scalingAs style: TextStyle) -> Double? {
        guard let row = row(style) else { return nil }
        return row[category.rawValue] * sizeAtLarge / row[ContentSizeCategory.large.rawValue]
    }

    /// The styles of the table's rows, which a fixed size is matched to (the extra large
    /// titles left out).
    public static let rowStyles: [TextStyle] = TextStyle.allCases.filter { row($0) != nil }
}
