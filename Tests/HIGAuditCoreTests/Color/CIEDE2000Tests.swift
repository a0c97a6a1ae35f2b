import HIGAuditCore
import Testing

struct CIEDE2000Pair: Sendable, CustomTestStringConvertible {
    let first: Lab
    let second: Lab
    let difference: Double

    init(_ l1: Double, _ a1: Double, _ b1: Double, _ l2: Double, _ a2: Double, _ b2: Double, _ difference: Double) {
        first = Lab(l: l1, a: a1, b: b1)
        second = Lab(l: l2, a: a2, b: b2)
        self.difference = difference
    }

    var testDescription: String {
        "(\(first.l), \(first.a), \(first.b)) vs (\(second.l), \(second.a), \(second.b)) = \(difference)"
    }
}

@Suite struct CIEDE2000Tests {
    /// Table 1 of G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000 Color-Difference Formula: Implementation
    /// Notes, Supplementary Test Data, and Mathematical Observations", Color Res. Appl. 30(1), 2005
    /// (http://www2.ece.rochester.edu/~gsharma/ciede2000/); transcribed as in Argyll CMS's CIEDE2000 test.
    static let sharmaTable: [CIEDE2000Pair] = [
        .init(50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
        .init(50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),
        .init(50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412),
        .init(50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),
        .init(50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000),
        .init(50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000),
        .init(50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
        .init(50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669),
        .init(50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),
        .init(50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792),
        .init(50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195),
        .init(50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195),
        .init(50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045),
        .init(50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045),
        .init(50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461),
        .init(50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065),
        .init(50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
        .init(50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977),
        .init(50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),
        .init(50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535),
        .init(50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000),
        .init(50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000),
        .init(50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000),
        .init(50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000),
        .init(60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
        .init(63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
        .init(61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
        .init(35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
        .init(22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
        .init(36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
        .init(90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
        .init(90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
        .init(6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
        .init(2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
    ]

    @Test func tableHasAllPairs() {
        #expect(Self.sharmaTable.count == 34)
    }

    @Test(arguments: sharmaTable)
    func matchesSharmaTable(pair: CIEDE2000Pair) {
        #expect(abs(CIEDE2000.difference(pair.first, pair.second) - pair.difference) < 0.00005)
        #expect(abs(CIEDE2000.difference(pair.second, pair.first) - pair.difference) < 0.00005)
    }

    @Test func identicalColorsDifferByZero() {
        let gray = Lab(l: 53.6, a: 0, b: 0)
        #expect(CIEDE2000.difference(gray, gray) == 0)
        let blue = Lab(l: 32.3, a: 79.2, b: -107.9)
        #expect(CIEDE2000.difference(blue, blue) == 0)
    }
}
