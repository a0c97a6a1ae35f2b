/// A template with its placeholders found once, when a snapshot of the registry is made,
/// rather than each time a message is rendered.
struct MessageTemplate: Sendable {
    let text: String
    /// Where each `{name}` stands in the UTF-8 bytes of `text`, braces included.
    let placeholders: [Range<Int>]

    init(_ text: String) {
        self.text = text
        placeholders = Self.placeholderRanges(in: Array(text.utf8))
    }

    /// Where a template's placeholders stand in its UTF-8 bytes, braces included: each `{`
    /// up to the first `}` after it. (`{` and `}` are ASCII, so they never fall inside a
    /// multi-byte sequence.)
    static func placeholderRanges(in bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "}")) else {
                index += 1
                continue
            }
            ranges.append(index..<(close + 1))
            index = close + 1
        }
        return ranges
    }
}
