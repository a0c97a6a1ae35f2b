import Glibc

/// One thing a rule found on a screen.
public struct Finding: Sendable {
    /// The id of the rule that made the finding.
    public var rule: String
    /// `error`, `warning` or `note`: the rule's default, or what the configuration sets.
    public var severity: Severity
    /// JSON Pointer, in the screen document, of what the finding is about ("" for the screen).
    public var pointer: String
    /// The `id` of the element pointed at, when it has one.
    public var elementId: String?
    /// What is wrong and what to do, rendered in the reader's language.
    public var message: Message
    /// The numbers the rule measured (a contrast ratio, a size), as reports give them.
    public var measured: JSONValue?
    /// A "can't tell" result: stays a note whatever severity the rule is configured with.
    public var isIncomplete: Bool
    /// Identifies the finding by what it is about rather than where: baselines match on it.
    public var fingerprint = ""
    /// Where the element pointed at starts in the source file, when the input knows it.
    public var location: TextPosition?
    /// What a person calls the element in the tool it came from (a Figma frame and layer).
    public var layer: LayerLabel?
    /// The index in the audited `Screen`'s elements of the element the finding is about, for
    /// outputs that draw the screen. Kept in memory only: a report read back has none.
    public var elementIndex: Int?
    /// The appearances of its screen the finding holds in, when a later appearance's report
    /// repeats it (`[light, dark]`); empty otherwise. Kept in memory only.
    public var appearances: [ReportAppearance] = []
    /// Whether the report of an earlier appearance of the screen holds the same finding,
    /// where it is listed for both. Kept in memory only: each report stays complete.
    public var repeatsEarlierAppearance = false

    /// A finding of rule `rule` at `pointer`; `fingerprint`, `location`, `layer` and
    /// `elementIndex` are filled in later by the auditor and the input.
    public init(
        rule: String, severity: Severity, pointer: String, elementId: String? = nil,
        message: Message, measured: JSONValue? = nil, isIncomplete: Bool = false
    ) {
        self.rule = rule
        self.severity = severity
        self.pointer = pointer
        self.elementId = elementId
        self.message = message
        self.measured = measured
        self.isIncomplete = isIncomplete
    }
}

/// The names a designer knows an element by: its frame, its layer, the text it shows.
public struct LayerLabel: Sendable, Hashable {
    /// The name of the frame (the screen) in the design tool; nil when it has none.
    public var frame: String?
    /// The layer's name; nil for a finding about the frame itself or a layer without one.
    public var name: String?
    /// The text the layer shows, when it shows some other than its name.
    public var text: String?

    /// A label of the given frame, layer and text names.
    public init(frame: String?, name: String?, text: String?) {
        self.frame = frame
        self.name = name
        self.text = text
    }

    package var json: JSONValue {
        var members: [JSONValue.Member] = []
        if let frame { members.append(.init("frame", .string(frame))) }
        if let name { members.append(.init("name", .string(name))) }
        if let text { members.append(.init("text", .string(text))) }
        return .object(members)
    }

    /// "(frame "Sign In", layer "Log In Button", text "Log In")" in the reader's language, each
    /// name on one line (`OneLine`).
    public var message: Message {
        var parts: [Message] = []
        if let frame { parts.append(Message("layer.frame", ["name": OneLine.of(frame)])) }
        if let name { parts.append(Message("layer.name", ["name": OneLine.of(name)])) }
        if let text { parts.append(Message("layer.text", ["text": Self.shortened(text)])) }
        return Message("layer.label", [.init("parts", .list(parts))])
    }

    /// At most 60 characters on one line.
    static func shortened(_ text: String) -> String {
        let line = OneLine.of(text.split(whereSeparator: \.isNewline).joined(separator: " "))
        return line.count > 60 ? String(line.prefix(59)) + "…" : line
    }
}

extension Finding {
    /// A digest of the rule, the element's identity and the message's key and text
    /// arguments (measured numbers left out, so a color tweak keeps a known finding known).
    static func fingerprint(rule: String, identity: [String], elementId: String?, message: Message) -> String {
        // The parts joined by U+001F, hashed; the first 8 bytes of the digest in hex.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        bytes.append(contentsOf: rule.utf8)
        func add(_ part: String) {
            bytes.append(0x1F)
            bytes.append(contentsOf: part.utf8)
        }
        add(elementId ?? "")
        add(message.key.rawValue)
        for part in identity { add(part) }
        for argument in message.arguments {
            if case .text(let text) = argument.value, !text.hasPrefix("#"), Double(text) == nil {
                bytes.append(0x1F)
                bytes.append(contentsOf: argument.name.utf8)
                bytes.append(UInt8(ascii: "="))
                bytes.append(contentsOf: text.utf8)
            }
        }
        return SHA256.hexPrefix(8, of: bytes)
    }

    /// Document order of pointers (array indices as numbers), then rule id.
    public static func documentOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        let order = PointerOrder.compare(lhs.pointer, rhs.pointer)
        if order != 0 { return order < 0 }
        return lhs.rule < rhs.rule
    }
}

enum PointerOrder {
    /// Compares token by token without splitting: tokens that are both array indices
    /// compare as numbers, others by their escaped UTF-8 bytes.
    static func compare(_ lhs: String, _ rhs: String) -> Int {
        if needsUnescaping(lhs) || needsUnescaping(rhs) { return compareTokens(lhs, rhs) }
        var lhs = lhs, rhs = rhs
        return lhs.withUTF8 { left in rhs.withUTF8 { right in compare(left, right) } }
    }

    /// Escaped (`~0`, `~1`) or non-ASCII pointers compare by their unescaped tokens.
    private static func needsUnescaping(_ pointer: String) -> Bool { needsUnescaping(pointer.utf8) }

    /// `needsUnescaping` of a pointer's UTF-8 bytes.
    static func needsUnescaping(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.contains { $0 == UInt8(ascii: "~") || $0 >= 0x80 }
    }

    /// The reference ordering, on unescaped tokens (the fast path must agree with it).
    static func compareTokens(_ lhs: String, _ rhs: String) -> Int {
        let left = JSONPointer.tokens(lhs), right = JSONPointer.tokens(rhs)
        for (a, b) in zip(left, right) where a != b {
            if let x = Int(a), let y = Int(b) { return x < y ? -1 : 1 }
            return a < b ? -1 : 1
        }
        return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
    }

    private static let slash = UInt8(ascii: "/")

    /// Compares unescaped ASCII pointers by their bytes.
    static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        var i = 0, j = 0
        while true {
            if i == left.count || j == right.count {
                return i == left.count && j == right.count ? 0 : (i == left.count ? -1 : 1)
            }
            // Both at the start of a token (just after a `/`, or at the very start).
            if i < left.count, left[i] == slash { i += 1 }
            if j < right.count, right[j] == slash { j += 1 }
            var endLeft = i, endRight = j
            while endLeft < left.count, left[endLeft] != slash { endLeft += 1 }
            while endRight < right.count, right[endRight] != slash { endRight += 1 }
            let order = compareToken(left, i..<endLeft, right, j..<endRight)
            if order != 0 { return order }
            i = endLeft
            j = endRight
            if i == left.count || j == right.count {
                return i == left.count && j == right.count ? 0 : (i == left.count ? -1 : 1)
            }
        }
    }

    private static func compareToken(
        _ left: UnsafeBufferPointer<UInt8>, _ a: Range<Int>,
        _ right: UnsafeBufferPointer<UInt8>, _ b: Range<Int>
    ) -> Int {
        if a.count == b.count, memcmp(left.baseAddress! + a.lowerBound, right.baseAddress! + b.lowerBound, a.count) == 0 { return 0 }
        if let x = number(left, a), let y = number(right, b) { return x < y ? -1 : 1 }
        for (p, q) in zip(a, b) where left[p] != right[q] { return left[p] < right[q] ? -1 : 1 }
        return a.count < b.count ? -1 : 1
    }

    /// The value of a token that is all digits (at most 18, so it can't overflow).
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard !range.isEmpty, range.count <= 18 else { return nil }
        var value = 0
        for index in range {
            let digit = Int(bytes[index]) - 48
            guard digit >= 0, digit <= 9 else { return nil }
            value = value * 10 + digit
        }
        return value
    }
}
