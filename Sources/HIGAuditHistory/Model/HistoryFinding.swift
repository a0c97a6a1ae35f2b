import HIGAuditCore

/// A finding as history keeps it: enough to say what was added or fixed, matched across
/// edits by its fingerprint (as baselines match).
public struct HistoryFinding: Sendable, Hashable, Codable {
    public var rule: String
    public var severity: String
    public var pointer: String
    public var fingerprint: String
    /// The message, as read back or still to render: a finding just audited keeps its
    /// report's message and is rendered only when history writes it, so the observations
    /// waiting for the history's writer hold no text of their own.
    private var text: MessageText

    private enum MessageText: Sendable {
        case rendered([String: String])
        case unrendered(Message)
    }

    private enum CodingKeys: String, CodingKey {
        case rule, severity, pointer, fingerprint, messages
    }

    /// The message in each language, by language code.
    public var messages: [String: String] {
        get {
            switch text {
            case .rendered(let messages):
                return messages
            case .unrendered(let message):
                var messages: [String: String] = [:]
                for language in Language.allCases { messages[language.rawValue] = message.rendered(in: language) }
                return messages
            }
        }
        set { text = .rendered(newValue) }
    }

    public init(rule: String, severity: String, pointer: String, fingerprint: String, messages: [String: String]) {
        self.rule = rule
        self.severity = severity
        self.pointer = pointer
        self.fingerprint = fingerprint
        self.text = .rendered(messages)
    }

    /// A report's finding, its message in every language.
    public init(_ finding: Finding) {
        rule = finding.rule
        severity = finding.severity.rawValue
        pointer = finding.pointer
        fingerprint = Self.fingerprint(of: finding)
        text = .unrendered(finding.message)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            rule: try container.decode(String.self, forKey: .rule), severity: try container.decode(String.self, forKey: .severity),
            pointer: try container.decode(String.self, forKey: .pointer), fingerprint: try container.decode(String.self, forKey: .fingerprint),
            messages: try container.decode([String: String].self, forKey: .messages))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(pointer, forKey: .pointer)
        try container.encode(fingerprint, forKey: .fingerprint)
        try container.encode(messages, forKey: .messages)
    }

    public static func == (lhs: HistoryFinding, rhs: HistoryFinding) -> Bool {
        lhs.rule == rhs.rule && lhs.severity == rhs.severity && lhs.pointer == rhs.pointer && lhs.fingerprint == rhs.fingerprint
            && lhs.messages == rhs.messages
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(severity)
        hasher.combine(pointer)
        hasher.combine(fingerprint)
        hasher.combine(messages)
    }

    /// The finding's fingerprint, or its rule and pointer when it has none.
    public static func fingerprint(of finding: Finding) -> String {
        finding.fingerprint.isEmpty ? finding.rule + " " + finding.pointer : finding.fingerprint
    }

    /// The same finding with its message rendered in every language, so that writing it
    /// in several places renders it once.
    public func rendered() -> HistoryFinding {
        guard case .unrendered = text else { return self }
        var copy = self
        copy.text = .rendered(messages)
        return copy
    }

    /// The message in `language`, else in English, else any.
    public func message(in language: Language) -> String {
        switch text {
        case .unrendered(let message):
            return message.rendered(in: language)
        case .rendered(let messages):
            return messages[language.rawValue] ?? messages[Language.en.rawValue] ?? messages.values.first ?? ""
        }
    }

    func json(in language: Language) -> JSONValue {
        .object([
            "rule": .string(rule), "severity": .string(severity), "pointer": .string(pointer),
            "fingerprint": .string(fingerprint), "message": .string(message(in: language)),
        ])
    }
}
