import Testing

@testable import HIGAuditFiles

@Suite struct PendingWritebackTests {
    @Test func addsDirtyAndWritebackInBytes() {
        let text = """
            MemTotal:       24684544 kB
            Dirty:             14008 kB
            Writeback:           100 kB
            WritebackTmp:          0 kB

            """
        #expect(PendingWriteback.parse(Array(text.utf8)) == (14008 + 100) * 1024)
    }

    @Test func aTextWithoutEitherLineGivesNothing() {
        #expect(PendingWriteback.parse(Array("MemTotal: 1 kB\nDirty: 5 kB\n".utf8)) == nil)
        #expect(PendingWriteback.parse(Array("Dirty: kB\nWriteback: 0 kB\n".utf8)) == nil)
        #expect(PendingWriteback.parse([]) == nil)
        #expect(PendingWriteback.parse(Array("Dirty: 1234567890123456 kB\nWriteback: 0 kB\n".utf8)) == nil)
    }

    @Test func thisSystemsCountIsRead() {
        #expect((PendingWriteback.bytes() ?? -1) >= 0)
    }
}
