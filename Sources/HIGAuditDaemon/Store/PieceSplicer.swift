import Foundation
import HIGAuditFiles

/// Where each report's piece (its index row, its SARIF results, its overview row) sits in
/// the version of an aggregate file on disk, so that the next version can copy unchanged
/// pieces from it instead of making them again.
struct PieceLayout: Sendable, Equatable {
    /// Byte ranges by report id (`AggregateState`); an empty range for a report with no
    /// piece (no results), nil for an id with no piece in the file.
    var ranges = PieceRanges(count: 0)
    /// The file the ranges are in: its size, inode and change time when it was written
    /// (a rewrite in place of the same size changes the time).
    var fileSize = 0
    var inode: UInt64 = 0
    var modified = Stamp()

    struct Stamp: Sendable, Equatable {
        var seconds = 0
        var nanoseconds = 0

        init() {}

        init(_ info: stat) {
            seconds = Int(info.st_ctim.tv_sec)
            nanoseconds = Int(info.st_ctim.tv_nsec)
        }
    }
}

/// Where a splicer's bytes go: fresh bytes, or a range copied from the previous version.
protocol SpliceSink {
    mutating func write(_ bytes: [UInt8]) throws(AtomicFile.Failure)
    mutating func copy(_ range: Range<Int>) throws(AtomicFile.Failure)
}

/// Writes a list of pieces joined by a separator, copying the pieces that did not change
/// from the previous version of the file (adjacent ones in one copy, separators included)
/// and making the others afresh; records where every piece lands in the new version.
struct PieceSplicer {
    private let previous: PieceLayout?
    private let separator: [UInt8]
    private(set) var layout = PieceLayout()
    /// Pieces written so far (empty ones don't count: they get no separator).
    private var written = 0
    /// Bytes of the new file so far, the pending copy included.
    private var offset: Int
    private var pendingCopy: Range<Int>?
    /// How many pieces were made afresh and copied (for logs and tests).
    private(set) var freshCount = 0
    private(set) var copiedCount = 0
    /// Ids whose piece couldn't be made: left out, to be made at the next write.
    private(set) var unbuilt: [Int] = []

    /// `start`: where the first piece goes in the new file (the length of what comes
    /// before it). Without a previous layout every piece is made afresh.
    init(previous: PieceLayout?, separator: [UInt8], start: Int, ids: Int) {
        self.previous = previous
        self.separator = separator
        self.offset = start
        layout.ranges = PieceRanges(count: ids)
    }

    /// Whether `add` copies the piece of report `id` rather than make it afresh.
    func copies(_ id: Int, dirty: Bool) -> Bool {
        previousRange(of: id, dirty: dirty) != nil
    }

    private func previousRange(of id: Int, dirty: Bool) -> Range<Int>? {
        guard !dirty, let previous, id < previous.ranges.count else { return nil }
        return previous.ranges[id]
    }

    /// The next piece, of report `id`: copied when it is clean and known, otherwise
    /// `fresh()`; nil from `fresh` (the report couldn't be read) leaves the piece out and
    /// the id in `unbuilt`, to be made again next time rather than copied as empty.
    mutating func add<Sink: SpliceSink>(
        _ id: Int, dirty: Bool, to sink: inout Sink,
        fresh: () throws(AtomicFile.Failure) -> [UInt8]?
    ) throws(AtomicFile.Failure) {
        if let old = previousRange(of: id, dirty: dirty) {
            copiedCount += 1
            guard !old.isEmpty else {
                layout.ranges[id] = offset..<offset
                return
            }
            let lead = written > 0 ? separator.count : 0
            if let pending = pendingCopy, pending.upperBound + lead == old.lowerBound {
                pendingCopy = pending.lowerBound..<old.upperBound
            } else {
                try flush(to: &sink)
                if lead > 0 { try sink.write(separator) }
                pendingCopy = old
            }
            layout.ranges[id] = (offset + lead)..<(offset + lead + old.count)
            offset += lead + old.count
            written += 1
            return
        }
        freshCount += 1
        guard let bytes = try fresh() else {
            unbuilt.append(id)
            return
        }
        guard !bytes.isEmpty else {
            layout.ranges[id] = offset..<offset
            return
        }
        try flush(to: &sink)
        if written > 0 {
            try sink.write(separator)
            offset += separator.count
        }
        try sink.write(bytes)
        layout.ranges[id] = offset..<(offset + bytes.count)
        offset += bytes.count
        written += 1
    }

    /// Writes the copy still pending; call before what follows the pieces.
    mutating func finish<Sink: SpliceSink>(to sink: inout Sink) throws(AtomicFile.Failure) {
        try flush(to: &sink)
    }

    /// Whether any piece was written (the separator before what follows may depend on it).
    var isEmpty: Bool { written == 0 }

    private mutating func flush<Sink: SpliceSink>(to sink: inout Sink) throws(AtomicFile.Failure) {
        guard let pending = pendingCopy else { return }
        pendingCopy = nil
        try sink.copy(pending)
    }
}
