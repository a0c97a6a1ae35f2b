import HIGAuditCore
import Testing

@testable import HIGAuditOutputs

@Suite struct RuleTalliesTests {
    private func tally(_ rule: UInt16, _ severity: Severity, _ count: UInt32) -> RuleTally {
        RuleTally(rule: rule, severity: severity, count: count)
    }

    /// Whatever the form they are kept in, tallies read back as given, in order.
    @Test(arguments: [
        [],
        [RuleTally(rule: 0, severity: .error, count: 1)],
        [RuleTally(rule: 3, severity: .error, count: 24), RuleTally(rule: 3, severity: .note, count: 2), RuleTally(rule: 127, severity: .warning, count: 127)],
        // Five: more than are held inline.
        (0..<5).map { RuleTally(rule: UInt16($0), severity: .warning, count: UInt32($0) + 1) },
        // A rule position or a count too large to pack.
        [RuleTally(rule: 128, severity: .error, count: 1)],
        [RuleTally(rule: 1, severity: .note, count: 128), RuleTally(rule: 2, severity: .note, count: 1)],
        [RuleTally(rule: 1, severity: .note, count: 0)],
    ])
    func talliesReadBackAsGiven(_ tallies: [RuleTally]) {
        let kept = RuleTallies(tallies)
        #expect(kept.array == tallies)
        #expect(Array(kept) == tallies)
        #expect(kept.count == tallies.count)
    }

    @Test func equalTalliesCompareEqualWhateverTheirForm() {
        let four = (0..<4).map { tally(UInt16($0), .error, 2) }
        #expect(RuleTallies(four) == RuleTallies(four))
        #expect(RuleTallies(four) != RuleTallies(Array(four.prefix(3))))
        #expect(RuleTallies([tally(1, .error, 1)]) != RuleTallies([tally(1, .warning, 1)]))
        #expect(RuleTallies([tally(1, .error, 1)]) == [tally(1, .error, 1)])
    }
}
