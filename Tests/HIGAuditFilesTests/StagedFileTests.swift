import Foundation
import Glibc
import Testing

@testable import HIGAuditFiles

@Suite struct StagedFileTests {
    @Test func aFlushedFileGoesInPlaceWithItsBytes() throws {
        let sandbox = try FileSandbox()
        let staged = try StagedFile.stage(Array("report".utf8), to: sandbox.path("a.json"))
        try staged.flush()
        try staged.commit()
        #expect(try String(contentsOfFile: sandbox.path("a.json"), encoding: .utf8) == "report")
    }

    @Test func aFileWhoseWritebackWasStartedIsStillFlushedAndCommittedAndKnowsItsSize() throws {
        let sandbox = try FileSandbox()
        let staged = try StagedFile.stage(Array("report".utf8), to: sandbox.path("a.json"))
        #expect(staged.size == 6)
        staged.startFlush()
        try staged.flush()
        try staged.commit()
        #expect(try String(contentsOfFile: sandbox.path("a.json"), encoding: .utf8) == "report")
    }

    @Test func aTemporaryFileThatIsGoneFailsItsFlushNamingIt() throws {
        let sandbox = try FileSandbox()
        let staged = try StagedFile.stage(Array("report".utf8), to: sandbox.path("a.json"))
        staged.discard()
        do {
            try staged.flush()
            Issue.record("a file that is gone was flushed")
        } catch {
            #expect(error.code == ENOENT)
            #expect(error.path == staged.temporary)
            #expect(error.operation == "open")
        }
    }
}
