import HIGAuditCore
import Testing

@Suite struct NumberFormattingTests {
    @Test(arguments: [
        (4.499, 4.49),
        (4.55, 4.55),
        (2.1987, 2.19),
        (21, 21),
        (21.0, 21),
        (4.5, 4.5),
        (2.81, 2.81),
        (2.8099999, 2.8),
        (1.005, 1.0),
        (0.29, 0.29),
        (0.57, 0.57),
        (1.15, 1.15),
        (4.999999, 4.99),
        (20.999, 20.99),
        (1e-7, 0),
        (1.5e-5, 0),
        (0.009, 0),
        (0.01, 0.01),
        (-4.499, -4.49),
        (-2.1987, -2.19),
        (1e20, 1e20),
        (123456.789, 123456.78),
    ])
    func truncatedToTwoPlaces(value: Double, expected: Double) {
        #expect(NumberFormatting.truncated(value, places: 2) == expected)
    }

    @Test func truncatedKeepsShortValuesUnchanged() {
        for value in [0.1, 0.2, 0.3, 0.7, 1.1, 2.3, 4.35, 8.15, 9.95, 16.7, 3.0, 0.0] {
            #expect(NumberFormatting.truncated(value, places: 2) == value)
        }
    }

    @Test func truncatedNeverRoundsUp() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<10_000 {
            let value = Double.random(in: 0..<25, using: &random)
            let cut = NumberFormatting.truncated(value, places: 2)
            #expect(cut <= value)
            #expect(value - cut < 0.01 + 1e-12)
            // At most two decimals once written out.
            let text = NumberFormatting.json(cut)
            if let dot = text.firstIndex(of: ".") {
                #expect(text.distance(from: dot, to: text.endIndex) - 1 <= 2, "\(value) -> \(text)")
            }
        }
    }

    @Test func truncatedOtherPlaces() {
        #expect(NumberFormatting.truncated(3.14159, places: 0) == 3)
        #expect(NumberFormatting.truncated(3.14159, places: 1) == 3.1)
        #expect(NumberFormatting.truncated(3.14159, places: 4) == 3.1415)
        #expect(NumberFormatting.truncated(1e-7, places: 7) == 1e-7)
        #expect(NumberFormatting.truncated(1.23e-7, places: 8) == 1.2e-7)
    }

    @Test func truncatedPassesNonFiniteValuesThrough() {
        #expect(NumberFormatting.truncated(.infinity, places: 2) == .infinity)
        #expect(NumberFormatting.truncated(-.infinity, places: 2) == -.infinity)
        #expect(NumberFormatting.truncated(.nan, places: 2).isNaN)
    }

    @Test(arguments: [
        (63.056469930209424, 63.06),
        (-68.54146436644962, -68.54),
        (58.146262578561334, 58.15),
        (0.125, 0.13),
        (-0.125, -0.13),
        (2.5, 2.5),
        (4.499, 4.5),
        (4.494, 4.49),
        (100, 100),
        (0.005, 0.01),
    ])
    func roundedToTwoPlaces(value: Double, expected: Double) {
        #expect(NumberFormatting.rounded(value, places: 2) == expected)
    }

    @Test func roundedHalfAwayFromZeroAndNoNegativeZero() {
        #expect(NumberFormatting.rounded(2.5, places: 0) == 3)
        #expect(NumberFormatting.rounded(-2.5, places: 0) == -3)
        #expect(NumberFormatting.rounded(0.4, places: 0) == 0)
        let tiny = NumberFormatting.rounded(-0.001, places: 2)
        #expect(tiny == 0)
        #expect(tiny.sign == .plus)
        #expect(NumberFormatting.json(tiny) == "0")
    }

    @Test(arguments: [
        (3.0, "3"),
        (21, "21"),
        (-2, "-2"),
        (0, "0"),
        (-0.0, "0"),
        (2.81, "2.81"),
        (4.5, "4.5"),
        (0.1, "0.1"),
        (-68.54, "-68.54"),
        (123456789012345, "123456789012345"),
        (1e-7, "1e-07"),
        (0.30000000000000004, "0.30000000000000004"),
    ])
    func json(value: Double, text: String) {
        #expect(NumberFormatting.json(value) == text)
    }

    @Test func jsonNumbersParseBackToTheSameValue() throws {
        var random = SplitMix64(seed: 99)
        var values: [Double] = [1e15, 1e16, -1e300, 1e-300, Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude, 4.49, 1.0 / 3]
        for _ in 0..<1000 { values.append(Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF)) }
        for _ in 0..<1000 { values.append(Double.random(in: -1e6...1e6, using: &random)) }
        for value in values {
            let text = NumberFormatting.json(value)
            let tape = try JSONParser().parse(Array(text.utf8))
            #expect(tape.kind(tape.root) == .number, "\(text)")
            #expect(tape.double(tape.root) == value, "\(text)")
        }
    }

    @Test func jsonOfNonFiniteValuesIsNull() {
        #expect(NumberFormatting.json(.nan) == "null")
        #expect(NumberFormatting.json(.infinity) == "null")
        #expect(NumberFormatting.json(-.infinity) == "null")
    }

    @Test(arguments: [
        (4.5, "4.5"),
        (3, "3"),
        (2.81, "2.81"),
        (2.8149, "2.81"),
        (4.5001, "4.5"),
        (7.0001, "7"),
        (0.004, "0"),
    ])
    func displayShowsAtMostTwoDecimals(value: Double, text: String) {
        #expect(NumberFormatting.display(value) == text)
    }

    @Test func displayWithOtherPlaces() {
        #expect(NumberFormatting.display(3.14159, places: 1) == "3.1")
        #expect(NumberFormatting.display(3.14159, places: 3) == "3.142")
        #expect(NumberFormatting.display(3.14159, places: 0) == "3")
    }
}
