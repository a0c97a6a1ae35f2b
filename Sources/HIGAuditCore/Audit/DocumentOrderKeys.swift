/// The pointers of a screen's findings, copied once into one buffer for sorting them: a
/// sort compares each pointer several times, and comparing `String`s asks each time
/// whether it is escaped and for its bytes.
struct DocumentOrderKeys {
    private var bytes: [UInt8] = []
    private var ranges: [Range<Int>] = []
    /// Pointers with an escape or a non-ASCII byte, which compare by their unescaped tokens.
    private var escaped: [String?] = []

    init(_ findings: [Finding]) {
        ranges.reserveCapacity(findings.count)
        escaped.reserveCapacity(findings.count)
        for finding in findings {
            let start = bytes.count
            bytes.append(contentsOf: finding.pointer.utf8)
            ranges.append(start..<bytes.count)
            escaped.append(PointerOrder.needsUnescaping(bytes[start...]) ? finding.pointer : nil)
        }
    }

    /// Negative, zero or positive as the pointer of finding `lhs` comes before, with, or
    /// after that of finding `rhs`; the same order as `PointerOrder.compare`.
    func compare(_ lhs: Int, _ rhs: Int) -> Int {
        if escaped[lhs] != nil || escaped[rhs] != nil {
            return PointerOrder.compareTokens(pointer(lhs), pointer(rhs))
        }
        return bytes.withUnsafeBufferPointer { buffer in
            PointerOrder.compare(UnsafeBufferPointer(rebasing: buffer[ranges[lhs]]), UnsafeBufferPointer(rebasing: buffer[ranges[rhs]]))
        }
    }

    private func pointer(_ index: Int) -> String {
        escaped[index] ?? String(decoding: bytes[ranges[index]], as: UTF8.self)
    }
}
