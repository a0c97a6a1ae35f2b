import Foundation
import HIGAuditCore

/// The JSON text history stores daily totals as, and version 3 stored findings as.
enum HistoryCoding {
    static func text<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func findings(_ text: String) throws -> [HistoryFinding] {
        try JSONDecoder().decode([HistoryFinding].self, from: Data(text.utf8))
    }

    static func totals(_ text: String) throws -> DailyTotals {
        try JSONDecoder().decode(DailyTotals.self, from: Data(text.utf8))
    }
}
