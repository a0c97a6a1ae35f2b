/// A strict RFC 8259 parser producing a `JSONTape`. Iterative, so nesting depth is
/// bounded by `maxDepth` instead of the call stack.
public struct JSONParser: Sendable {
    /// The deepest nesting accepted.
    public var maxDepth: Int

    /// A parser that fails documents whose arrays and objects nest deeper than `maxDepth`.
    public init(maxDepth: Int = 512) {
        self.maxDepth = maxDepth
    }

    /// The tape of a JSON document, or where and why it isn't valid JSON.
    public func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONTape {
        var nodes: [JSONTape.Node] = []
        let failure: (offset: Int, message: Message)? = bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer, maxDepth: maxDepth)
            let failure = scanner.run()
            nodes = scanner.nodes.array()
            return failure
        }
        if let failure {
            throw makeError(failure, bytes: bytes, nodes: nodes)
        }
        return JSONTape(bytes: bytes, nodes: nodes)
    }

    private func makeError(_ failure: (offset: Int, message: Message), bytes: [UInt8], nodes: [JSONTape.Node]) -> JSONSyntaxError {
        let position = TextPosition(of: failure.offset, in: bytes)
        let pointer = JSONTape.partialPointer(nodes: nodes, bytes: bytes)
        return JSONSyntaxError(message: failure.message, pointer: pointer, line: position.line, column: position.column)
    }
}

private struct Scanner: ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    var position = 0
    var nodes: GrowableBuffer<JSONTape.Node>
    /// Open containers: tape index and whether it is an object.
    var stack = GrowableBuffer<OpenContainer>(capacity: 64)

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        // About one node per 4 bytes of typical JSON; the buffer grows when it is not enough.
        nodes = GrowableBuffer(capacity: bytes.count / 4 + 16)
    }

    mutating func run() -> (offset: Int, message: Message)? {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        skipWhitespace()
        if position == bytes.count {
            return (position, Message(bytes.isEmpty ? "json.empty" : "json.blank"))
        }
        if let failure = parseValue() { return failure }
        while !stack.isEmpty {
            if let failure = continueContainer() { return failure }
        }
        skipWhitespace()
        if position != bytes.count {
            return (position, Message("json.trailing", [.init("found", describe(position))]))
        }
        return nil
    }

    @inline(__always) mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    func describe(_ offset: Int) -> Message.Argument.Value {
        guard offset < bytes.count else { return .message(Message("json.end-of-file")) }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return .text("'\(Character(Unicode.Scalar(byte)))'") }
        return .message(Message("json.byte", ["byte": "0x" + String(byte, radix: 16, uppercase: true)]))
    }

    /// After a value inside the innermost open container: a separator, the container's
    /// end, or (after a comma) the next member.
    mutating func continueContainer() -> (offset: Int, message: Message)? {
        let top = stack.last
        skipWhitespace()
        guard position < bytes.count else {
            return (position, Message(top.isObject ? "json.unclosed-object" : "json.unclosed-array"))
        }
        let byte = bytes[position]
        if byte == UInt8(ascii: top.isObject ? "}" : "]") {
            position += 1
            nodes.base[top.index].b = UInt32(nodes.count)
            stack.removeLast()
            return nil
        }
        guard byte == UInt8(ascii: ",") else {
            return (position, Message("json.expected-separator", [.init("close", top.isObject ? "}" : "]"), .init("found", describe(position))]))
        }
        position += 1
        skipWhitespace()
        nodes.base[top.index].a += 1
        if top.isObject, let failure = parseKey() { return failure }
        return parseValue()
    }

    mutating func parseKey() -> (offset: Int, message: Message)? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            return (position, Message("json.expected-key", [.init("found", describe(position))]))
        }
        if let failure = parseString() { return failure }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
            return (position, Message("json.expected-colon", [.init("found", describe(position))]))
        }
        position += 1
        skipWhitespace()
        return nil
    }

    /// Parses one value; a container is opened (and its first member started) and left
    /// on the stack for `continueContainer`.
    mutating func parseValue() -> (offset: Int, message: Message)? {
        while true {
            guard position < bytes.count else { return (position, Message("json.unexpected-end")) }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = byte == UInt8(ascii: "{")
                if stack.count >= maxDepth {
                    return (position, Message("json.too-deep", ["limit": String(maxDepth)]))
                }
                position += 1
                nodes.append(.init(kind: isObject ? .object : .array, a: 0, b: 0))
                stack.append(OpenContainer(index: nodes.count - 1, isObject: isObject))
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: isObject ? "}" : "]") {
                    position += 1
                    nodes.base[nodes.count - 1].b = UInt32(nodes.count)
                    stack.removeLast()
                    return nil
                }
                nodes.base[nodes.count - 1].a = 1
                if isObject, let failure = parseKey() { return failure }
                continue
            case UInt8(ascii: "\""):
                return parseString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return parseNumber()
            case UInt8(ascii: "t"):
                return parseLiteral("true", kind: .true)
            case UInt8(ascii: "f"):
                return parseLiteral("false", kind: .false)
            case UInt8(ascii: "n"):
                return parseLiteral("null", kind: .null)
            default:
                return (position, Message("json.expected-value", [.init("found", describe(position))]))
            }
        }
    }

    mutating func parseLiteral(_ word: StaticString, kind: JSONTape.Kind) -> (offset: Int, message: Message)? {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return (position, Message("json.expected-value", [.init("found", describe(position))])) }
        let start = word.utf8Start
        for k in 0..<count where bytes[position + k] != start[k] {
            return (position, Message("json.expected-value", [.init("found", describe(position))]))
        }
        nodes.append(.init(kind: kind, a: UInt32(position), b: UInt32(position + count)))
        position += count
        return nil
    }

    mutating func parseNumber() -> (offset: Int, message: Message)? {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else {
            return (position, Message("json.number-digit", [.init("found", describe(position))]))
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) {
                return (position, Message("json.leading-zero"))
            }
        } else {
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else {
                return (position, Message("json.fraction-digit"))
            }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < bytes.count, isDigit(bytes[position]) else {
                return (position, Message("json.exponent-digit"))
            }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        nodes.append(.init(kind: .number, a: UInt32(start), b: UInt32(position)))
        return nil
    }

    @inline(__always) func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    mutating func parseString() -> (offset: Int, message: Message)? {
        position += 1
        let start = position
        var escaped = false
        guard let base = bytes.baseAddress else { return (start - 1, Message("json.unclosed-string")) }
        let count = bytes.count
        var p = position
        while true {
            // Eight bytes at a time up to the first byte that needs a look: a quote, a
            // backslash, a control character or the start of a multi-byte sequence.
            while p + 8 <= count {
                let attention = StringBytes.attentionMask(UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self))
                if attention == 0 {
                    p += 8
                } else {
                    p += attention.trailingZeroBitCount >> 3
                    break
                }
            }
            guard p < count else { return (start - 1, Message("json.unclosed-string")) }
            let byte = base[p]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                position = p
                if let failure = skipEscape() { return failure }
                p = position
                continue
            }
            if byte < 0x20 {
                return (p, Message("json.control-character", ["byte": "0x" + String(byte, radix: 16, uppercase: true)]))
            }
            if byte < 0x80 {
                p += 1
                continue
            }
            guard let length = UTF8Validation.sequenceLength(bytes, at: p) else {
                return (p, Message("json.invalid-utf8"))
            }
            p += length
        }
        nodes.append(.init(kind: escaped ? .escapedString : .string, a: UInt32(start), b: UInt32(p)))
        position = p + 1
        return nil
    }

    mutating func skipEscape() -> (offset: Int, message: Message)? {
        let at = position
        position += 1
        guard position < bytes.count else { return (at, Message("json.unclosed-string")) }
        switch bytes[position] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 1
            return nil
        case UInt8(ascii: "u"):
            guard position + 4 < bytes.count else { return (at, Message("json.unicode-escape")) }
            for k in 1...4 where hexValue(bytes[position + k]) == nil {
                return (at, Message("json.unicode-escape"))
            }
            position += 5
            return nil
        default:
            return (at, Message("json.unknown-escape", [.init("found", describe(position))]))
        }
    }
}

@inline(__always) func hexValue(_ b: UInt8) -> UInt32? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
    default: return nil
    }
}
