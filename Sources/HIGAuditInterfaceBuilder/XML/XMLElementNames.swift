import Glibc
import HIGAuditCore

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
        // Open addressing on an FNV-1a hash; -1 is an empty slot. Kept at most half full.
        var slots = [Int32](repeating: -1, count: 64)
        func name(of element: XMLDocument.Element) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[element.nameStart..<element.nameStart + element.nameLength])
        }
        func sameName(_ a: XMLDocument.Element, _ b: XMLDocument.Element) -> Bool {
            a.nameLength == b.nameLength && memcmp(bytes.baseAddress! + a.nameStart, bytes.baseAddress! + b.nameStart, a.nameLength) == 0
        }
        /// The slot holding `element`'s name, or the empty slot where it goes.
        func slot(of element: XMLDocument.Element) -> Int {
            var hash = FNV1a()
            hash.add(name(of: element))
            var slot = Int(truncatingIfNeeded: hash.value) & (slots.count - 1)
            while slots[slot] >= 0, !sameName(elements[first[Int(slots[slot])]], element) {
                slot = (slot + 1) & (slots.count - 1)
            }
            return slot
        }
        for element in elements {
            let found = slot(of: element)
            if slots[found] >= 0 {
                indices.append(slots[found])
                continue
            }
            let index = Int32(names.count)
            names.append(String(decoding: name(of: element), as: UTF8.self))
            first.append(indices.count)
            indices.append(index)
            slots[found] = index
            if names.count * 2 > slots.count {
                slots = [Int32](repeating: -1, count: slots.count * 2)
                for (index, element) in first.enumerated() { slots[slot(of: elements[element])] = Int32(index) }
            }
        }
        self.names = names
        self.kinds = names.map(classify)
        self.indices = indices
    }
}
