import HIGAuditCore

/// Numbers written straight into a page's bytes, exactly as `String` and
/// `NumberFormatting` would show them, without making a string for each.
enum DecimalBytes {
    /// `String(value)`.
    static func append(_ value: Int, to bytes: inout PageBytes) {
        var packed = PackedASCII()
        if packed.prepend(value.magnitude), value >= 0 || packed.prepend(UInt8(ascii: "-")) {
            packed.append(to: &bytes)
        } else {
            bytes.append(String(value))
        }
    }

    /// `NumberFormatting.display(value)`: rounded half away from zero to two decimals,
    /// trailing zeros dropped.
    ///
    /// The rounded value is the Double nearest to a whole number of hundredths, and while
    /// hundredths are far coarser than a Double's spacing that number of hundredths is
    /// exactly the value's shortest decimal form; beyond, the string is made the slow way.
    static func appendDisplay(_ value: Double, to bytes: inout PageBytes) {
        let hundredths = (value * 100).rounded(.toNearestOrAwayFromZero)
        if hundredths.magnitude < 1e15, append(hundredths: Int(hundredths), to: &bytes) { return }
        bytes.append(NumberFormatting.display(value))
    }

    /// False, with nothing written, when the number is too long to pack.
    private static func append(hundredths: Int, to bytes: inout PageBytes) -> Bool {
        let magnitude = hundredths.magnitude
        let fraction = magnitude % 100
        var packed = PackedASCII()
        // At most three bytes so far, which always fit.
        if fraction != 0 {
            if fraction % 10 != 0 { _ = packed.prepend(UInt8(ascii: "0") + UInt8(fraction % 10)) }
            _ = packed.prepend(UInt8(ascii: "0") + UInt8(fraction / 10))
            _ = packed.prepend(UInt8(ascii: "."))
        }
        guard packed.prepend(magnitude / 100), hundredths >= 0 || packed.prepend(UInt8(ascii: "-")) else { return false }
        packed.append(to: &bytes)
        return true
    }
}

/// Up to eight ASCII bytes gathered in one word from the last to the first, so that a
/// number costs the page's buffer a single append.
private struct PackedASCII {
    private var word: UInt64 = 0
    private var count = 0

    /// False when the word is full.
    mutating func prepend(_ byte: UInt8) -> Bool {
        guard count < 8 else { return false }
        word = word << 8 | UInt64(byte)
        count += 1
        return true
    }

    /// The digits of `value`; false when they don't all fit.
    mutating func prepend(_ value: UInt) -> Bool {
        var rest = value
        repeat {
            guard prepend(UInt8(ascii: "0") + UInt8(rest % 10)) else { return false }
            rest /= 10
        } while rest > 0
        return true
    }

    func append(to bytes: inout PageBytes) {
        bytes.append(firstBytesOf: word, count: count)
    }
}
