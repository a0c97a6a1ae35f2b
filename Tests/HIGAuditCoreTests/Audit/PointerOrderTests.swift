import Testing

@testable import HIGAuditCore

@Suite struct PointerOrderTests {
    @Test func arrayIndicesCompareAsNumbers() {
        #expect(PointerOrder.compare("/elements/2", "/elements/10") < 0)
        #expect(PointerOrder.compare("/elements/10/children/0", "/elements/9") > 0)
        #expect(PointerOrder.compare("/elements/1", "/elements/1") == 0)
    }

    @Test func aParentComesBeforeWhatIsBelowIt() {
        #expect(PointerOrder.compare("", "/elements/0") < 0)
        #expect(PointerOrder.compare("/elements/0", "/elements/0/children/0") < 0)
        #expect(PointerOrder.compare("/elements/0/states/on", "/elements/0") > 0)
    }

    @Test func namesCompareByTheirText() {
        #expect(PointerOrder.compare("/elements/0/states/off", "/elements/0/states/on") < 0)
        #expect(PointerOrder.compare("/elements/0/buttons/1", "/elements/0/children/0") < 0)
    }

    @Test func escapedTokensCompareUnescaped() {
        // `~1` is `/` (0x2F) and `~0` is `~` (0x7E): "a/b" sorts before "a~b".
        #expect(PointerOrder.compare("/x/a~1b", "/x/a~0b") < 0)
        #expect(PointerOrder.compare("/x/a~0b", "/x/a~1b") > 0)
    }

    /// The byte-wise comparison agrees with the token-by-token one on every pair.
    @Test func fastPathAgreesWithTokenComparison() {
        let pointers = [
            "", "/", "//", "/elements", "/elements/0", "/elements/00", "/elements/1", "/elements/10",
            "/elements/9/children/3", "/elements/9/children/30", "/elements/9/items/0", "/a/b", "/a/bc",
            "/a/b/0", "/ab", "/0/a", "/0", "/1/", "/elements/123456789012345678901",
            "/elements/123456789012345678902", "/elements/x1", "/elements/1x",
        ]
        for left in pointers {
            for right in pointers {
                #expect(
                    sign(PointerOrder.compare(left, right)) == sign(PointerOrder.compareTokens(left, right)),
                    "\(left) vs \(right)")
            }
        }
    }

    private func sign(_ value: Int) -> Int { value < 0 ? -1 : (value > 0 ? 1 : 0) }
}
