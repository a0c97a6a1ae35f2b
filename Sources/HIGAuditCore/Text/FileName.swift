/// The one mapping between the bytes of a path on the file system and the `String` that
/// carries it inside higaudit, lossless both ways: valid UTF-8 is decoded as such, and
/// each byte that isn't (0x80 to 0xFF) becomes the private-use scalar U+F700 + byte. A
/// valid sequence that encodes one of those scalars itself is taken byte by byte too, so
/// no two byte strings ever give the same `String`. Every path given to the kernel goes
/// through `withCString` (or `bytes`), every name read from it through `decode`.
public enum FileName {
    /// The first scalar standing for a byte: U+F780 stands for 0x80, U+F7FF for 0xFF.
    static let escapeBase: UInt32 = 0xF700

    /// The text for the bytes of a path or a name, as the kernel gives them.
    public static func decode(_ bytes: some Collection<UInt8>) -> String {
        // Almost every name is plain UTF-8 holding none of the scalars that stand for bytes.
        if let text = String(validating: bytes, as: UTF8.self), !text.unicodeScalars.contains(where: isEscape) { return text }
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = validScalar(in: bytes, at: index), !isEscape(scalar) {
                scalars.append(scalar)
                index += length
            } else {
                scalars.append(escape(bytes[index]))
                index += 1
            }
        }
        return String(scalars)
    }

    /// The exact bytes `path` stands for.
    public static func bytes(_ path: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if isEscape(scalar) {
                out.append(UInt8(scalar.value - escapeBase))
            } else {
                out.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        return out
    }

    /// Calls `body` with `path` as the NUL-terminated bytes the kernel knows it by.
    public static func withCString<Result, Failure: Error>(
        _ path: String, _ body: (UnsafePointer<CChar>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var raw = bytes(path).map { CChar(bitPattern: $0) }
        raw.append(0)
        return try raw.withUnsafeBufferPointer { (buffer) throws(Failure) -> Result in try body(buffer.baseAddress!) }
    }

    /// Whether `path` holds a byte that is not UTF-8.
    public static func hasInvalidBytes(_ path: String) -> Bool {
        path.unicodeScalars.contains(where: isEscape)
    }

    /// `path` for people to read: each byte that is not UTF-8 shown as `\xFF`, a backslash
    /// that comes before an `x` as `\x5C` (so that a name holding the text `\xFF` never
    /// reads as one holding the byte), everything else as it is.
    public static func display(_ path: String) -> String {
        guard hasInvalidBytes(path) || path.utf8.contains(backslash) else { return path }
        var out = ""
        var scalars = path.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            if isEscape(scalar) {
                out += hexEscape(UInt8(scalar.value - escapeBase))
            } else if scalar == "\\", next == "x" {
                out += hexEscape(backslash)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The path `display` showed: each `\x80` to `\xFF` taken back to its byte, and `\x5C`
    /// to the backslash, so that `fromDisplay(display(path)) == path` for every path.
    public static func fromDisplay(_ text: String) -> String {
        guard text.contains("\\x") else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\\", index + 3 < scalars.count, scalars[index + 1] == "x",
                let high = hexDigit(scalars[index + 2]), let low = hexDigit(scalars[index + 3])
            {
                let byte = high << 4 | low
                if byte >= 0x80 {
                    out.append(escape(byte))
                    index += 4
                    continue
                }
                if byte == backslash {
                    out.append("\\")
                    index += 4
                    continue
                }
            }
            out.append(scalars[index])
            index += 1
        }
        return String(out)
    }

    private static let backslash = UInt8(ascii: "\\")

    /// `\xFF` for 0xFF: two uppercase hexadecimal digits.
    private static func hexEscape(_ byte: UInt8) -> String {
        "\\x" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
    }

    /// The value of an uppercase hexadecimal digit, as `display` writes them.
    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": UInt8(scalar.value - 48)
        case "A"..."F": UInt8(scalar.value - 55)
        default: nil
        }
    }

    static func isEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= escapeBase + 0x80 && scalar.value <= escapeBase + 0xFF
    }

    private static func escape(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(escapeBase + UInt32(byte))!
    }

    /// The scalar encoded at `index` and its length in bytes, when valid UTF-8 starts there.
    private static func validScalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count else { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[index..<index + length].makeIterator()
        guard case .valid(let encoded) = parser.parseScalar(from: &iterator), encoded.count == length else { return nil }
        return (UTF8.decode(encoded), length)
    }
}
