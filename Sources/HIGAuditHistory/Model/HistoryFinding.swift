import HIGAuditCore

/// A finding as history keeps it: enough to say what was added or fixed, matched across
/// edits by its fingerprint (as baselines match).
public struct HistoryFinding: Sendable, Hashable, Codable {
    public var rule: String
    public var severity: String
    public var pointer: String
    public var fingerprint: String
    /// The message in each language, by language code.
    public var messages: [String: String]

    public init(rule: String, severity: String, pointer: String, fingerprint: String, messages: [String: String]) {
        self.rule = rule
        self.severity = severity
        self.pointer = pointer
        self.fingerprint = fingerprint
        self.messages = messages
    }

    /// A report's finding, its message in every language.
    public init(_ finding: Finding) {
        var messages: [String: String] = [:]
        for language in Language.allCases { messages[language.rawValue] = finding.message.rendered(in: language) }
        self.init(
            rule: finding.rule, severity: finding.severity.rawValue, pointer: finding.pointer, fingerprint: Self.fingerprint(of: finding),
            messages: messages)
    }

    /// The finding's fingerprint, or its rule and pointer when it has none.
    public static func fingerprint(of finding: Finding) -> String {
        finding.fingerprint.isEmpty ? finding.rule + " " + finding.pointer : finding.fingerprint
    }

    /// The message in `language`, else in English, else any.
    public func message(in language: Language) -> String {
        messages[language.rawValue] ?? messages[Language.en.rawValue] ?? messages.values.first ?? ""
    }

    func json(in language: Language) -> JSONValue {
        .object([
            "rule": .string(rule), "severity": .string(severity), "pointer": .string(pointer),
            "fingerprint": .string(fingerprint), "message": .string(message(in: language)),
        ])
    }
}
