/// 1-based line and column (in characters) of a byte offset. A leading byte order mark
/// is not a character a person sees, so it takes no column.
public struct TextPosition: Sendable, Hashable {
    /// The 1-based line.
    public var line = 1
    /// The 1-based column, in characters (UTF-8 continuation bytes take none).
    public var column = 1

    /// The position at `line` and `column`, both 1-based.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The line and column of byte `offset` in `bytes`, lines ending at LF, CRLF or a CR alone.
    public init(of offset: Int, in bytes: [UInt8]) {
        var i = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        let end = min(offset, bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            while i < end {
                advance(over: buffer, at: i)
                i += 1
            }
        }
    }

    /// Moves past byte `index` of `bytes`: a line break starts a line, a byte that starts a
    /// character is one more column.
    mutating func advance(over bytes: UnsafeBufferPointer<UInt8>, at index: Int) {
        let byte = bytes[index]
        let loneCarriageReturn = byte == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))
        if byte == UInt8(ascii: "\n") || loneCarriageReturn {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
}
