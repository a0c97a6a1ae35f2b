/// How wide and tall text is, estimated from average advances rather than measured
/// (`dynamic-type.md`, "The estimate"): no font is read, no kerning or ligature applied.
public enum TextEstimate {
    /// SF Pro's average advance, in ems (853/2048).
    public static let averageAdvance = 0.417
    /// UIFont's line height for SF, per point of size.
    public static let lineHeightFactor = 1.1934

    /// The advance of one Unicode scalar in ems: none for combining marks, joiners,
    /// variation selectors and controls, a whole em for wide and full-width characters.
    public static func advance(_ scalar: Unicode.Scalar) -> Double {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: return DisplayWidth.isWide(scalar.value) ? 1 : averageAdvance
        }
    }

    /// The ems of a paragraph: the sum of its scalars' advances.
    public static func ems(_ paragraph: Substring.UnicodeScalarView) -> Double {
        var total = 0.0
        for scalar in paragraph { total += advance(scalar) }
        return total
    }

    /// How much wider semibold and bold run: 1.05 from 600, 1.08 from 700.
    public static func weightFactor(_ weight: Int) -> Double {
        weight >= 700 ? 1.08 : weight >= 600 ? 1.05 : 1
    }

    /// The text's paragraphs: split at line feed, carriage return (a CR LF pair is one
    /// break), vertical tab, form feed, next line, line and paragraph separators.
    public static func paragraphs(_ text: String) -> [Substring.UnicodeScalarView] {
        let scalars = Substring(text).unicodeScalars
        var result: [Substring.UnicodeScalarView] = []
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            let value = scalars[index].value
            switch value {
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                result.append(scalars[start..<index])
                var next = scalars.index(after: index)
                if value == 0x0D, next < scalars.endIndex, scalars[next].value == 0x0A { next = scalars.index(after: next) }
                start = next
                index = next
            default:
                index = scalars.index(after: index)
            }
        }
        result.append(scalars[start..<scalars.endIndex])
        return result
    }

    /// The line height of text of `size` points.
    public static func lineHeight(_ size: Double) -> Double { lineHeightFactor * size }

    /// `a > b` beyond rounding noise (1e-9).
    public static func exceeds(_ a: Double, _ b: Double) -> Bool { a - b > 1e-9 }
    /// `ceil(x)` with rounding noise below a whole number ignored.
    public static func ceiling(_ x: Double) -> Int { Int((x - 1e-9).rounded(.up)) }
}
