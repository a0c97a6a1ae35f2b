import HIGAuditCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The byte offset where each line starts, so that a byte offset becomes a line (binary
/// search) and a column (characters from the line's start) without rescanning the document.
/// Lines end at LF, CRLF or a CR alone (XML 1.0 §2.11), and a leading byte order mark
/// takes no column, as in `TextPosition`.
///
/// Along a line longer than `stride` bytes (a document on one line), the column is also
/// noted every `stride` bytes, so that no position costs more than `stride` bytes of counting.
struct XMLLineIndex: Sendable {
    /// A place along a long line and its column.
    struct Checkpoint: Sendable {
        var offset: Int
        var column: Int
    }

    static let stride = 512

    private let starts: [Int]
    private let checkpoints: [Checkpoint]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        var checkpoints: [Checkpoint] = []
        if let base = bytes.baseAddress {
            let count = bytes.count
            let carriageReturns = count > 0 && memchr(base, 0x0D, count) != nil
            var lineStart = Self.hasByteOrderMark(bytes) ? 3 : 0
            while lineStart <= count {
                let lineBreak = Self.lineBreak(from: lineStart, in: bytes, carriageReturns: carriageReturns)
                let lineEnd = lineBreak?.end ?? count
                if lineEnd - lineStart > Self.stride {
                    Self.addCheckpoints(bytes, from: lineStart, to: lineEnd, into: &checkpoints)
                }
                guard let lineBreak else { break }
                lineStart = lineBreak.next
                starts.append(lineStart)
            }
        }
        self.starts = starts
        self.checkpoints = checkpoints
    }

    /// The first line break at or after `start`: where it is and where the next line starts.
    private static func lineBreak(from start: Int, in bytes: UnsafeBufferPointer<UInt8>, carriageReturns: Bool) -> (end: Int, next: Int)? {
        let count = bytes.count
        guard start < count, let base = bytes.baseAddress else { return nil }
        guard carriageReturns else {
            guard let found = memchr(base + start, 0x0A, count - start) else { return nil }
            let end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            return (end, end + 1)
        }
        for index in start..<count {
            switch bytes[index] {
            case 0x0A: return (index, index + 1)
            case 0x0D: return (index, index + 1 < count && bytes[index + 1] == 0x0A ? index + 2 : index + 1)
            default: continue
            }
        }
        return nil
    }

    private static func hasByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    private static func addCheckpoints(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into checkpoints: inout [Checkpoint]) {
        var column = 1
        var i = start
        var next = start + stride
        while next < end {
            while i < next {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
            checkpoints.append(Checkpoint(offset: next, column: column))
            next += stride
        }
    }

    /// The 1-based line and column of `offset` (clamped to the document).
    func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        let offset = min(max(offset, 0), bytes.count)
        let line = Self.lastIndex(in: starts, atOrBefore: offset) { $0 }
        var i = starts[line]
        if line == 0, Self.hasByteOrderMark(bytes) { i = min(3, offset) }
        var column = 1
        if offset - i > Self.stride {
            // The nearest checkpoint before `offset` is on this line: there is one every `stride` bytes.
            let checkpoint = checkpoints[Self.lastIndex(in: checkpoints, atOrBefore: offset) { $0.offset }]
            i = checkpoint.offset
            column = checkpoint.column
        }
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return TextPosition(line: line + 1, column: column)
    }

    /// The index of the last element whose key is at most `offset` (the first key must be).
    private static func lastIndex<Element>(in array: [Element], atOrBefore offset: Int, key: (Element) -> Int) -> Int {
        var low = 0
        var high = array.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if key(array[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
