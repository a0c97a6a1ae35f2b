import Glibc

/// Each distinct element name of a document once, found by its bytes: asking an element's
/// name makes no `String`, and what a reader makes of a name (`XMLScanner.classify`) is
/// worked out once per distinct name rather than once per element and question.
struct XMLElementNames: Sendable {
    /// The distinct names, in order of first use.
    let names: [String]
    /// What the scanner's classifier said of each distinct name.
    let kinds: [UInt8]
    /// Each element's index into `names`.
    let indices: [Int32]

    init(_ elements: [XMLDocument.Element], in bytes: UnsafeBufferPointer<UInt8>, classify: (String) -> UInt8) {
        var names: [String] = []
        var first: [Int] = []  // an element with each name, for comparing bytes
        var indices: [Int32] = []
        indices.reserveCapacity(elements.count)
        // Open addressing on an FNV-1a hash; -1 is an empty slot.
        var slots = [Int32](repeating: -1, count: 64)
        func sameName(_ a: XMLDocument.Element, _ b: XMLDocument.Element) -> Bool {
            a.nameLength == b.nameLength && memcmp(bytes.baseAddress! + a.nameStart, bytes.baseAddress! + b.nameStart, a.nameLength) == 0
        }
        func hash(_ element: XMLDocument.Element) -> Int {
            var value: UInt64 = 0xcbf2_9ce4_8422_2325
            for offset in element.nameStart..<element.nameStart + element.nameLength {
                value = (value ^ UInt64(bytes[offset])) &* 0x100_0000_01b3
            }
            return Int(truncatingIfNeeded: value)
        }
        for element in elements {
            var slot = hash(element) & (slots.count - 1)
            while slots[slot] >= 0, !sameName(elements[first[Int(slots[slot])]], element) {
                slot = (slot + 1) & (slots.count - 1)
            }
            if slots[slot] < 0 {
                slots[slot] = Int32(names.count)
                first.append(indices.count)
                names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[element.nameStart..<element.nameStart + element.nameLength]), as: UTF8.self))
                if names.count * 2 > slots.count {
                    slots = [Int32](repeating: -1, count: slots.count * 2)
                    for (index, firstElement) in first.enumerated() {
                        var free = hash(elements[firstElement]) & (slots.count - 1)
                        while slots[free] >= 0 { free = (free + 1) & (slots.count - 1) }
                        slots[free] = Int32(index)
                    }
                    indices.append(Int32(names.count - 1))
                    continue
                }
            }
            indices.append(slots[slot])
        }
        self.names = names
        self.kinds = names.map(classify)
        self.indices = indices
    }
}
