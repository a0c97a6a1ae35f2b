/// XML 1.0 (fifth edition) character classes and strict UTF-8 decoding over raw bytes.
enum XMLCharacters {
    /// `S`: space, tab, LF, CR.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// ASCII bytes that may start a name: letters, `_`, `:` (false for any byte above 0x7F).
    @inline(__always)
    static func isASCIINameStart(_ byte: UInt8) -> Bool {
        // One bit per byte value: `:` below 64; `A`-`Z`, `_`, `a`-`z` from 64.
        if byte < 64 { return (0x0400_0000_0000_0000 as UInt64) &>> byte & 1 != 0 }
        return byte < 128 && (0x07FF_FFFE_87FF_FFFE as UInt64) &>> byte & 1 != 0
    }

    /// ASCII bytes that may continue a name: a name start, digits, `-`, `.` (false above 0x7F).
    @inline(__always)
    static func isASCIINameCharacter(_ byte: UInt8) -> Bool {
        if byte < 64 { return (0x07FF_6000_0000_0000 as UInt64) &>> byte & 1 != 0 }
        return byte < 128 && (0x07FF_FFFE_87FF_FFFE as UInt64) &>> byte & 1 != 0
    }

    /// `NameStartChar` for a code point above U+007F.
    static func isNameStart(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
            0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
            0x10000...0xEFFFF:
            true
        default:
            false
        }
    }

    /// `NameChar` for a code point above U+007F.
    static func isNameCharacter(_ scalar: UInt32) -> Bool {
        isNameStart(scalar) || scalar == 0xB7 || (0x300...0x36F).contains(scalar) || (0x203F...0x2040).contains(scalar)
    }

    /// `Char`: the code points an XML 1.0 document may contain, literally or by reference.
    static func isCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Length of the well-formed UTF-8 sequence starting at `i` (a non-ASCII lead byte), or nil
    /// for an overlong form, a surrogate, a code point above U+10FFFF, a stray continuation
    /// byte or a sequence cut short.
    @inline(__always)
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        let count = bytes.count
        @inline(__always) func continuation(_ k: Int) -> Bool { i + k < count && bytes[i + k] & 0xC0 == 0x80 }
        switch bytes[i] {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : nil
        case 0xE0:
            return continuation(1) && bytes[i + 1] >= 0xA0 && continuation(2) ? 3 : nil
        case 0xED:
            return continuation(1) && bytes[i + 1] < 0xA0 && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : nil
        case 0xF0:
            return continuation(1) && bytes[i + 1] >= 0x90 && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4:
            return continuation(1) && bytes[i + 1] < 0x90 && continuation(2) && continuation(3) ? 4 : nil
        default:
            return nil
        }
    }

    /// The code point and length of the well-formed UTF-8 sequence at `i` (a non-ASCII lead byte), or nil.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (scalar: UInt32, length: Int)? {
        guard let length = sequenceLength(bytes, at: i) else { return nil }
        var scalar = UInt32(bytes[i]) & (0x7F >> length)
        for k in 1..<length {
            scalar = scalar << 6 | UInt32(bytes[i + k] & 0x3F)
        }
        return (scalar, length)
    }

    /// Writes the UTF-8 form of a valid code point at `out[at...]`; returns the number of bytes written.
    static func encode(_ scalar: UInt32, into out: UnsafeMutableBufferPointer<UInt8>, at i: Int) -> Int {
        switch scalar {
        case 0..<0x80:
            out[i] = UInt8(scalar)
            return 1
        case 0x80..<0x800:
            out[i] = 0xC0 | UInt8(scalar >> 6)
            out[i + 1] = 0x80 | UInt8(scalar & 0x3F)
            return 2
        case 0x800..<0x10000:
            out[i] = 0xE0 | UInt8(scalar >> 12)
            out[i + 1] = 0x80 | UInt8(scalar >> 6 & 0x3F)
            out[i + 2] = 0x80 | UInt8(scalar & 0x3F)
            return 3
        default:
            out[i] = 0xF0 | UInt8(scalar >> 18 & 0x07)
            out[i + 1] = 0x80 | UInt8(scalar >> 12 & 0x3F)
            out[i + 2] = 0x80 | UInt8(scalar >> 6 & 0x3F)
            out[i + 3] = 0x80 | UInt8(scalar & 0x3F)
            return 4
        }
    }
}

/// Eight bytes at a time (SWAR): in the masks, the high bit of each byte that needs a look.
/// Each mask is exact up to its first flagged byte, so `trailingZeroBitCount >> 3` of a mask
/// (or of several or'ed together) is the position of the first byte that needs a look.
enum XMLWords {
    private static var ones: UInt64 { 0x0101_0101_0101_0101 }
    private static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// The eight bytes at `base + i`, the first in the low byte.
    @inline(__always)
    static func load(_ base: UnsafePointer<UInt8>, _ i: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
    }

    @inline(__always)
    private static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let value = word ^ (ones &* UInt64(byte))
        return (value &- ones) & ~value & highBits
    }

    /// Control characters and non-ASCII bytes.
    @inline(__always)
    private static func special(_ word: UInt64) -> UInt64 {
        ((word &- ones &* 0x20) & ~word & highBits) | (word & highBits)
    }

    /// Bytes that end a run of plain characters in an attribute value.
    @inline(__always)
    static func attributeStops(_ word: UInt64, quote: UInt8) -> UInt64 {
        special(word) | equal(word, quote) | equal(word, UInt8(ascii: "<")) | equal(word, UInt8(ascii: "&"))
    }

    /// Bytes that end a run of plain characters in text.
    @inline(__always)
    static func textStops(_ word: UInt64) -> UInt64 {
        special(word) | equal(word, UInt8(ascii: "<")) | equal(word, UInt8(ascii: "&")) | equal(word, UInt8(ascii: "]"))
    }
}
