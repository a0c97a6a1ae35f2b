import Testing

@testable import HIGAuditDaemon

@Suite struct ReportWaitersTests {
    @Test func waitersAreResolvedOnceTheirBatchIsPublished() {
        var waiters = ReportWaiters<String>()
        _ = waiters.add("first", for: 3)
        _ = waiters.add("second", for: 5)
        _ = waiters.add("third", for: 2)
        #expect(waiters.anyWaiting(upTo: 2))
        #expect(!waiters.anyWaiting(upTo: 1))
        #expect(waiters.takeResolved(published: 3) == ["first", "third"])
        #expect(waiters.takeResolved(published: 4).isEmpty)
        #expect(waiters.takeResolved(published: 5) == ["second"])
        #expect(waiters.isEmpty)
    }

    @Test func aWaiterWhoseTimeRanOutIsTakenOnce() {
        var waiters = ReportWaiters<String>()
        let id = waiters.add("late", for: 9)
        let other = waiters.add("other", for: 9)
        #expect(id != other)
        #expect(waiters.expire(id) == "late")
        #expect(waiters.expire(id) == nil)
        #expect(waiters.takeAll() == ["other"])
        #expect(waiters.isEmpty)
    }
}
