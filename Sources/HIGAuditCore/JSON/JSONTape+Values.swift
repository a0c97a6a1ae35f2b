extension JSONTape {
    /// The decoded text of a string node.
    package func string(_ i: Int) -> String {
        let node = nodes[i]
        return bytes.withUnsafeBufferPointer { buffer in
            let slice = UnsafeBufferPointer(rebasing: buffer[Int(node.a)..<Int(node.b)])
            if node.kind == .string { return String(decoding: slice, as: UTF8.self) }
            return JSONStringUnescaper.unescape(slice)
        }
    }

    /// Calls `body` with the raw bytes of string node `i` (escapes not decoded).
    @inline(__always)
    package func withRawBytes<T>(of i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        let node = nodes[i]
        return bytes.withUnsafeBufferPointer { buffer in body(UnsafeBufferPointer(rebasing: buffer[Int(node.a)..<Int(node.b)])) }
    }

    /// True when string node `i` holds exactly the ASCII bytes of `text` (no escapes).
    @inline(__always)
    package func stringEquals(_ i: Int, _ text: StaticString) -> Bool {
        let node = nodes[i]
        guard node.kind == .string else { return node.kind == .escapedString && string(i) == text.description }
        let length = Int(node.b - node.a)
        guard length == text.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let start = text.utf8Start
            var k = 0
            while k < length {
                if buffer[Int(node.a) + k] != start[k] { return false }
                k += 1
            }
            return true
        }
    }

    /// The value of a number node; nil when it does not fit a finite Double.
    package func double(_ i: Int) -> Double? {
        let node = nodes[i]
        return bytes.withUnsafeBufferPointer { buffer in
            JSONNumberReader.read(UnsafeBufferPointer(rebasing: buffer[Int(node.a)..<Int(node.b)]))
        }
    }

    /// Calls `body(keyIndex, valueIndex)` for each member of object node `i`.
    @inline(__always)
    package func forEachMember(of i: Int, _ body: (Int, Int) throws -> Void) rethrows {
        var child = i + 1
        let stop = Int(nodes[i].b)
        while child < stop {
            let value = child + 1
            try body(child, value)
            child = end(of: value)
        }
    }

    /// Calls `body(ordinal, elementIndex)` for each element of array node `i`.
    @inline(__always)
    package func forEachElement(of i: Int, _ body: (Int, Int) throws -> Void) rethrows {
        var child = i + 1
        let stop = Int(nodes[i].b)
        var ordinal = 0
        while child < stop {
            try body(ordinal, child)
            ordinal += 1
            child = end(of: child)
        }
    }

    /// The value node of member `key` of object node `i`, if present.
    package func member(_ key: StaticString, of i: Int) -> Int? {
        var found: Int?
        forEachMember(of: i) { k, v in
            if stringEquals(k, key) { found = v }
        }
        return found
    }

    /// RFC 6901 pointer of node `target` (a value node, not a key).
    package func pointer(to target: Int) -> String {
        var path = ""
        var current = root
        while current != target {
            var next: Int?
            switch nodes[current].kind {
            case .object:
                forEachMember(of: current) { k, v in
                    if next == nil, v <= target, target < end(of: v) {
                        path += "/" + JSONPointer.escape(string(k))
                        next = v
                    }
                }
            case .array:
                forEachElement(of: current) { ordinal, v in
                    if next == nil, v <= target, target < end(of: v) {
                        path += "/\(ordinal)"
                        next = v
                    }
                }
            default:
                break
            }
            guard let next else { return path }
            current = next
        }
        return path
    }

    /// The pointer of the value being parsed when parsing stopped early: the chain of
    /// still-open containers, each entered at its last (unfinished) member.
    static func partialPointer(nodes: [Node], bytes: [UInt8]) -> String {
        let tape = JSONTape(bytes: bytes, nodes: nodes)
        func isOpen(_ i: Int) -> Bool {
            i < nodes.count && (nodes[i].kind == .object || nodes[i].kind == .array) && nodes[i].b == 0
        }
        var path = ""
        var current = 0
        while isOpen(current) {
            let members = Int(nodes[current].a)
            let isObject = nodes[current].kind == .object
            var child = current + 1
            var lastValue = -1
            for ordinal in 0..<members {
                let isLast = ordinal == members - 1
                guard child < nodes.count else {
                    if isLast && !isObject { path += "/\(ordinal)" }
                    return path
                }
                if isObject {
                    if isLast { path += "/" + JSONPointer.escape(tape.string(child)) }
                    lastValue = child + 1
                } else {
                    if isLast { path += "/\(ordinal)" }
                    lastValue = child
                }
                guard lastValue < nodes.count else { return path }
                child = isOpen(lastValue) ? nodes.count : tape.end(of: lastValue)
            }
            guard lastValue >= 0 else { return path }
            current = lastValue
        }
        return path
    }
}

/// JSON Pointer (RFC 6901) spelling.
public enum JSONPointer {
    /// A key as one reference token: `~` becomes `~0`, `/` becomes `~1`.
    public static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        return token.replacing("~", with: "~0").replacing("/", with: "~1")
    }

    /// Reference tokens of a pointer, unescaped (`~1` is `/`, then `~0` is `~`).
    public static func tokens(_ pointer: String) -> [Substring] {
        pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { token in
            guard token.utf8.contains(UInt8(ascii: "~")) else { return token }
            return Substring(token.replacing("~1", with: "/").replacing("~0", with: "~"))
        }
    }
}
