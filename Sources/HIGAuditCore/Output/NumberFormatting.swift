/// How numbers are shown in findings and reports.
package enum NumberFormatting {
    /// Shortest round-trip decimal; whole numbers without a fraction.
    package static func json(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// Cut (not rounded) to `places` decimals, working on the shortest decimal form so
    /// that 4.499 shows as 4.49 and 4.55 never turns into 4.54.
    package static func truncated(_ value: Double, places: Int) -> Double {
        guard value.isFinite else { return value }
        let text = Array(decimalString(value).utf8)
        guard let dot = text.firstIndex(of: UInt8(ascii: ".")), text.count - dot - 1 > places else { return value }
        return Double(String(decoding: text[..<(dot + places + 1)], as: UTF8.self)) ?? value
    }

    /// Rounded half away from zero to `places` decimals.
    package static func rounded(_ value: Double, places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let result = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        return result == 0 ? 0 : result
    }

    /// A plain decimal string (no exponent) for a finite value.
    static func decimalString(_ value: Double) -> String {
        let text = String(value)
        guard text.utf8.contains(where: { $0 | 0x20 == UInt8(ascii: "e") }) else { return text }
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
        let exponent = Int(text[text.index(after: e)...]) ?? 0
        var mantissa = String(text[..<e])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        var digits = mantissa.replacing(".", with: "")
        let pointPosition = (mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count) + exponent
        if pointPosition <= 0 {
            digits = "0." + String(repeating: "0", count: -pointPosition) + digits
        } else if pointPosition >= digits.count {
            digits += String(repeating: "0", count: pointPosition - digits.count)
        } else {
            digits.insert(".", at: digits.index(digits.startIndex, offsetBy: pointPosition))
        }
        return (negative ? "-" : "") + digits
    }

    /// For text: at most `places` decimals, trailing zeros dropped ("4.5", "3", "2.81").
    package static func display(_ value: Double, places: Int = 2) -> String {
        json(rounded(value, places: places))
    }
}
