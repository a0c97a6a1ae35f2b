import HIGAuditCore

/// Makes text safe to place in HTML, both between tags and inside quoted attribute values.
enum HTMLEscaping {
    /// Appends `text`'s UTF-8 with `&`, `<`, `>`, `"` and `'` replaced by character
    /// references; runs without any of them are copied whole.
    static func append(_ text: String, to bytes: inout PageBytes) {
        var text = text
        text.withUTF8 { append($0, to: &bytes) }
    }

    static func append(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout PageBytes) {
        var runStart = 0
        for index in utf8.indices where needsReference(utf8[index]) {
            let reference: StaticString
            switch utf8[index] {
            case UInt8(ascii: "&"): reference = "&amp;"
            case UInt8(ascii: "<"): reference = "&lt;"
            case UInt8(ascii: ">"): reference = "&gt;"
            case UInt8(ascii: "\""): reference = "&quot;"
            case UInt8(ascii: "'"): reference = "&#39;"
            default: continue
            }
            bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            bytes.append(reference)
            runStart = index + 1
        }
        bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }

    /// `"` (0x22), `&` (0x26), `'` (0x27), `<` (0x3C) and `>` (0x3E) as bits of one word:
    /// all five are below 64, so a byte is tested with a shift instead of five comparisons.
    private static let specialBytes: UInt64 = 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E

    private static func needsReference(_ byte: UInt8) -> Bool {
        byte < 64 && specialBytes >> UInt64(byte) & 1 != 0
    }
}
