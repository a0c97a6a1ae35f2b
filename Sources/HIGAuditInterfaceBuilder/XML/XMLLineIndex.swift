#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HIGAuditCore

/// The byte offset where each line starts, so that a byte offset becomes a line (binary
/// search) and a column (characters from the line's start) without rescanning the document.
/// Lines end at LF, and a leading byte order mark takes no column, as in `TextPosition`.
struct XMLLineIndex: Sendable {
    private let starts: [Int]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        if let base = bytes.baseAddress {
            var i = 0
            let count = bytes.count
            while i < count, let found = memchr(base + i, 0x0A, count - i) {
                i = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
                starts.append(i)
            }
        }
        self.starts = starts
    }

    /// The 1-based line and column of `offset` (clamped to the document).
    func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        let offset = min(max(offset, 0), bytes.count)
        // The last line starting at or before `offset`.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var i = starts[low]
        if low == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = min(3, offset) }
        var column = 1
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return TextPosition(line: low + 1, column: column)
    }
}
