/// Where each report's piece is in an aggregate file, by report id: eight bytes an id where
/// `[Range<Int>?]` took 24 (three aggregates, 20,000 screens: 1.4 MB). A range that doesn't
/// fit (a start past 1 TiB, a piece over 8 MiB) is kept as none, so that its piece is made
/// afresh at the next write rather than copied.
struct PieceRanges: Sendable, Equatable {
    /// Start in the high 41 bits, length in the low 23; all ones for none.
    private var packed: [UInt64]

    private static let none = UInt64.max
    private static let lengthBits: UInt64 = 23

    /// `count` ids, none of them with a piece.
    init(count: Int) {
        packed = Array(repeating: Self.none, count: count)
    }

    var count: Int { packed.count }

    subscript(id: Int) -> Range<Int>? {
        get {
            let word = packed[id]
            guard word != Self.none else { return nil }
            let start = Int(word >> Self.lengthBits)
            return start..<(start + Int(word & (1 << Self.lengthBits - 1)))
        }
        set {
            guard let range = newValue, range.lowerBound >= 0, range.count < 1 << Self.lengthBits,
                range.lowerBound < 1 << (64 - Self.lengthBits) - 1
            else {
                packed[id] = Self.none
                return
            }
            packed[id] = UInt64(range.lowerBound) << Self.lengthBits | UInt64(range.count)
        }
    }
}
