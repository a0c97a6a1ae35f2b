import Foundation
import HIGAuditCore

/// The JSON text history stores findings and totals as.
enum HistoryCoding {
    static func text<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Findings as JSON text: compact, keys sorted, as `text` writes them but without
    /// Foundation's encoder, which costs more than the rest of a history write.
    static func findingsText(_ findings: [HistoryFinding]) -> String {
        var writer = JSONWriter(capacity: 256 * findings.count + 2)
        writer.writeArray(findings, level: 0) { writer, finding, _ in
            writer.appendByte(UInt8(ascii: "{"))
            writer.beginMember("fingerprint", isFirst: true, level: 0)
            writer.writeString(finding.fingerprint)
            if let message = finding.storedMessage {
                writer.beginMember("message", isFirst: false, level: 0)
                StoredMessage.write(message, into: &writer)
            } else {
                writer.beginMember("messages", isFirst: false, level: 0)
                writer.appendByte(UInt8(ascii: "{"))
                let messages = finding.messages
                for (index, language) in messages.keys.sorted().enumerated() {
                    writer.beginMember(language, isFirst: index == 0, level: 0)
                    writer.writeString(messages[language] ?? "")
                }
                writer.appendByte(UInt8(ascii: "}"))
            }
            writer.beginMember("pointer", isFirst: false, level: 0)
            writer.writeString(finding.pointer)
            writer.beginMember("rule", isFirst: false, level: 0)
            writer.writeString(finding.rule)
            writer.beginMember("severity", isFirst: false, level: 0)
            writer.writeString(finding.severity)
            writer.appendByte(UInt8(ascii: "}"))
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    static func findings(_ text: String) throws -> [HistoryFinding] {
        try JSONDecoder().decode([HistoryFinding].self, from: Data(text.utf8))
    }

    static func totals(_ text: String) throws -> DailyTotals {
        try JSONDecoder().decode(DailyTotals.self, from: Data(text.utf8))
    }
}
