enum JSONNumberReader {
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Reads a number the parser has validated. Short decimals take an exact fast path
    /// (Clinger); anything else goes through the correctly rounded library conversion.
    static func read(_ raw: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0
        var negative = false
        if raw[0] == UInt8(ascii: "-") {
            negative = true
            i = 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        while i < raw.count, raw[i] &- UInt8(ascii: "0") < 10 {
            if digits < 19 {
                mantissa = mantissa * 10 + UInt64(raw[i] - UInt8(ascii: "0"))
                if mantissa != 0 { digits += 1 }
            } else {
                exponent += 1
            }
            i += 1
        }
        if i < raw.count, raw[i] == UInt8(ascii: ".") {
            i += 1
            while i < raw.count, raw[i] &- UInt8(ascii: "0") < 10 {
                if digits < 19 {
                    mantissa = mantissa * 10 + UInt64(raw[i] - UInt8(ascii: "0"))
                    if mantissa != 0 { digits += 1 }
                    exponent -= 1
                }
                i += 1
            }
        }
        if i == raw.count, digits <= 15, exponent >= -22, exponent <= 22 {
            let magnitude = exponent >= 0 ? Double(mantissa) * powersOfTen[exponent] : Double(mantissa) / powersOfTen[-exponent]
            return negative ? -magnitude : magnitude
        }
        guard let value = Double(String(decoding: raw, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }
}
