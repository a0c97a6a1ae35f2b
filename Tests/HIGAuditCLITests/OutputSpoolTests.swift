import Foundation
import Testing

@testable import HIGAuditCLI

struct OutputSpoolTests {
    /// Bytes beyond the limit go to a temporary file and come back in order, after those
    /// spilled first and before those still in memory.
    @Test func spilledBytesComeBackInOrder() {
        let spool = OutputSpool(limit: 1000)
        var expected: [UInt8] = []
        for index in 0..<500 {
            let piece = Array("entry \(index): \(String(repeating: "x", count: index % 37))\n".utf8)
            spool.append(piece)
            expected += piece
        }
        var drained: [UInt8] = []
        var blocks = 0
        spool.drain {
            drained += $0
            blocks += 1
        }
        #expect(drained == expected)
        #expect(blocks > 1, "read back from the file in blocks, not held at once")
    }

    /// Nothing is lost where no temporary file can be made: the bytes stay in memory.
    @Test func withoutATemporaryFolderTheBytesStayInMemory() {
        let spool = OutputSpool(limit: 100, folder: "/nonexistent-folder")
        let pieces = (0..<50).map { Array("line \($0)\n".utf8) }
        for piece in pieces { spool.append(piece) }
        var drained: [UInt8] = []
        spool.drain { drained += $0 }
        #expect(drained == pieces.flatMap { $0 })
    }
}
