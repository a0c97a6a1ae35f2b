/// Writes compact or indented JSON into a byte buffer.
public struct JSONWriter {
    /// The JSON written so far.
    public private(set) var bytes: [UInt8] = []
    /// Spaces per level, or nil for compact output.
    public var indent: Int?

    /// A writer that indents by `indent` spaces per level (compact when nil), with room for
    /// `capacity` bytes reserved.
    public init(indent: Int? = nil, capacity: Int = 1024) {
        self.indent = indent
        bytes.reserveCapacity(capacity)
    }

    /// Writes `value`, nested `level` deep.
    public mutating func write(_ value: JSONValue, level: Int = 0) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): append(NumberFormatting.json(number))
        case .string(let text): writeString(text)
        case .array(let items):
            guard !items.isEmpty else { return append("[]") }
            bytes.append(UInt8(ascii: "["))
            for (k, item) in items.enumerated() {
                if k > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(level + 1)
                write(item, level: level + 1)
            }
            newline(level)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return append("{}") }
            bytes.append(UInt8(ascii: "{"))
            for (k, member) in members.enumerated() {
                if k > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(level + 1)
                writeString(member.key)
                bytes.append(UInt8(ascii: ":"))
                if indent != nil { bytes.append(UInt8(ascii: " ")) }
                write(member.value, level: level + 1)
            }
            newline(level)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Appends `text` as it is.
    public mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Starts member `key` of an object being written at `level` (after `{`, which the
    /// caller writes), with the comma and indentation `write` would use.
    public mutating func beginMember(_ key: String, isFirst: Bool, level: Int) {
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        newline(level + 1)
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
        if indent != nil { bytes.append(UInt8(ascii: " ")) }
    }

    /// Writes `[`, each item through `body(item, itemLevel)`, and `]`, as `write` lays out arrays.
    /// Inlinable, so that each caller gets it made for its own items: called generically
    /// from another module, it looked up type metadata for every array it wrote.
    @inlinable
    public mutating func writeArray<Item>(_ items: [Item], level: Int, _ body: (inout JSONWriter, Item, Int) -> Void) {
        appendByte(UInt8(ascii: "["))
        guard !items.isEmpty else { return appendByte(UInt8(ascii: "]")) }
        for index in items.indices {
            if index > items.startIndex { appendByte(UInt8(ascii: ",")) }
            newline(level + 1)
            body(&self, items[index], level + 1)
        }
        newline(level)
        appendByte(UInt8(ascii: "]"))
    }

    /// Appends one byte as it is.
    public mutating func appendByte(_ byte: UInt8) { bytes.append(byte) }

    /// Starts a line indented for `level` (nothing in compact output).
    public mutating func newline(_ level: Int) {
        guard let indent else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * level))
    }

    /// Writes `text` as a JSON string, quoted and escaped.
    public mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        let plain = text.withUTF8 { utf8 in
            guard !utf8.contains(where: Self.needsEscape) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if plain {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0..<0x20, 0x7F:
                append("\\u00")
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
