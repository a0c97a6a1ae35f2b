import HIGAuditCore

/// A finding as history keeps it: enough to say what was added or fixed, matched across
/// edits by its fingerprint (as baselines match).
package struct HistoryFinding: Sendable, Hashable, Codable {
    package var rule: String
    package var severity: String
    package var pointer: String
    package var fingerprint: String
    /// The message: still to render (a finding just audited, or stored by this version as
    /// its key and arguments), or rendered text by language (stored by earlier versions, or
    /// set).
    private var text: MessageText

    private enum MessageText: Sendable {
        case rendered([String: String])
        case unrendered(Message)
    }

    private enum CodingKeys: String, CodingKey {
        case rule, severity, pointer, fingerprint, message, messages
    }

    /// The message in each language, by language code.
    package var messages: [String: String] {
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

    package init(rule: String, severity: String, pointer: String, fingerprint: String, messages: [String: String]) {
        self.rule = rule
        self.severity = severity
        self.pointer = pointer
        self.fingerprint = fingerprint
        self.text = .rendered(messages)
    }

    /// A finding whose message is still to render.
    init(rule: String, severity: String, pointer: String, fingerprint: String, message: Message) {
        self.rule = rule
        self.severity = severity
        self.pointer = pointer
        self.fingerprint = fingerprint
        self.text = .unrendered(message)
    }

    /// A report's finding, its message kept as key and arguments, to render in any language.
    package init(_ finding: Finding) {
        rule = finding.rule
        severity = finding.severity.rawValue
        pointer = finding.pointer
        fingerprint = Self.fingerprint(of: finding)
        text = .unrendered(finding.message)
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rule = try container.decode(String.self, forKey: .rule)
        severity = try container.decode(String.self, forKey: .severity)
        pointer = try container.decode(String.self, forKey: .pointer)
        fingerprint = try container.decode(String.self, forKey: .fingerprint)
        if container.contains(.message) {
            text = .unrendered(try container.decode(StoredMessage.self, forKey: .message).message)
        } else {
            text = .rendered(try container.decode([String: String].self, forKey: .messages))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(pointer, forKey: .pointer)
        try container.encode(fingerprint, forKey: .fingerprint)
        switch text {
        case .unrendered(let message): try container.encode(StoredMessage(message), forKey: .message)
        case .rendered(let messages): try container.encode(messages, forKey: .messages)
        }
    }

    /// The message to render, or nil when only its text is known.
    var storedMessage: Message? {
        if case .unrendered(let message) = text { return message }
        return nil
    }

    /// Alike when they say the same: two messages to render by their keys and arguments,
    /// otherwise by their text in every language.
    package static func == (lhs: HistoryFinding, rhs: HistoryFinding) -> Bool {
        guard lhs.rule == rhs.rule && lhs.severity == rhs.severity && lhs.pointer == rhs.pointer && lhs.fingerprint == rhs.fingerprint else {
            return false
        }
        if case .unrendered(let left) = lhs.text, case .unrendered(let right) = rhs.text, left == right { return true }
        return lhs.messages == rhs.messages
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(severity)
        hasher.combine(pointer)
        hasher.combine(fingerprint)
    }

    /// The finding's fingerprint, or its rule and pointer when it has none.
    package static func fingerprint(of finding: Finding) -> String {
        finding.fingerprint.isEmpty ? finding.rule + " " + finding.pointer : finding.fingerprint
    }

    /// The message in `language`, else in English, else any.
    package func message(in language: Language) -> String {
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
