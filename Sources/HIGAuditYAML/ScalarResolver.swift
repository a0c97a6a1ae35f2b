/// The tags this reader understands. Any other tag is ignored: the node resolves as
/// if it had none.
enum ExplicitTag: Equatable {
    case none
    /// `!`, the non-specific tag: a scalar carrying it is a string.
    case nonSpecific
    case str, int, float, bool, null, seq, map

    private static let prefix = Array("tag:yaml.org,2002:".utf8)

    init(_ tag: UnsafePointer<UInt8>?) {
        guard let tag else {
            self = .none
            return
        }
        let length = strlenBytes(tag)
        let bytes = UnsafeBufferPointer(start: tag, count: length)
        if length == 1 && bytes[0] == UInt8(ascii: "!") {
            self = .nonSpecific
            return
        }
        let prefix = ExplicitTag.prefix
        guard length > prefix.count, bytes.starts(with: prefix) else {
            self = .none
            return
        }
        switch String(decoding: UnsafeBufferPointer(rebasing: bytes[prefix.count...]), as: UTF8.self) {
        case "str": self = .str
        case "int": self = .int
        case "float": self = .float
        case "bool": self = .bool
        case "null": self = .null
        case "seq": self = .seq
        case "map": self = .map
        default: self = .none
        }
    }

    var display: String {
        switch self {
        case .none: return ""
        case .nonSpecific: return "!"
        case .str: return "!!str"
        case .int: return "!!int"
        case .float: return "!!float"
        case .bool: return "!!bool"
        case .null: return "!!null"
        case .seq: return "!!seq"
        case .map: return "!!map"
        }
    }
}

@inline(__always)
func strlenBytes(_ p: UnsafePointer<UInt8>) -> Int {
    var n = 0
    while p[n] != 0 { n += 1 }
    return n
}

/// Resolves scalars with the YAML 1.2 core schema and writes them as JSON values.
enum ScalarResolver {
    /// Appends the JSON form of a scalar to `out`; returns a message when the scalar
    /// cannot be represented (`out` is left as it was then).
    static func appendValue(
        _ text: UnsafeBufferPointer<UInt8>, plain: Bool, tag: ExplicitTag, to out: ByteBuffer
    ) -> String? {
        switch tag {
        case .str, .nonSpecific:
            JSONText.appendString(text, to: out)
            return nil
        case .none:
            if !plain {
                JSONText.appendString(text, to: out)
                return nil
            }
            return appendPlain(text, to: out)
        case .null:
            guard isNull(text) else { return "\(JSONText.quoted(text)) is not null (tagged !!null)" }
            out.append("null")
            return nil
        case .bool:
            guard let value = bool(text) else {
                return "\(JSONText.quoted(text)) is not a boolean (tagged !!bool; use true or false)"
            }
            out.append(value ? "true" : "false")
            return nil
        case .int:
            switch appendInteger(text, to: out) {
            case .written: return nil
            case .tooLarge: return "integer \(JSONText.quoted(text)) is too large"
            case .notThisKind, .notFinite: return "\(JSONText.quoted(text)) is not an integer (tagged !!int)"
            }
        case .float:
            if isInfinityOrNaN(text) { return notFinite(text) }
            switch appendFloat(text, markAsFloat: true, to: out) {
            case .written: return nil
            case .notFinite, .tooLarge: return notFinite(text)
            case .notThisKind: return "\(JSONText.quoted(text)) is not a number (tagged !!float)"
            }
        case .seq, .map:
            return "a scalar cannot be tagged \(tag.display)"
        }
    }

    private static func notFinite(_ text: UnsafeBufferPointer<UInt8>) -> String {
        "\(JSONText.quoted(text)) is not a finite number (JSON cannot represent infinity or NaN)"
    }

    /// Untagged plain scalar: null, bool, int, float, or string.
    private static func appendPlain(_ text: UnsafeBufferPointer<UInt8>, to out: ByteBuffer) -> String? {
        guard let first = text.first else {
            out.append("null")
            return nil
        }
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            if isNull(text) {
                out.append("null")
                return nil
            }
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            if let value = bool(text) {
                out.append(value ? "true" : "false")
                return nil
            }
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            switch appendInteger(text, to: out) {
            case .written: return nil
            case .tooLarge: return "integer \(JSONText.quoted(text)) is too large"
            case .notThisKind, .notFinite: break
            }
            switch appendFloat(text, markAsFloat: false, to: out) {
            case .written: return nil
            case .notFinite, .tooLarge: return notFinite(text)
            case .notThisKind: break
            }
            if isInfinityOrNaN(text) { return notFinite(text) }
        default:
            break
        }
        JSONText.appendString(text, to: out)
        return nil
    }

    // MARK: - Core schema patterns

    private static func equals(_ text: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        guard text.count == literal.utf8CodeUnitCount else { return false }
        let p = literal.utf8Start
        var i = 0
        while i < text.count {
            if text[i] != p[i] { return false }
            i += 1
        }
        return true
    }

    /// `null | Null | NULL | ~ |` (empty)
    static func isNull(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.isEmpty || equals(text, "~") || equals(text, "null") || equals(text, "Null") || equals(text, "NULL")
    }

    /// `true | True | TRUE | false | False | FALSE`
    static func bool(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        if equals(text, "true") || equals(text, "True") || equals(text, "TRUE") { return true }
        if equals(text, "false") || equals(text, "False") || equals(text, "FALSE") { return false }
        return nil
    }

    /// `[-+]? \. (inf | Inf | INF)` or `\. (nan | NaN | NAN)`
    static func isInfinityOrNaN(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        if let first = text.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            let rest = UnsafeBufferPointer(rebasing: text[1...])
            return equals(rest, ".inf") || equals(rest, ".Inf") || equals(rest, ".INF")
        }
        return equals(text, ".inf") || equals(text, ".Inf") || equals(text, ".INF")
            || equals(text, ".nan") || equals(text, ".NaN") || equals(text, ".NAN")
    }

    enum NumberResult {
        case written
        case tooLarge
        case notFinite
        case notThisKind
    }

    @inline(__always)
    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    @inline(__always)
    private static func hexValue(_ b: UInt8) -> UInt64? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt64(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt64(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt64(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// `[-+]? [0-9]+` (written without `+` and leading zeros), `0o [0-7]+` and
    /// `0x [0-9a-fA-F]+` (converted to decimal).
    static func appendInteger(_ text: UnsafeBufferPointer<UInt8>, to out: ByteBuffer) -> NumberResult {
        let n = text.count
        guard n > 0, let p = text.baseAddress else { return .notThisKind }
        if n > 2 && p[0] == UInt8(ascii: "0") && (p[1] == UInt8(ascii: "x") || p[1] == UInt8(ascii: "o")) {
            let radix: UInt64 = p[1] == UInt8(ascii: "x") ? 16 : 8
            var value: UInt64 = 0
            var overflow = false
            var i = 2
            while i < n {
                guard let digit = hexValue(p[i]), digit < radix else { return .notThisKind }
                let (m, o1) = value.multipliedReportingOverflow(by: radix)
                let (s, o2) = m.addingReportingOverflow(digit)
                overflow = overflow || o1 || o2
                value = s
                i += 1
            }
            if overflow { return .tooLarge }
            out.appendDecimal(value)
            return .written
        }
        var i = 0
        let negative = p[0] == UInt8(ascii: "-")
        if negative || p[0] == UInt8(ascii: "+") { i = 1 }
        guard i < n else { return .notThisKind }
        var j = i
        while j < n {
            if !isDigit(p[j]) { return .notThisKind }
            j += 1
        }
        while i < n - 1 && p[i] == UInt8(ascii: "0") { i += 1 }
        if negative { out.append(UInt8(ascii: "-")) }
        out.append(p + i, count: n - i)
        return .written
    }

    /// `[-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`, normalized
    /// to JSON: `.5` → `0.5`, `1.` → `1.0`, `+1` → `1`. With `markAsFloat`, a value
    /// without fraction or exponent gets `.0`.
    static func appendFloat(
        _ text: UnsafeBufferPointer<UInt8>, markAsFloat: Bool, to out: ByteBuffer
    ) -> NumberResult {
        let n = text.count
        guard n > 0, let p = text.baseAddress else { return .notThisKind }
        var i = 0
        let negative = p[0] == UInt8(ascii: "-")
        if negative || p[0] == UInt8(ascii: "+") { i = 1 }
        let intStart = i
        while i < n && isDigit(p[i]) { i += 1 }
        let intEnd = i
        var hasDot = false
        var fracStart = i
        var fracEnd = i
        if i < n && p[i] == UInt8(ascii: ".") {
            hasDot = true
            i += 1
            fracStart = i
            while i < n && isDigit(p[i]) { i += 1 }
            fracEnd = i
        }
        if intStart == intEnd && fracStart == fracEnd { return .notThisKind }
        var hasExponent = false
        var exponentNegative = false
        var expStart = i
        if i < n && (p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E")) {
            hasExponent = true
            i += 1
            if i < n && (p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-")) {
                exponentNegative = p[i] == UInt8(ascii: "-")
                i += 1
            }
            expStart = i
            while i < n && isDigit(p[i]) { i += 1 }
            if expStart == i { return .notThisKind }
        }
        guard i == n else { return .notThisKind }

        let start = out.count
        if negative { out.append(UInt8(ascii: "-")) }
        var k = intStart
        while k < intEnd - 1 && p[k] == UInt8(ascii: "0") { k += 1 }
        if k < intEnd {
            out.append(p + k, count: intEnd - k)
        } else {
            out.append(UInt8(ascii: "0"))
        }
        if hasDot {
            out.append(UInt8(ascii: "."))
            if fracStart < fracEnd {
                out.append(p + fracStart, count: fracEnd - fracStart)
            } else {
                out.append(UInt8(ascii: "0"))
            }
        } else if markAsFloat && !hasExponent {
            out.append(".0")
        }
        if hasExponent {
            out.append(UInt8(ascii: "e"))
            if exponentNegative { out.append(UInt8(ascii: "-")) }
            out.append(p + expStart, count: n - expStart)
        }
        // Only a large exponent or a very long integer part can overflow a Double.
        if hasExponent || intEnd - k > 300 {
            let written = String(decoding: out.bytes(from: start, to: out.count), as: UTF8.self)
            guard let value = Double(written), value.isFinite else {
                out.truncate(to: start)
                return .notFinite
            }
        }
        return .written
    }
}
