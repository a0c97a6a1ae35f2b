import Testing

@testable import HIGAuditDaemon

@Suite struct AuditProgressTests {
    @Test func processedIsTheBatchBeforeTheOldestOutstandingOne() {
        var progress = AuditProgress()
        progress.ingested = 7
        #expect(progress.processed(oldestOutstanding: nil) == 7)
        #expect(progress.processed(oldestOutstanding: 5) == 4)
        #expect(progress.processed(oldestOutstanding: 9) == 7)
        // While a listing runs, what it will queue is not known yet: no further than published.
        progress.rescansRunning = 1
        progress.published = 3
        #expect(progress.processed(oldestOutstanding: nil) == 3)
    }

    @Test func theFirstScanEndsOnceTheQueueSettlesAfterABatch() {
        var progress = AuditProgress()
        #expect(progress.settled(busy: false) == false)
        progress.ingested = 1
        #expect(progress.scanning(processed: 0))
        #expect(progress.settled(busy: true) == false)
        #expect(progress.settled(busy: false) == true)
        #expect(progress.initialScanDone)
        #expect(progress.settled(busy: false) == false)
        #expect(!progress.scanning(processed: 1))
    }

    @Test func aRequeueIsScanningUntilItsBatchIsProcessedAndUnpublishesIt() {
        var progress = AuditProgress()
        progress.ingested = 4
        _ = progress.settled(busy: false)
        progress.published = 4
        progress.requeueAll(through: 4)
        #expect(progress.published == 3)
        #expect(progress.scanning(processed: 3))
        #expect(!progress.scanning(processed: 4))
        #expect(progress.waitTarget(0) == 4)
        #expect(progress.waitTarget(6) == 6)
        #expect(AuditProgress().waitTarget(0) == 1)
    }

    @Test func auditsAreCountedWithTheLastTime() {
        var progress = AuditProgress()
        progress.audited(at: "2026-01-01T00:00:00Z")
        progress.audited(at: nil)
        #expect(progress.auditsTotal == 2)
        #expect(progress.lastAuditAt == "2026-01-01T00:00:00Z")
    }
}
