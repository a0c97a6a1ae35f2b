/// Helpers that write JSON text into a byte buffer.
enum JSONText {
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends `bytes` (valid UTF-8) as a JSON string literal: `"` and `\` are escaped,
    /// control characters become `\u00XX`, everything else passes through unchanged.
    static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, to out: ByteBuffer) {
        out.append(UInt8(ascii: "\""))
        guard let start = bytes.baseAddress else {
            out.append(UInt8(ascii: "\""))
            return
        }
        var runStart = 0
        var i = 0
        let n = bytes.count
        while i < n {
            let b = start[i]
            if b >= 0x20 && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") {
                i += 1
                continue
            }
            out.append(start + runStart, count: i - runStart)
            out.append(UInt8(ascii: "\\"))
            if b < 0x20 {
                out.append(UInt8(ascii: "u"))
                out.append(UInt8(ascii: "0"))
                out.append(UInt8(ascii: "0"))
                out.append(hexDigits[Int(b >> 4)])
                out.append(hexDigits[Int(b & 0x0F)])
            } else {
                out.append(b)
            }
            i += 1
            runStart = i
        }
        out.append(start + runStart, count: n - runStart)
        out.append(UInt8(ascii: "\""))
    }

    /// Decodes a JSON string literal written by `appendString` (quotes included).
    static func unescape(_ literal: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        var i = 1
        let n = literal.count - 1
        while i < n {
            let b = literal[i]
            if b == UInt8(ascii: "\\") && i + 1 < n {
                if literal[i + 1] == UInt8(ascii: "u") && i + 5 < n {
                    var value: UInt8 = 0
                    for k in (i + 4)...(i + 5) {
                        let h = literal[k]
                        value = value << 4 + (h <= UInt8(ascii: "9") ? h - UInt8(ascii: "0") : h - UInt8(ascii: "a") + 10)
                    }
                    result.append(value)
                    i += 6
                } else {
                    result.append(literal[i + 1])
                    i += 2
                }
            } else {
                result.append(b)
                i += 1
            }
        }
        return result
    }

    /// Appends a JSON Pointer reference token (RFC 6901: `~` → `~0`, `/` → `~1`).
    static func appendPointerToken(_ bytes: [UInt8], to out: inout [UInt8]) {
        for b in bytes {
            switch b {
            case UInt8(ascii: "~"):
                out.append(UInt8(ascii: "~"))
                out.append(UInt8(ascii: "0"))
            case UInt8(ascii: "/"):
                out.append(UInt8(ascii: "~"))
                out.append(UInt8(ascii: "1"))
            default: out.append(b)
            }
        }
    }

    /// A short, quoted rendering of scalar text for error messages.
    static func quoted(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let limit = 40
        var text = ""
        var count = 0
        var truncated = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if count == limit {
                truncated = true
                break
            }
            count += 1
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    text += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"" + text + (truncated ? "…" : "") + "\""
    }
}
