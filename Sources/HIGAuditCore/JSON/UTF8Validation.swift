/// Well-formed UTF-8, checked a sequence at a time inside JSON strings.
enum UTF8Validation {
    /// Length of the well-formed UTF-8 sequence starting at `i` (a non-ASCII lead byte), or nil.
    @inline(__always)
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        let lead = bytes[i]
        let count = bytes.count
        @inline(__always) func cont(_ k: Int) -> Bool { i + k < count && bytes[i + k] & 0xC0 == 0x80 }
        switch lead {
        case 0xC2...0xDF:
            return cont(1) ? 2 : nil
        case 0xE0:
            return cont(1) && bytes[i + 1] >= 0xA0 && cont(2) ? 3 : nil
        case 0xED:
            return cont(1) && bytes[i + 1] < 0xA0 && cont(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return cont(1) && cont(2) ? 3 : nil
        case 0xF0:
            return cont(1) && bytes[i + 1] >= 0x90 && cont(2) && cont(3) ? 4 : nil
        case 0xF1...0xF3:
            return cont(1) && cont(2) && cont(3) ? 4 : nil
        case 0xF4:
            return cont(1) && bytes[i + 1] < 0x90 && cont(2) && cont(3) ? 4 : nil
        default:
            return nil
        }
    }
}
