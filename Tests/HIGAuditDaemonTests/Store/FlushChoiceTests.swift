import Testing

@testable import HIGAuditDaemon

@Suite struct FlushChoiceTests {

    @Test func aSmallGroupGoesFileByFileWithoutAskingWhatIsPending() {
        let choice = FlushChoice.choose(files: FlushChoice.fileByFileLimit, stagedBytes: 0, queuedBehind: 10_000) {
            Issue.record("asked for the pending bytes")
            return 0
        }
        #expect(choice == .fileByFile)
    }

    @Test func aLargeGroupOrOneInAScanGoesWithItsFileSystemWithoutAsking() {
        let large = FlushChoice.choose(files: FlushChoice.overlappedLimit + 1, stagedBytes: 0, queuedBehind: 0) {
            Issue.record("asked for the pending bytes")
            return nil
        }
        let scanning = FlushChoice.choose(files: 20, stagedBytes: 0, queuedBehind: FlushChoice.scanQueue + 1) {
            Issue.record("asked for the pending bytes")
            return nil
        }
        #expect(large == .fileSystem)
        #expect(scanning == .fileSystem)
        let notYetAScan = FlushChoice.choose(files: FlushChoice.fileByFileLimit + 1, stagedBytes: 0, queuedBehind: FlushChoice.scanQueue) {
            1 << 30
        }
        #expect(notYetAScan == .overlapped, "the first middling group, with as many queued as a scan's limit, reads what is pending")
    }

    @Test func aMiddlingGroupGoesFileByFileOnlyWhenMuchElseIsPending() {
        let staged = 3 << 20
        let foreign = 40 * FlushChoice.foreignBytesPerFile
        #expect(FlushChoice.choose(files: 40, stagedBytes: staged, queuedBehind: 20) { staged + foreign + 1 } == .overlapped)
        #expect(FlushChoice.choose(files: 40, stagedBytes: staged, queuedBehind: 20) { staged + foreign } == .fileSystem)
        #expect(FlushChoice.choose(files: 80, stagedBytes: staged, queuedBehind: 20) { staged + foreign + 1 } == .fileSystem)
        #expect(FlushChoice.choose(files: 40, stagedBytes: staged, queuedBehind: 20) { nil } == .fileSystem)
    }
}
