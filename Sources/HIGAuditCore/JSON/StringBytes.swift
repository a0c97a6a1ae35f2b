/// Word-at-a-time tests on eight string bytes (SWAR).
enum StringBytes {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` (eight string bytes, the first in the low byte)
    /// that is `"`, `\\`, below 0x20 or above 0x7F. Exact up to and including the first
    /// such byte, so `trailingZeroBitCount / 8` is its position; bits above may be spurious.
    @inline(__always)
    static func attentionMask(_ word: UInt64) -> UInt64 {
        let nonASCII = word & highBits
        let control = (word &- ones &* 0x20) & ~word & highBits
        let quote = hasZeroByte(word ^ (ones &* 0x22))
        let backslash = hasZeroByte(word ^ (ones &* 0x5C))
        return nonASCII | control | quote | backslash
    }

    @inline(__always)
    private static func hasZeroByte(_ value: UInt64) -> UInt64 {
        (value &- ones) & ~value & highBits
    }
}
