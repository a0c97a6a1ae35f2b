/// Finds the slot of a member name among a fixed set of names, by length and then bytes,
/// without building a String or hashing.
public struct KeyTable: Sendable {
    private var buckets: [[(bytes: [UInt8], slot: Int)]]
    public let count: Int

    public init(_ names: [String]) {
        let longest = names.map(\.utf8.count).max() ?? 0
        buckets = Array(repeating: [], count: longest + 1)
        for (slot, name) in names.enumerated() {
            buckets[name.utf8.count].append((Array(name.utf8), slot))
        }
        count = names.count
    }

    public init(_ names: [String], maximum: Int) {
        precondition(names.count <= maximum)
        self.init(names)
    }

    func slot(of key: Int, in tape: JSONTape) -> Int? {
        let node = tape.nodes[key]
        guard node.kind == .string else {
            guard node.kind == .escapedString else { return nil }
            let text = Array(tape.string(key).utf8)
            guard text.count < buckets.count else { return nil }
            return buckets[text.count].first { $0.bytes == text }?.slot
        }
        let length = Int(node.b - node.a)
        guard length < buckets.count else { return nil }
        let start = Int(node.a)
        return tape.bytes.withUnsafeBufferPointer { buffer in
            for candidate in buckets[length] {
                var equal = true
                var k = 0
                while k < length {
                    if buffer[start + k] != candidate.bytes[k] {
                        equal = false
                        break
                    }
                    k += 1
                }
                if equal { return candidate.slot }
            }
            return nil
        }
    }

}
