import Testing

@testable import HIGAuditDaemon

@Suite struct SequenceTallyTests {
    @Test func oldestFollowsJobsComingAndGoing() {
        var tally = SequenceTally()
        #expect(tally.oldest == nil)
        tally.add(5)
        tally.add(3)
        tally.add(3)
        tally.add(9)
        #expect(tally.oldest == 3)
        tally.remove(3)
        #expect(tally.oldest == 3, "one job of batch 3 is still outstanding")
        tally.remove(3)
        #expect(tally.oldest == 5)
        tally.remove(9)
        #expect(tally.oldest == 5)
        tally.remove(5)
        #expect(tally.oldest == nil)
    }

    @Test func removingWhatIsNotThereChangesNothing() {
        var tally = SequenceTally()
        tally.add(2)
        tally.remove(7)
        #expect(tally.oldest == 2)
    }

    /// The same answer as taking the minimum over every outstanding job, whatever the order.
    @Test func agreesWithTheMinimumOverAllJobs() {
        var generator = SystemRandomNumberGenerator()
        var tally = SequenceTally()
        var jobs: [UInt64] = []
        for _ in 0..<5_000 {
            if jobs.isEmpty || Bool.random(using: &generator) {
                let sequence = UInt64.random(in: 1...40, using: &generator)
                jobs.append(sequence)
                tally.add(sequence)
            } else {
                let sequence = jobs.remove(at: Int.random(in: 0..<jobs.count, using: &generator))
                tally.remove(sequence)
            }
            #expect(tally.oldest == jobs.min())
        }
    }
}
