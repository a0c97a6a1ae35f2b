import HIGAuditCore

/// JSON for a `<script type="application/json">` element: `<`, `>` and `&` are escaped as
/// `\u003c`, `\u003e` and `\u0026`, so no string can end the element or open a comment.
enum ScriptData {
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): bytes += Array(#"\\"#.utf8)
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0..<0x20, 0x7F:
                bytes += Array(#"\u00"#.utf8)
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    static func appendNumber(_ value: Int, to bytes: inout [UInt8]) {
        bytes += Array(String(value).utf8)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
