/// The report keys of one source, in order. Most sources have one report, held here
/// without an array: an array for each of 20,000 sources scattered small blocks all over
/// the heap (docs/benchmarks.md, "Memory per screen").
struct SourceKeys: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
    private enum Storage: Sendable {
        case one(String)
        case many([String])
    }

    private var storage: Storage

    init(_ keys: [String]) {
        storage = keys.count == 1 ? .one(keys[0]) : .many(keys)
    }

    init(arrayLiteral keys: String...) { self.init(keys) }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .one: 1
        case .many(let keys): keys.count
        }
    }

    subscript(position: Int) -> String {
        switch storage {
        case .one(let key):
            precondition(position == 0, "index out of range")
            return key
        case .many(let keys): return keys[position]
        }
    }

    static func == (lhs: SourceKeys, rhs: SourceKeys) -> Bool { lhs.elementsEqual(rhs) }

    mutating func append(_ key: String) {
        switch storage {
        case .one(let first): storage = .many([first, key])
        case .many(let keys): storage = keys.isEmpty ? .one(key) : .many(keys + [key])
        }
    }
}
