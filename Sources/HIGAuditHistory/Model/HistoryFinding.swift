import HIGAuditCore

/// A finding as history keeps it: enough to say what was added or fixed, matched across
/// edits by its fingerprint (as baselines match).
public struct HistoryFinding: Sendable, Hashable, Codable {
    public var rule: String
    public var severity: String
    public var pointer: String
    public var fingerprint: String
    public var message: String

    public init(rule: String, severity: String, pointer: String, fingerprint: String, message: String) {
        self.rule = rule
        self.severity = severity
        self.pointer = pointer
        self.fingerprint = fingerprint
        self.message = message
    }

    /// A report's finding, its message in `language`.
    public init(_ finding: Finding, in language: Language) {
        self.init(rule: finding.rule, severity: finding.severity.rawValue, pointer: finding.pointer,
                  fingerprint: finding.fingerprint.isEmpty ? finding.rule + " " + finding.pointer : finding.fingerprint,
                  message: finding.message.rendered(in: language))
    }

    var json: JSONValue {
        .object([
            "rule": .string(rule), "severity": .string(severity), "pointer": .string(pointer),
            "fingerprint": .string(fingerprint), "message": .string(message),
        ])
    }
}
