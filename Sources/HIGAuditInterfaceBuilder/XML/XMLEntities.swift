/// References (`&lt;`, `&#10;`, `&#x1F600;`) and attribute-value normalization.
///
/// Only the five predefined entities exist: entities a DTD declares are never expanded, so
/// a document cannot make the reader grow (billion laughs) or read anything else (XXE).
enum XMLEntities {
    /// What `&#…;` at `ampersand` is.
    enum CharacterReference: Equatable {
        /// A valid XML character; `end` is the index after the `;`.
        case valid(scalar: UInt32, end: Int)
        /// No digits, a non-digit before `;`, or not a character XML allows.
        case invalid
        /// The bytes end before the `;`.
        case truncated
    }

    /// Reads the character reference whose `&#` starts at `ampersand`.
    static func characterReference(_ bytes: UnsafeBufferPointer<UInt8>, at ampersand: Int) -> CharacterReference {
        var i = ampersand + 2
        let count = bytes.count
        guard i < count else { return .truncated }
        var radix: UInt32 = 10
        if bytes[i] == UInt8(ascii: "x") {
            radix = 16
            i += 1
        }
        var scalar: UInt32 = 0
        let firstDigit = i
        while i < count, let digit = digitValue(bytes[i], radix: radix) {
            scalar = scalar * radix + digit
            // Stop before the value can overflow; leading zeros keep it small.
            if scalar > 0x10FFFF { return .invalid }
            i += 1
        }
        guard i < count else { return .truncated }
        guard i > firstDigit, bytes[i] == UInt8(ascii: ";"), XMLCharacters.isCharacter(scalar) else { return .invalid }
        return .valid(scalar: scalar, end: i + 1)
    }

    @inline(__always)
    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        let decimal = byte &- UInt8(ascii: "0")
        if decimal < 10 { return UInt32(decimal) }
        guard radix == 16 else { return nil }
        let letter = (byte | 0x20) &- UInt8(ascii: "a")
        return letter < 6 ? UInt32(letter) + 10 : nil
    }

    /// The byte a predefined entity name (`lt`, `gt`, `amp`, `quot`, `apos`) stands for, or nil.
    static func predefined(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> UInt8? {
        @inline(__always) func byte(_ k: Int) -> UInt8 { bytes[start + k] }
        switch count {
        case 2 where byte(1) == UInt8(ascii: "t"):
            if byte(0) == UInt8(ascii: "l") { return UInt8(ascii: "<") }
            if byte(0) == UInt8(ascii: "g") { return UInt8(ascii: ">") }
        case 3 where byte(0) == UInt8(ascii: "a") && byte(1) == UInt8(ascii: "m") && byte(2) == UInt8(ascii: "p"):
            return UInt8(ascii: "&")
        case 4 where byte(0) == UInt8(ascii: "q") && byte(1) == UInt8(ascii: "u") && byte(2) == UInt8(ascii: "o") && byte(3) == UInt8(ascii: "t"):
            return UInt8(ascii: "\"")
        case 4 where byte(0) == UInt8(ascii: "a") && byte(1) == UInt8(ascii: "p") && byte(2) == UInt8(ascii: "o") && byte(3) == UInt8(ascii: "s"):
            return UInt8(ascii: "'")
        default:
            break
        }
        return nil
    }

    /// The value of an attribute the scanner accepted and flagged for decoding: references
    /// replaced, and each literal tab, LF, CR or CR LF pair turned into one space (XML 1.0
    /// §2.11 and §3.3.3). A character reference to a tab or line break stays that character.
    static func decodeAttributeValue(_ value: UnsafeBufferPointer<UInt8>) -> String {
        // Every reference is at least as long as what it stands for, so the result fits.
        String(unsafeUninitializedCapacity: value.count) { out in
            var i = 0
            var n = 0
            let count = value.count
            while i < count {
                let byte = value[i]
                switch byte {
                case 0x09, 0x0A:
                    out[n] = 0x20
                    i += 1
                case 0x0D:
                    out[n] = 0x20
                    i += i + 1 < count && value[i + 1] == 0x0A ? 2 : 1
                case UInt8(ascii: "&"):
                    if i + 1 < count, value[i + 1] == UInt8(ascii: "#") {
                        if case .valid(let scalar, let end) = characterReference(value, at: i) {
                            n += XMLCharacters.encode(scalar, into: out, at: n)
                            i = end
                            continue
                        }
                    } else if let semicolon = firstSemicolon(value, after: i),
                        let replacement = predefined(value, from: i + 1, count: semicolon - i - 1)
                    {
                        out[n] = replacement
                        i = semicolon + 1
                        n += 1
                        continue
                    }
                    // Not reached for a value the scanner accepted; kept literally all the same.
                    out[n] = byte
                    i += 1
                default:
                    out[n] = byte
                    i += 1
                }
                n += 1
            }
            return n
        }
    }

    /// The index of the first `;` after `start` within five bytes (the longest predefined name is four).
    private static func firstSemicolon(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int? {
        var i = start + 1
        while i < bytes.count, i <= start + 5 {
            if bytes[i] == UInt8(ascii: ";") { return i }
            i += 1
        }
        return nil
    }
}
