import HIGAuditFiles
import Testing

@testable import HIGAuditDaemon

/// The splicer on bytes in memory: whatever is copied or made afresh, the new file is the
/// pieces joined, and adjacent clean pieces go in one copy.
@Suite struct PieceSplicerTests {
    /// Writes into memory, copying from `previous`.
    struct MemorySink: SpliceSink {
        var previous: [UInt8]
        var bytes: [UInt8] = []
        var copies = 0

        mutating func write(_ bytes: [UInt8]) throws(AtomicFile.Failure) { self.bytes += bytes }
        mutating func copy(_ range: Range<Int>) throws(AtomicFile.Failure) {
            copies += 1
            bytes += previous[range]
        }
    }

    /// `pieces` by id, in `order`, joined by ", " after a head; returns the file, its layout and the copies made.
    func splice(_ pieces: [String], order: [Int], previous: (bytes: [UInt8], layout: PieceLayout)?, dirty: Set<Int> = [])
        throws -> (bytes: [UInt8], layout: PieceLayout, copies: Int)
    {
        let head = Array("head[".utf8)
        var sink = MemorySink(previous: previous?.bytes ?? [])
        var splicer = PieceSplicer(previous: previous?.layout, separator: Array(", ".utf8), start: head.count, ids: pieces.count)
        try sink.write(head)
        for id in order {
            try splicer.add(id, dirty: dirty.contains(id), to: &sink) { () throws(AtomicFile.Failure) in Array(pieces[id].utf8) }
        }
        try splicer.finish(to: &sink)
        try sink.write(Array("]".utf8))
        return (sink.bytes, splicer.layout, sink.copies)
    }

    func joined(_ pieces: [String], _ order: [Int]) -> String {
        "head[" + order.map { pieces[$0] }.filter { !$0.isEmpty }.joined(separator: ", ") + "]"
    }

    @Test func copiesCleanPiecesAndMakesChangedOnes() throws {
        let pieces = ["alpha", "", "gamma", "delta", "epsilon"]
        let first = try splice(pieces, order: [0, 1, 2, 3, 4], previous: nil)
        #expect(String(decoding: first.bytes, as: UTF8.self) == joined(pieces, [0, 1, 2, 3, 4]))
        #expect(first.copies == 0)
        for (id, piece) in pieces.enumerated() {
            #expect(String(decoding: first.bytes[first.layout.ranges[id]!], as: UTF8.self) == piece)
        }

        // Nothing changed: one copy of everything.
        let same = try splice(pieces, order: [0, 1, 2, 3, 4], previous: (first.bytes, first.layout))
        #expect(same.bytes == first.bytes)
        #expect(same.copies == 1)

        // One piece changed, one moved, one gone, one new and empty.
        var changed = pieces
        changed[2] = "GAMMA!"
        changed[1] = "beta"
        let order = [0, 1, 3, 2]
        let next = try splice(changed, order: order, previous: (first.bytes, first.layout), dirty: [1, 2])
        #expect(String(decoding: next.bytes, as: UTF8.self) == joined(changed, order))
        #expect(next.layout.ranges[4] == nil)
        for id in order {
            #expect(String(decoding: next.bytes[next.layout.ranges[id]!], as: UTF8.self) == changed[id])
        }
        // And again from that version.
        let again = try splice(changed, order: [3, 2, 1, 0], previous: (next.bytes, next.layout))
        #expect(String(decoding: again.bytes, as: UTF8.self) == joined(changed, [3, 2, 1, 0]))
    }
}
