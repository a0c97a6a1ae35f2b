import HIGAuditCore

/// A screen's tallies in rule order (`RuleTally.tallies(of:rules:)`): up to four packed
/// in one word when they are small, any others in an array. The daemon keeps one for every
/// screen it watches; an array each scattered small blocks all over its heap, which kept
/// the pages around them from being given back (docs/benchmarks.md, "Memory per screen").
package struct RuleTallies: Sequence, Sendable, Equatable, ExpressibleByArrayLiteral {
    /// Four 16-bit slots, the first tally in the lowest: rule position in the top 7 bits,
    /// severity in the next 2, count in the low 7. A slot of 0 holds none (no count is 0).
    private var packed: UInt64 = 0
    /// Every tally, when they don't fit in `packed`; empty otherwise.
    private var spilled: [RuleTally] = []

    package init(_ tallies: [RuleTally]) {
        guard tallies.count <= 4, tallies.allSatisfy(Self.fitsPacked) else {
            spilled = tallies
            return
        }
        for (index, tally) in tallies.enumerated() { packed |= UInt64(Self.pack(tally)) << (16 * index) }
    }

    package init(arrayLiteral tallies: RuleTally...) { self.init(tallies) }

    package var count: Int { spilled.isEmpty ? (0..<4).count { packed >> (16 * $0) & 0xFFFF != 0 } : spilled.count }

    package func makeIterator() -> IndexingIterator<[RuleTally]> { array.makeIterator() }

    /// The tallies in order.
    package var array: [RuleTally] {
        guard spilled.isEmpty else { return spilled }
        return (0..<4).compactMap { index in
            let slot = UInt16(truncatingIfNeeded: packed >> (16 * index))
            return slot == 0 ? nil : Self.unpack(slot)
        }
    }

    package static func == (lhs: RuleTallies, rhs: RuleTallies) -> Bool { lhs.array == rhs.array }

    private static let severities = Severity.allCases

    private static func fitsPacked(_ tally: RuleTally) -> Bool { tally.rule < 128 && tally.count > 0 && tally.count < 128 }

    private static func pack(_ tally: RuleTally) -> UInt16 {
        let severity = UInt16(severities.firstIndex(of: tally.severity)!)
        return tally.rule << 9 | severity << 7 | UInt16(tally.count)
    }

    private static func unpack(_ slot: UInt16) -> RuleTally {
        RuleTally(rule: slot >> 9, severity: severities[Int(slot >> 7 & 3)], count: UInt32(slot & 0x7F))
    }
}
