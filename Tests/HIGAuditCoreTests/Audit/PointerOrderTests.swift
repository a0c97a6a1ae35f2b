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

    /// Sorting a screen's findings by their copied pointers gives the order of
    /// `Finding.documentOrder`, escaped pointers and ties between rules included.
    @Test func findingsSortInDocumentOrder() {
        let pointers = [
            "/elements/10", "/elements/2", "/x/a~0b", "/elements/2", "", "/x/a~1b", "/elements/2/children/0",
            "/elements/9/items/0", "/é/1", "/elements/1x", "/é/0", "/elements/10",
        ]
        let rules = ["text-contrast", "button-missing-label", "touch-target-size"]
        let findings = pointers.enumerated().map { index, pointer in
            Finding(rule: rules[index % rules.count], severity: .warning, pointer: pointer, message: Message("m"))
        }
        let sorted = Auditor.inDocumentOrder(findings)
        let expected = findings.sorted(by: Finding.documentOrder)
        #expect(sorted.map { "\($0.pointer) \($0.rule)" } == expected.map { "\($0.pointer) \($0.rule)" })
        #expect(sorted.first?.pointer == "" && sorted.last?.pointer == "/é/1")
    }

    private func sign(_ value: Int) -> Int { value < 0 ? -1 : (value > 0 ? 1 : 0) }
}
