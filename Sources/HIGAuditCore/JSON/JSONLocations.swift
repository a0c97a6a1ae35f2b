import Glibc

extension JSONTape {
    /// The byte offset where the value a pointer names starts (the `{` of an object, the
    /// `"` of a string), or where its deepest existing ancestor starts when the pointer
    /// goes further than the document (a missing key). Nil only for an empty document.
    package func startOffset(ofPointer pointer: String) -> Int? {
        var resolver = PointerResolver(tape: self)
        return startOffset(ofPath: resolver.path(pointer))
    }

    /// Where the last node of a root-to-node path starts (see `startOffset(ofPointer:)`).
    func startOffset(ofPath nodes: [Int]) -> Int? {
        // An empty container knows no offset of its own: one of its ancestors does, and the
        // text is read on from there.
        var known = nodes.count - 1
        while known >= 0 {
            if let offset = startOffset(of: nodes[known], parent: known > 0 ? nodes[known - 1] : nil) {
                return known == nodes.count - 1 ? offset : readOn(from: offset, along: nodes[known...]) ?? offset
            }
            known -= 1
        }
        return nil
    }

    /// Where the last node of `path` starts, read in the text from `offset`, where its first
    /// node (a container) starts: past the members or elements before each next node.
    private func readOn(from offset: Int, along path: ArraySlice<Int>) -> Int? {
        var position = offset
        var parent = path.first!
        for child in path.dropFirst() {
            guard position < bytes.count else { return nil }
            var before = 0
            if kind(parent) == .object {
                forEachMember(of: parent) { _, value in if value < child { before += 1 } }
            } else {
                forEachElement(of: parent) { _, element in if element < child { before += 1 } }
            }
            position += 1
            for _ in 0..<before {
                if kind(parent) == .object { position = skipKey(position) }
                position = skipSpace(skipValue(skipSpace(position)))
                position += 1  // the comma
            }
            if kind(parent) == .object { position = skipKey(position) }
            position = skipSpace(position)
            parent = child
        }
        return position < bytes.count ? position : nil
    }

    /// Past a member's key and its colon, from white space before the key.
    private func skipKey(_ position: Int) -> Int {
        skipSpace(skipValue(skipSpace(position))) + 1
    }

    private func skipSpace(_ position: Int) -> Int {
        var position = position
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
        return position
    }

    /// Past the value that starts at `start` (text the parser has taken as valid JSON).
    private func skipValue(_ start: Int) -> Int {
        var position = start
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position = skipString(position)
                if depth == 0 { return position }
                continue
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return position }
                depth -= 1
                if depth == 0 { return position + 1 }
            case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
                if depth == 0 { return position }
            default:
                break
            }
            position += 1
        }
        return position
    }

    /// Past the string whose opening quote is at `start`.
    private func skipString(_ start: Int) -> Int {
        var position = start + 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
        }
        return position + 1
    }

    /// The node a pointer names, or its deepest existing ancestor.
    package func deepestNode(atPointer pointer: String) -> Int {
        var resolver = PointerResolver(tape: self)
        return resolver.path(pointer).last ?? root
    }

    /// Where node `i` starts. A container is found from its first child, stepping back
    /// over white space to its bracket; an empty one that is an object member from its key.
    func startOffset(of i: Int, parent: Int?) -> Int? {
        var node = i
        var levels = 0
        while kind(node) == .object || kind(node) == .array {
            guard count(node) > 0 else { break }
            node += 1
            levels += 1
        }
        var offset: Int
        switch kind(node) {
        case .string, .escapedString: offset = Int(nodes[node].a) - 1
        case .number, .true, .false, .null: offset = Int(nodes[node].a)
        case .object, .array:
            // An empty container: only one that is itself an object's member value (not one
            // reached through a first child) follows its key, whose `b` is its closing quote.
            guard levels == 0, let parent, kind(parent) == .object else { return nil }
            // `"key"` then `:` then the empty container; the key's `b` is its closing quote.
            offset = Int(nodes[node - 1].b) + 1
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "{"), bytes[offset] != UInt8(ascii: "[") { offset += 1 }
            guard offset < bytes.count else { return nil }
        }
        for _ in 0..<levels {
            offset -= 1
            while offset > 0, Self.isWhitespace(bytes[offset]) { offset -= 1 }
        }
        return offset
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}

/// Resolves many pointers into one tape. Arrays keep a cursor at the last element found,
/// so pointers in document order cost one walk of each array, not one per pointer.
struct PointerResolver {
    let tape: JSONTape
    private var cursors: [Int: (ordinal: Int, node: Int)] = [:]

    init(tape: JSONTape) {
        self.tape = tape
    }

    /// The nodes from the root down to the one a pointer names, as far as they exist.
    mutating func path(_ pointer: String) -> [Int] {
        var path = [tape.root]
        walk(pointer) { path.append($0) }
        return path
    }

    /// The node a pointer names (or its deepest existing ancestor) and that node's parent.
    mutating func nodeAndParent(_ pointer: String) -> (node: Int, parent: Int?) {
        var result: (node: Int, parent: Int?) = (tape.root, nil)
        walk(pointer) { result = ($0, result.node) }
        return result
    }

    /// Calls `visit` with each node down the pointer's path, as far as it exists. Tokens are
    /// read from the pointer's bytes; only one with an escape (`~0`, `~1`) becomes a string.
    private mutating func walk(_ pointer: String, _ visit: (Int) -> Void) {
        var current = tape.root
        var done = false
        var pointer = pointer
        pointer.makeContiguousUTF8()
        _ = pointer.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            guard bytes.count > 0, bytes[0] == UInt8(ascii: "/") else { return }
            while index < bytes.count, !done {
                let start = index + 1
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
                let token = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if let next = child(of: current, token: token) {
                    current = next
                    visit(current)
                } else {
                    done = true
                }
                index = end
            }
        }
    }

    private mutating func child(of node: Int, token: UnsafeBufferPointer<UInt8>) -> Int? {
        guard token.contains(UInt8(ascii: "~")) else { return child(of: node, unescapedToken: token) }
        var text = String(decoding: token, as: UTF8.self).replacing("~1", with: "/").replacing("~0", with: "~")
        return text.withUTF8 { child(of: node, unescapedToken: $0) }
    }

    private mutating func child(of node: Int, unescapedToken token: UnsafeBufferPointer<UInt8>) -> Int? {
        switch tape.kind(node) {
        case .object:
            var found: Int?
            // The last of duplicate keys, as the decoder takes it.
            tape.forEachMember(of: node) { key, value in
                let matches =
                    tape.kind(key) == .string
                    ? tape.withRawBytes(of: key) { $0.elementsEqual(token) }
                    : tape.string(key).utf8.elementsEqual(token)
                if matches { found = value }
            }
            return found
        case .array:
            guard !token.isEmpty, token.count <= 18, token.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            return element(of: node, at: token.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        default:
            return nil
        }
    }

    private mutating func element(of array: Int, at position: Int) -> Int? {
        guard position < tape.count(array) else { return nil }
        var (ordinal, child) = cursors[array].flatMap { $0.ordinal <= position ? $0 : nil } ?? (0, array + 1)
        while ordinal < position {
            child = tape.end(of: child)
            ordinal += 1
        }
        cursors[array] = (ordinal, child)
        return child
    }
}

extension TextPosition {
    /// 1-based lines and columns (in characters) of many byte offsets, in one pass over
    /// `bytes`. A leading byte order mark takes no column. A line ends at LF, CRLF or a CR
    /// alone (as classic Mac OS wrote, and as YAML counts).
    public static func positions(of offsets: [Int], in bytes: [UInt8]) -> [Int: TextPosition] {
        var result: [Int: TextPosition] = [:]
        let sorted = Set(offsets).sorted()
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let textStart = buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF ? 3 : 0
            if memchr(base, 0x0D, buffer.count) != nil {
                // With carriage returns, byte by byte, on from the previous offset.
                var position = TextPosition(line: 1, column: 1)
                var index = textStart
                for offset in sorted {
                    let target = min(max(offset, 0), buffer.count)
                    while index < target {
                        position.advance(over: buffer, at: index)
                        index += 1
                    }
                    result[offset] = position
                }
                return
            }
            var line = 1
            var lineStart = textStart
            var scanned = 0
            // Characters are counted on from the previous offset on the same line, so a
            // document on one line (minified JSON) is still read once.
            var counted = lineStart
            var column = 1
            for offset in sorted {
                let target = min(max(offset, 0), buffer.count)
                while scanned < target, let found = memchr(base + scanned, 0x0A, target - scanned) {
                    line += 1
                    scanned = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
                    lineStart = scanned
                    counted = lineStart
                    column = 1
                }
                scanned = max(scanned, target)
                var index = max(counted, min(lineStart, target))
                // Eight ASCII bytes (no high bit) are eight characters; other bytes one by one.
                while index < target {
                    if index + 8 <= target, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                        column += 8
                        index += 8
                        continue
                    }
                    if buffer[index] & 0xC0 != 0x80 { column += 1 }
                    index += 1
                }
                counted = max(counted, target)
                result[offset] = TextPosition(line: line, column: column)
            }
        }
        return result
    }
}

extension Finding {
    /// Sets each finding's `location` from its pointer into the JSON document the tape
    /// holds: where the element (or value) it points at starts.
    public static func locate(_ findings: inout [Finding], in tape: JSONTape) {
        guard !findings.isEmpty else { return }
        var resolver = PointerResolver(tape: tape)
        locate(&findings, at: findings.map { resolver.nodeAndParent($0.pointer) }, in: tape)
    }

    /// As `locate(_:in:)`, each finding's node and that node's parent already resolved.
    static func locate(_ findings: inout [Finding], at nodes: [(node: Int, parent: Int?)], in tape: JSONTape) {
        let offsets = nodes.map { node, parent -> Int? in
            // An empty container is found from its path (see `startOffset(ofPath:)`).
            tape.startOffset(of: node, parent: parent) ?? tape.startOffset(ofPointer: tape.pointer(to: node))
        }
        let positions = TextPosition.positions(of: offsets.compactMap { $0 }, in: tape.bytes)
        for index in findings.indices {
            if let offset = offsets[index] { findings[index].location = positions[offset] }
        }
    }
}

/// YAML converted to JSON, with where each JSON node (in tape order) came from.
public struct ConvertedYAML: Sendable {
    /// The JSON document the YAML converts to.
    public var json: [UInt8]
    /// One position per node of the JSON's tape, in tape order.
    public var positions: [TextPosition]

    /// Converted JSON with one source position per node of its tape.
    public init(json: [UInt8], positions: [TextPosition]) {
        self.json = json
        self.positions = positions
    }
}

/// Sets findings' locations in the source they were read from: the JSON itself, or the
/// YAML it was converted from.
struct FindingLocator {
    var tape: JSONTape
    var yamlPositions: [TextPosition]?

    /// Puts findings in document order: by where their pointers lead in the document (an
    /// array's items by index, an object's members as written: a toggle's `on` before its
    /// `off` when written so), keeping the order they had (by rule id) among findings that
    /// lead to the same place; and sets their locations, each pointer resolved once.
    func orderAndLocate(_ findings: inout [Finding]) {
        var resolver = PointerResolver(tape: tape)
        let paths = findings.map { resolver.path($0.pointer) }
        let order = findings.indices.sorted { a, b in
            paths[a] == paths[b] ? a < b : paths[a].lexicographicallyPrecedes(paths[b])
        }
        findings = order.map { findings[$0] }
        place(&findings, at: order.map { paths[$0] })
    }

    func locate(_ findings: inout [Finding]) {
        var resolver = PointerResolver(tape: tape)
        place(&findings, at: findings.map { resolver.path($0.pointer) })
    }

    /// Sets each finding's location from the nodes down to where its pointer leads.
    private func place(_ findings: inout [Finding], at paths: [[Int]]) {
        guard !findings.isEmpty else { return }
        let nodes = paths.map { path in (node: path[path.count - 1], parent: path.count > 1 ? path[path.count - 2] : nil) }
        guard let yamlPositions else { return Finding.locate(&findings, at: nodes, in: tape) }
        for (index, node) in zip(findings.indices, nodes) where node.node < yamlPositions.count {
            findings[index].location = yamlPositions[node.node]
        }
    }
}
