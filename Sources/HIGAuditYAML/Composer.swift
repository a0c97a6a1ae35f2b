import CLibYAML

/// Builds compact JSON from libyaml's event stream with an explicit stack (no recursion).
///
/// The innermost open collection lives in `top`; the ones around it are saved in
/// `outer`, whose first entry stands for the document itself. The nesting depth is
/// therefore `outer.count`.
struct Composer {
    private enum Kind { case document, sequence, mapping }

    /// An open collection (or the document around the root node).
    private struct Frame {
        let kind: Kind
        /// Items (sequence) or key/value pairs (mapping) completed so far.
        var count = 0
        /// Mapping only: the next node is a key.
        var expectingKey = true
        /// Mapping only: where the key whose value is being read was written (as a JSON
        /// string) in the output.
        var keyStart = 0
        var keyEnd = 0
        /// Mapping only: keys seen so far.
        var keys = KeySet()
        /// Anchor defined on this collection, if any, and the serial of that definition.
        let anchor: [UInt8]?
        let anchorSerial: Int
        /// Output offset of the opening bracket.
        let outputStart: Int
        /// Node count before this collection was counted.
        let nodesBefore: Int
        /// Levels of nesting in this collection, itself included.
        var height = 1

        static let document = Frame(kind: .document, anchor: nil, anchorSerial: 0, outputStart: 0, nodesBefore: 0)
    }

    /// What an anchor names.
    private enum Anchor {
        /// A collection whose definition is still being read.
        case pending(serial: Int)
        /// A scalar: kept as text, since it resolves differently as key and as value.
        case scalar(text: [UInt8], plain: Bool, tag: ExplicitTag)
        /// A finished collection: its JSON is `output[start..<end]`.
        case collection(start: Int, end: Int, nodes: Int, height: Int, isMapping: Bool)
    }

    private let input: [UInt8]
    private let limits: YAMLLimits
    private let maxOutputBytes: Int
    private let output: ByteBuffer
    private var top = Frame.document
    private var outer: [Frame] = []
    private var nodes = 0
    private var anchors: [[UInt8]: Anchor] = [:]
    private var anchorSerial = 0
    private var documents = 0
    /// Where each value and key written to the output starts in the YAML (libyaml's
    /// 0-based line and column in characters), in output order: the order of the JSON
    /// tape's nodes. An alias repeats its own place for every value it expands to.
    private(set) var marks: [(line: Int, column: Int)] = []

    /// Set when libyaml's own nesting limit stopped reading: the character index of the
    /// token being parsed, the character index the scanner had read ahead to, and the
    /// composer's depth then.
    private(set) var libYAMLNestingStop: (token: Int, scanner: Int, depth: Int)?
    /// Set when this composer's `maxDepth` check failed.
    private(set) var exceededMaxDepth = false
    /// Character index where the event ends that this composer (not libyaml) rejected.
    private(set) var rejectedEventEnd: Int?

    init(input: [UInt8], limits: YAMLLimits) {
        self.input = input
        self.limits = limits
        // Aliases can repeat large nodes: bound the output size as well as the node count.
        self.maxOutputBytes = max(32 << 20, input.count.multipliedReportingOverflow(by: 8).partialValue)
        self.output = ByteBuffer(capacity: input.count + 16)
    }

    // MARK: - Driver

    mutating func run() throws(YAMLInputError) -> [UInt8] {
        if input.count >= 2,
            (input[0] == 0xFF && input[1] == 0xFE) || (input[0] == 0xFE && input[1] == 0xFF)
        {
            throw YAMLInputError(
                message: "input is not valid UTF-8 (it starts with a UTF-16 byte order mark)",
                pointer: "", line: 1, column: 1)
        }
        // libyaml reads from this buffer while parsing: keep a private, stable copy.
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(input.count, 1))
        _ = buffer.initialize(from: input)
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer {
            parser.deallocate()
            buffer.deallocate()
        }
        guard yaml_parser_initialize(parser) == 1 else {
            throw YAMLInputError(message: "out of memory while starting the YAML reader")
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, buffer.baseAddress, input.count)

        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else {
                if parser.pointee.error == YAML_PARSER_ERROR, let problem = parser.pointee.problem,
                    String(cString: problem).hasPrefix("Maximum nesting level")
                {
                    libYAMLNestingStop = (
                        Int(parser.pointee.problem_mark.index), Int(parser.pointee.mark.index),
                        outer.count
                    )
                }
                throw LibYAMLError.make(
                    parser: parser.pointee, input: input, limits: limits,
                    pointer: pointer(includingSlot: false))
            }
            let finished: Bool
            do throws(YAMLInputError) {
                finished = try handle(&event)
            } catch {
                rejectedEventEnd = Int(event.end_mark.index)
                yaml_event_delete(&event)
                throw error
            }
            yaml_event_delete(&event)
            if finished { break }
        }
        return output.toArray()
    }

    private static let streamEnd = YAML_STREAM_END_EVENT.rawValue
    private static let documentStart = YAML_DOCUMENT_START_EVENT.rawValue
    private static let alias = YAML_ALIAS_EVENT.rawValue
    private static let scalar = YAML_SCALAR_EVENT.rawValue
    private static let sequenceStart = YAML_SEQUENCE_START_EVENT.rawValue
    private static let sequenceEnd = YAML_SEQUENCE_END_EVENT.rawValue
    private static let mappingStart = YAML_MAPPING_START_EVENT.rawValue
    private static let mappingEnd = YAML_MAPPING_END_EVENT.rawValue
    private static let plainStyle = YAML_PLAIN_SCALAR_STYLE.rawValue

    /// Handles one event; returns `true` at the end of the stream.
    private mutating func handle(_ event: inout yaml_event_t) throws(YAMLInputError) -> Bool {
        let type = event.type.rawValue
        let mark = event.start_mark
        if type == Composer.scalar {
            let s = event.data.scalar
            let text = UnsafeBufferPointer(start: s.value, count: s.length)
            let tag = s.tag == nil ? ExplicitTag.none : ExplicitTag(UnsafePointer(s.tag))
            if let anchor = s.anchor {
                anchors[Composer.bytes(anchor)] = .scalar(
                    text: Array(text), plain: s.style.rawValue == Composer.plainStyle,
                    tag: tag)
            }
            try emitScalar(text, plain: s.style.rawValue == Composer.plainStyle, tag: tag, mark)
        } else if type == Composer.sequenceEnd || type == Composer.mappingEnd {
            endCollection()
        } else if type == Composer.sequenceStart {
            let s = event.data.sequence_start
            try startCollection(
                isMapping: false, tag: ExplicitTag(s.tag.map { UnsafePointer($0) }),
                anchor: s.anchor.map(Composer.bytes), mark)
        } else if type == Composer.mappingStart {
            let s = event.data.mapping_start
            try startCollection(
                isMapping: true, tag: ExplicitTag(s.tag.map { UnsafePointer($0) }),
                anchor: s.anchor.map(Composer.bytes), mark)
        } else if type == Composer.alias {
            try alias(event.data.alias.anchor.map(Composer.bytes) ?? [], mark)
        } else if type == Composer.documentStart {
            if documents > 0 { throw error("more than one document", pointer: "", mark) }
            documents += 1
        } else if type == Composer.streamEnd {
            // At the start, as for an empty JSON file.
            if documents == 0 { throw YAMLInputError(message: "empty document", line: 1, column: 1) }
            return true
        }
        return false
    }

    private static func bytes(_ p: UnsafeMutablePointer<UInt8>) -> [UInt8] {
        Array(UnsafeBufferPointer(start: p, count: strlenBytes(p)))
    }

    // MARK: - Nodes

    private enum Slot { case root, item, key, value }

    /// Where the next node goes; writes the separating comma.
    private mutating func beginSlot() -> Slot {
        switch top.kind {
        case .document:
            return .root
        case .sequence:
            if top.count > 0 { output.append(UInt8(ascii: ",")) }
            return .item
        case .mapping:
            if top.expectingKey {
                if top.count > 0 { output.append(UInt8(ascii: ",")) }
                return .key
            }
            return .value
        }
    }

    /// Marks the node in the innermost collection's current slot as complete.
    private mutating func finishSlot() {
        switch top.kind {
        case .document:
            break
        case .sequence:
            top.count += 1
        case .mapping:
            if top.expectingKey {
                top.expectingKey = false
            } else {
                top.count += 1
                top.expectingKey = true
            }
        }
    }

    private mutating func countNodes(_ n: Int, _ mark: yaml_mark_t) throws(YAMLInputError) {
        nodes += n
        for _ in 0..<max(0, n) { marks.append((Int(mark.line), Int(mark.column))) }
        if nodes > limits.maxNodes {
            throw error(
                "document expands to more than \(limits.maxNodes) values",
                pointer: pointer(includingSlot: true), mark)
        }
    }

    private mutating func emitScalar(
        _ text: UnsafeBufferPointer<UInt8>, plain: Bool, tag: ExplicitTag, _ mark: yaml_mark_t
    ) throws(YAMLInputError) {
        let slot = beginSlot()
        try countNodes(1, mark)
        if slot == .key {
            try emitKey(text, tag: tag, mark)
        } else if let problem = ScalarResolver.appendValue(text, plain: plain, tag: tag, to: output) {
            throw error(problem, pointer: pointer(includingSlot: true), mark)
        }
        finishSlot()
    }

    private mutating func emitKey(
        _ text: UnsafeBufferPointer<UInt8>, tag: ExplicitTag, _ mark: yaml_mark_t
    ) throws(YAMLInputError) {
        if tag == .seq || tag == .map {
            throw error("a mapping key cannot be tagged \(tag.display)", pointer: pointer(includingSlot: false), mark)
        }
        // Keys are compared as written: JSON escaping maps equal texts to equal bytes.
        let start = output.count
        JSONText.appendString(text, to: output)
        let end = output.count
        guard top.keys.insert(start: start, end: end, in: output) else {
            throw error("duplicate key \(JSONText.quoted(text))", pointer: pointer(includingSlot: false), mark)
        }
        output.append(UInt8(ascii: ":"))
        top.keyStart = start
        top.keyEnd = end
    }

    private mutating func alias(_ name: [UInt8], _ mark: yaml_mark_t) throws(YAMLInputError) {
        let display = "*" + String(decoding: name, as: UTF8.self)
        switch anchors[name] {
        case nil:
            throw error(
                "alias \(display) refers to an anchor that is not defined before it",
                pointer: pointer(includingSlot: true), mark)
        case .pending:
            throw error("alias \(display) refers to a node that contains it", pointer: pointer(includingSlot: true), mark)
        case .scalar(let text, let plain, let tag):
            if output.count + text.count > maxOutputBytes {
                throw error(
                    "document expands to more than \(maxOutputBytes) bytes of JSON",
                    pointer: pointer(includingSlot: true), mark)
            }
            try text.withUnsafeBufferPointer { (buffer) throws(YAMLInputError) in
                try emitScalar(buffer, plain: plain, tag: tag, mark)
            }
        case .collection(let start, let end, let count, let height, let isMapping):
            let slot = beginSlot()
            if slot == .key {
                throw error(
                    "a mapping key must be a scalar, not \(isMapping ? "a mapping" : "a sequence") (alias \(display))",
                    pointer: pointer(includingSlot: false), mark)
            }
            if outer.count + height > limits.maxDepth {
                exceededMaxDepth = true
                throw error("nesting deeper than \(limits.maxDepth) levels", pointer: pointer(includingSlot: true), mark)
            }
            try countNodes(count, mark)
            if output.count + (end - start) > maxOutputBytes {
                throw error(
                    "document expands to more than \(maxOutputBytes) bytes of JSON",
                    pointer: pointer(includingSlot: true), mark)
            }
            output.appendCopy(from: start, to: end)
            top.height = max(top.height, height + 1)
            finishSlot()
        }
    }

    private mutating func startCollection(
        isMapping: Bool, tag: ExplicitTag, anchor: [UInt8]?, _ mark: yaml_mark_t
    ) throws(YAMLInputError) {
        let kind = isMapping ? "a mapping" : "a sequence"
        let slot = beginSlot()
        if slot == .key {
            throw error("a mapping key must be a scalar, not \(kind)", pointer: pointer(includingSlot: false), mark)
        }
        if outer.count + 1 > limits.maxDepth {
            exceededMaxDepth = true
            throw error("nesting deeper than \(limits.maxDepth) levels", pointer: pointer(includingSlot: true), mark)
        }
        switch tag {
        case .none, .nonSpecific: break
        case .seq where !isMapping: break
        case .map where isMapping: break
        default:
            throw error("\(kind) cannot be tagged \(tag.display)", pointer: pointer(includingSlot: true), mark)
        }
        let nodesBefore = nodes
        try countNodes(1, mark)
        var serial = 0
        if let anchor {
            anchorSerial += 1
            serial = anchorSerial
            anchors[anchor] = .pending(serial: serial)
        }
        outer.append(top)
        top = Frame(
            kind: isMapping ? .mapping : .sequence, anchor: anchor, anchorSerial: serial,
            outputStart: output.count, nodesBefore: nodesBefore)
        output.append(isMapping ? UInt8(ascii: "{") : UInt8(ascii: "["))
    }

    private mutating func endCollection() {
        guard top.kind != .document, let parent = outer.popLast() else { return }
        let frame = top
        top = parent
        output.append(frame.kind == .mapping ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        if let anchor = frame.anchor, case .pending(let serial)? = anchors[anchor], serial == frame.anchorSerial {
            anchors[anchor] = .collection(
                start: frame.outputStart, end: output.count,
                nodes: nodes - frame.nodesBefore, height: frame.height,
                isMapping: frame.kind == .mapping)
        }
        top.height = max(top.height, frame.height + 1)
        finishSlot()
    }

    // MARK: - Errors

    /// JSON Pointer of the innermost open collection, or (with `includingSlot`) of the
    /// node being read inside it.
    private func pointer(includingSlot: Bool) -> String {
        var text: [UInt8] = []
        let depth = outer.count
        var level = 1
        while level <= depth {
            let frame = level < depth ? outer[level] : top
            if level == depth && !includingSlot { break }
            if frame.kind == .mapping && frame.expectingKey { break }
            text.append(UInt8(ascii: "/"))
            if frame.kind == .mapping {
                let key = JSONText.unescape(output.bytes(from: frame.keyStart, to: frame.keyEnd))
                JSONText.appendPointerToken(key, to: &text)
            } else {
                text.append(contentsOf: String(frame.count).utf8)
            }
            level += 1
        }
        return String(decoding: text, as: UTF8.self)
    }

    private func error(_ message: String, pointer: String, _ mark: yaml_mark_t) -> YAMLInputError {
        YAMLInputError(message: message, pointer: pointer, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}

/// The keys of one mapping, as ranges of the output where they were written: a short
/// list while small, an open-addressing hash table once larger.
struct KeySet {
    private var starts: [Int] = []
    private var ends: [Int] = []
    /// Slots hold an index into `starts`/`ends` plus one; zero marks an empty slot.
    private var table: [Int] = []

    /// Adds the key written at `buffer[start..<end]`; returns `false` when an equal key
    /// is already present.
    mutating func insert(start: Int, end: Int, in buffer: ByteBuffer) -> Bool {
        if table.isEmpty {
            var i = 0
            while i < starts.count {
                if KeySet.equal(starts[i], ends[i], start, end, buffer) { return false }
                i += 1
            }
            starts.append(start)
            ends.append(end)
            if starts.count > 16 { rebuild(buffer) }
            return true
        }
        let mask = table.count - 1
        var slot = KeySet.hash(start, end, buffer) & mask
        while table[slot] != 0 {
            let i = table[slot] - 1
            if KeySet.equal(starts[i], ends[i], start, end, buffer) { return false }
            slot = (slot + 1) & mask
        }
        starts.append(start)
        ends.append(end)
        table[slot] = starts.count
        if starts.count * 2 > table.count { rebuild(buffer) }
        return true
    }

    private mutating func rebuild(_ buffer: ByteBuffer) {
        var size = 64
        while size < starts.count * 4 { size *= 2 }
        table = [Int](repeating: 0, count: size)
        let mask = size - 1
        for i in 0..<starts.count {
            var slot = KeySet.hash(starts[i], ends[i], buffer) & mask
            while table[slot] != 0 { slot = (slot + 1) & mask }
            table[slot] = i + 1
        }
    }

    private static func equal(_ a: Int, _ aEnd: Int, _ b: Int, _ bEnd: Int, _ buffer: ByteBuffer) -> Bool {
        let n = aEnd - a
        guard n == bEnd - b else { return false }
        let base = buffer.base
        var i = 0
        while i < n {
            if base[a + i] != base[b + i] { return false }
            i += 1
        }
        return true
    }

    /// FNV-1a.
    private static func hash(_ start: Int, _ end: Int, _ buffer: ByteBuffer) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        let base = buffer.base
        var i = start
        while i < end {
            h = (h ^ UInt64(base[i])) &* 0x0000_0100_0000_01b3
            i += 1
        }
        return Int(truncatingIfNeeded: h ^ (h >> 32))
    }
}
