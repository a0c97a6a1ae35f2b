extension RGBA {
    /// "#RGB", "#RGBA", "#RRGGBB", "#RRGGBBAA", hex digits either case, alpha last.
    /// nil if malformed (e.g. "#12345G", missing '#', wrong length).
    public init?(hex: some StringProtocol) {
        self.init(hexUTF8: hex.utf8)
    }

    /// As `init?(hex:)`, from the UTF-8 bytes of the text.
    init?<Bytes: Sequence<UInt8>>(hexUTF8: Bytes) {
        var bytes = hexUTF8.makeIterator()
        guard bytes.next() == UInt8(ascii: "#") else { return nil }

        var digits: UInt32 = 0
        var digitCount = 0
        while let byte = bytes.next() {
            guard digitCount < 8, let nibble = Self.hexDigitValue(byte) else { return nil }
            digits = digits << 4 | nibble
            digitCount += 1
        }

        let channelCount: Int
        let bitsPerChannel: Int
        switch digitCount {
        case 3: (channelCount, bitsPerChannel) = (3, 4)
        case 4: (channelCount, bitsPerChannel) = (4, 4)
        case 6: (channelCount, bitsPerChannel) = (3, 8)
        case 8: (channelCount, bitsPerChannel) = (4, 8)
        default: return nil
        }

        let mask: UInt32 = (1 << bitsPerChannel) - 1
        // n/15 equals the expanded short form n*17/255 exactly (same real number, correctly rounded).
        let maximum = Double(mask)
        func channel(_ index: Int) -> Double {
            let shift = (channelCount - 1 - index) * bitsPerChannel
            return Double((digits >> shift) & mask) / maximum
        }

        self.init(r: channel(0), g: channel(1), b: channel(2), a: channelCount == 4 ? channel(3) : 1)
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
