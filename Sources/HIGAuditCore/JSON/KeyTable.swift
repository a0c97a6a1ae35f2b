import Glibc

/// Finds the slot of a member name among a fixed set of names without building a String
/// or hashing one: names are bucketed by length and first byte, then compared byte by byte.
package struct KeyTable: Sendable {
    /// Every name's bytes, one after another.
    private let names: [UInt8]
    /// Per candidate: offset of its bytes in `names`, its length, its slot, the next
    /// candidate of the same bucket (or -1).
    private let entries: [Entry]
    /// First candidate of each bucket, or -1.
    private let heads: [Int32]
    /// How many names the table holds.
    package let count: Int

    private struct Entry: Sendable {
        var offset: Int32
        var length: Int32
        var slot: Int32
        var next: Int32
    }

    private static let bucketCount = 256

    /// A table of `names`, each found at its index in the array.
    package init(_ names: [String]) {
        var bytes: [UInt8] = []
        var entries: [Entry] = []
        var heads = [Int32](repeating: -1, count: Self.bucketCount)
        for (slot, name) in names.enumerated() {
            let utf8 = Array(name.utf8)
            let bucket = Self.bucket(length: utf8.count, first: utf8.first ?? 0)
            entries.append(Entry(offset: Int32(bytes.count), length: Int32(utf8.count), slot: Int32(slot), next: heads[bucket]))
            heads[bucket] = Int32(entries.count - 1)
            bytes.append(contentsOf: utf8)
        }
        self.names = bytes
        self.entries = entries
        self.heads = heads
        count = names.count
    }

    /// A table of `names`, which must be no more than `maximum`.
    package init(_ names: [String], maximum: Int) {
        precondition(names.count <= maximum)
        self.init(names)
    }

    @inline(__always)
    private static func bucket(length: Int, first: UInt8) -> Int {
        (length &* 31 &+ Int(first)) & (bucketCount - 1)
    }

    func slot(of key: Int, in tape: JSONTape) -> Int? {
        let node = tape.nodes[key]
        guard node.kind == .string else {
            guard node.kind == .escapedString else { return nil }
            return slot(of: Array(tape.string(key).utf8))
        }
        return tape.bytes.withUnsafeBufferPointer { buffer in
            slot(of: UnsafeBufferPointer(rebasing: buffer[Int(node.a)..<Int(node.b)]))
        }
    }

    func slot(of key: [UInt8]) -> Int? {
        key.withUnsafeBufferPointer { slot(of: $0) }
    }

    private func slot(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let length = key.count
        var candidate = heads[Self.bucket(length: length, first: key.first ?? 0)]
        return names.withUnsafeBufferPointer { names in
            entries.withUnsafeBufferPointer { entries in
                while candidate >= 0 {
                    let entry = entries[Int(candidate)]
                    if Int(entry.length) == length,
                        length == 0 || memcmp(names.baseAddress! + Int(entry.offset), key.baseAddress!, length) == 0
                    {
                        return Int(entry.slot)
                    }
                    candidate = entry.next
                }
                return nil
            }
        }
    }
}
