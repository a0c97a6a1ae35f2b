import Foundation
import HIGAuditCore

/// The times history is asked about: a `since` as an ISO 8601 time or a duration (it stores
/// and writes times with `UTCTime`).
package enum HistoryTime {
    /// The first of the `days` days up to `now`, `YYYY-MM-DD`.
    package static func firstDay(of days: Int, upTo now: Int64) -> String {
        UTCTime.day(now - Int64(max(1, days) - 1) * 86400)
    }

    /// A `since` as the API and the command line take it: an ISO 8601 time
    /// (`2026-11-20T08:00:00Z`, or a day, `2026-11-20`) or a duration back from `now`
    /// (`90m`, `24h`, `7d`, `2w`). Nil when it is neither.
    package static func since(_ text: String, now: Int64) -> Int64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let unit = trimmed.last, let amount = Int64(trimmed.dropLast()), amount >= 0 {
            let seconds: Int64? =
                switch unit {
                case "s": 1
                case "m": 60
                case "h": 3600
                case "d": 86400
                case "w": 604_800
                default: nil
                }
            if let seconds, amount <= 1_000_000_000 / seconds { return now - amount * seconds }
        }
        return parse(trimmed)
    }

    /// `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SS` with `Z` or `±HH:MM`, as seconds since 1970.
    static func parse(_ text: String) -> Int64? {
        let pattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/
        guard let match = text.wholeMatch(of: pattern) else { return nil }
        var parts = tm()
        parts.tm_year = Int32(match.1)! - 1900
        parts.tm_mon = Int32(match.2)! - 1
        parts.tm_mday = Int32(match.3)!
        parts.tm_hour = match.4.map { Int32($0)! } ?? 0
        parts.tm_min = match.5.map { Int32($0)! } ?? 0
        parts.tm_sec = match.6.map { Int32($0)! } ?? 0
        guard (0..<12).contains(parts.tm_mon), (1...31).contains(parts.tm_mday), parts.tm_hour < 24, parts.tm_min < 60, parts.tm_sec < 61 else {
            return nil
        }
        var seconds = Int64(timegm(&parts))
        if let zone = match.7, zone != "Z" {
            let digits = zone.dropFirst().filter(\.isNumber)
            guard digits.count == 4, let hours = Int64(digits.prefix(2)), let minutes = Int64(digits.suffix(2)) else { return nil }
            let offset = (hours * 3600 + minutes * 60) * (zone.first == "-" ? -1 : 1)
            seconds -= offset
        }
        return seconds
    }
}
