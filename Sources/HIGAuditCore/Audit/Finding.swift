/// One thing a rule found on a screen.
public struct Finding: Sendable {
    public var rule: String
    public var severity: Severity
    public var pointer: String
    public var elementId: String?
    public var message: Message
    public var measured: JSONValue?
    /// A "can't tell" result: stays a note whatever severity the rule is configured with.
    public var isIncomplete: Bool
    /// Identifies the finding by what it is about rather than where: baselines match on it.
    public var fingerprint = ""

    public init(rule: String, severity: Severity, pointer: String, elementId: String? = nil,
                message: Message, measured: JSONValue? = nil, isIncomplete: Bool = false) {
        self.rule = rule
        self.severity = severity
        self.pointer = pointer
        self.elementId = elementId
        self.message = message
        self.measured = measured
        self.isIncomplete = isIncomplete
    }
}

extension Finding {
    /// A digest of the rule, the element's identity and the message's key and text
    /// arguments (measured numbers left out, so a color tweak keeps a known finding known).
    static func fingerprint(rule: String, identity: [String], elementId: String?, message: Message) -> String {
        var parts = [rule, elementId ?? "", message.key.rawValue] + identity
        for argument in message.arguments {
            if case .text(let text) = argument.value, Double(text) == nil, !text.hasPrefix("#") { parts.append(argument.name + "=" + text) }
        }
        return String(SHA256.hex(of: Array(parts.joined(separator: "\u{1F}").utf8)).prefix(16))
    }

    /// Document order of pointers (array indices as numbers), then rule id.
    public static func documentOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        let order = PointerOrder.compare(lhs.pointer, rhs.pointer)
        if order != 0 { return order < 0 }
        return lhs.rule < rhs.rule
    }
}

enum PointerOrder {
    static func compare(_ lhs: String, _ rhs: String) -> Int {
        let left = JSONPointer.tokens(lhs), right = JSONPointer.tokens(rhs)
        for (a, b) in zip(left, right) where a != b {
            if let x = Int(a), let y = Int(b) { return x < y ? -1 : 1 }
            return a < b ? -1 : 1
        }
        return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
    }
}
