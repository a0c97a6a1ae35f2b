extension JSONTape {
    /// The tape that parsing `value` written as JSON gives, made without writing or parsing
    /// text: an input that builds its document in memory (Interface Builder) decodes it so.
    /// Numbers are kept as `JSONWriter` writes them, so they read back as they would.
    package init(_ value: JSONValue) {
        var builder = TapeBuilder()
        builder.add(value)
        self.init(bytes: builder.bytes, nodes: builder.nodes)
    }
}

/// Appends nodes in the parser's pre-order, strings as their raw UTF-8 (nothing to unescape).
private struct TapeBuilder {
    var bytes: [UInt8] = []
    var nodes: [JSONTape.Node] = []

    init() {
        bytes.reserveCapacity(16 * 1024)
        nodes.reserveCapacity(1024)
    }

    mutating func add(_ value: JSONValue) {
        switch value {
        case .null: nodes.append(JSONTape.Node(kind: .null, a: 0, b: 0))
        case .bool(let flag): nodes.append(JSONTape.Node(kind: flag ? .true : .false, a: 0, b: 0))
        case .number(let number): text(NumberFormatting.json(number), kind: .number)
        case .string(let string): text(string, kind: .string)
        case .array(let items):
            let index = container(.array, count: items.count)
            for item in items { add(item) }
            nodes[index].b = UInt32(nodes.count)
        case .object(let members):
            let index = container(.object, count: members.count)
            for member in members {
                text(member.key, kind: .string)
                add(member.value)
            }
            nodes[index].b = UInt32(nodes.count)
        }
    }

    private mutating func container(_ kind: JSONTape.Kind, count: Int) -> Int {
        nodes.append(JSONTape.Node(kind: kind, a: UInt32(count), b: 0))
        return nodes.count - 1
    }

    private mutating func text(_ string: String, kind: JSONTape.Kind) {
        let start = bytes.count
        bytes.append(contentsOf: string.utf8)
        nodes.append(JSONTape.Node(kind: kind, a: UInt32(start), b: UInt32(bytes.count)))
    }
}
