import HIGAuditFiles
import Testing

@testable import HIGAuditDaemon

@Suite struct AuditQueueTests {
    static let root = SourceRoot(path: "/w", name: "")
    static func file(_ path: String) -> SourceFile { SourceFile(root: root, relativePath: path) }

    @Test func jobsAreTakenInTheOrderTheyWereFirstQueuedAndCoalesced() {
        var queue = AuditQueue()
        #expect(queue.enqueue(Self.file("a.json"), sequence: 1) == true)
        #expect(queue.enqueue(Self.file("b.json"), sequence: 2) == true)
        #expect(queue.enqueue(Self.file("a.json"), sequence: 3, force: true) == false)
        #expect(queue.depth == 2)
        let first = queue.take()
        #expect(first?.file.sourcePath == "a.json" && first?.sequence == 3 && first?.force == true)
        #expect(first?.queuedBehind == 1)
        let second = queue.take()
        #expect(second?.file.sourcePath == "b.json" && second?.queuedBehind == 0)
        #expect(queue.take() == nil)
        #expect(queue.depth == 2)
        #expect(queue.isRunning("a.json"))
    }

    @Test func aDrainedQueueGivesBackTheRoomAFirstScanGrewItTo() {
        var queue = AuditQueue()
        for index in 0..<5000 { queue.enqueue(Self.file("s\(index).json"), sequence: 1) }
        #expect(queue.heldRoom >= 10_000)
        queue.cancel("s4999.json")
        var taken = 0
        while let job = queue.take() {
            taken += 1
            if taken < 4999 { #expect(queue.heldRoom > 0, "room kept while jobs wait") }
            _ = queue.finish(job.file.sourcePath)
        }
        #expect(taken == 4999)
        #expect(queue.heldRoom == 0, "an empty queue holds no room")
        #expect(queue.depth == 0 && queue.oldestOutstanding == nil)
        // And it works on as before.
        #expect(queue.enqueue(Self.file("a.json"), sequence: 2) == true)
        #expect(queue.take()?.file.sourcePath == "a.json")
    }

    @Test func theOldestOutstandingBatchFollowsTheJobs() {
        var queue = AuditQueue()
        #expect(queue.oldestOutstanding == nil)
        queue.enqueue(Self.file("a.json"), sequence: 4)
        queue.enqueue(Self.file("b.json"), sequence: 5)
        #expect(queue.oldestOutstanding == 4)
        // Coalescing keeps the newer batch.
        queue.enqueue(Self.file("a.json"), sequence: 6)
        #expect(queue.oldestOutstanding == 5)
        _ = queue.take()
        _ = queue.take()
        #expect(queue.finish("b.json") == nil)
        #expect(queue.oldestOutstanding == 6)
        #expect(queue.finish("a.json") == nil)
        #expect(queue.oldestOutstanding == nil)
        #expect(queue.depth == 0)
    }

    @Test func aChangeToARunningScreenIsAuditedAgainAfterIt() {
        var queue = AuditQueue()
        queue.enqueue(Self.file("a.json"), sequence: 1)
        _ = queue.take()
        #expect(queue.enqueue(Self.file("a.json"), sequence: 2, force: true) == false)
        #expect(queue.enqueue(Self.file("a.json"), sequence: 3) == false)
        #expect(queue.depth == 2)
        #expect(queue.oldestOutstanding == 1)
        let again = queue.finish("a.json")
        #expect(again?.sequence == 3 && again?.force == true)
        #expect(queue.oldestOutstanding == nil)
    }

    @Test func cancellingDropsQueuedAndRepeatedJobsAndMarksARunningOne() {
        var queue = AuditQueue()
        queue.enqueue(Self.file("x/a.json"), sequence: 1)
        queue.enqueue(Self.file("x/b.json"), sequence: 1)
        queue.enqueue(Self.file("y.json"), sequence: 1)
        _ = queue.take()
        queue.enqueue(Self.file("x/a.json"), sequence: 2)
        queue.cancelAll(under: "x")
        #expect(queue.removedWhileRunning == ["x/a.json"])
        #expect(queue.rerun.isEmpty)
        #expect(queue.take()?.file.sourcePath == "y.json")
        #expect(queue.finish("x/a.json") == nil)
        #expect(queue.removedWhileRunning.isEmpty)
        queue.cancel("y.json")
        #expect(queue.removedWhileRunning == ["y.json"])
    }

    @Test func aHeldSourceStartsNoJobUntilReleased() {
        var queue = AuditQueue()
        queue.enqueue(Self.file("a.json"), sequence: 1)
        queue.hold("a.json")
        #expect(queue.isRunning("a.json"))
        #expect(queue.take() == nil)
        #expect(queue.enqueue(Self.file("a.json"), sequence: 2) == false)
        #expect(queue.depth == 1)
        let again = queue.release("a.json")
        #expect(again?.sequence == 2)
        #expect(!queue.isRunning("a.json"))
    }
}
