import Foundation

/// Wall-clock time in whole seconds since 1970 and its written forms, in UTC: the times of
/// reports, logs and the history.
public enum UTCTime {
    /// The current time, in whole seconds since 1970-01-01T00:00:00Z.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the form of every time in a report.
    public static func timestamp(_ seconds: Int64 = now()) -> String {
        let parts = utc(seconds)
        var text: [UInt8] = []
        text.reserveCapacity(20)
        appendDay(parts, to: &text)
        text.append(UInt8(ascii: "T"))
        appendDigits(parts.tm_hour, count: 2, to: &text)
        text.append(UInt8(ascii: ":"))
        appendDigits(parts.tm_min, count: 2, to: &text)
        text.append(UInt8(ascii: ":"))
        appendDigits(parts.tm_sec, count: 2, to: &text)
        text.append(UInt8(ascii: "Z"))
        return String(decoding: text, as: UTF8.self)
    }

    /// The day, `YYYY-MM-DD`.
    public static func day(_ seconds: Int64) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(10)
        appendDay(utc(seconds), to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    private static func appendDay(_ parts: tm, to text: inout [UInt8]) {
        appendDigits(parts.tm_year + 1900, count: 4, to: &text)
        text.append(UInt8(ascii: "-"))
        appendDigits(parts.tm_mon + 1, count: 2, to: &text)
        text.append(UInt8(ascii: "-"))
        appendDigits(parts.tm_mday, count: 2, to: &text)
    }

    /// At least `count` decimal digits, zero-padded, as `%0*d` writes them; a negative year
    /// (before 1 BCE) keeps its sign.
    private static func appendDigits(_ value: Int32, count: Int, to text: inout [UInt8]) {
        if value < 0 { text.append(UInt8(ascii: "-")) }
        let digits = Array(String(value.magnitude).utf8)
        let padding = count - (value < 0 ? 1 : 0) - digits.count
        if padding > 0 { text.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: padding)) }
        text.append(contentsOf: digits)
    }

    private static func utc(_ seconds: Int64) -> tm {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        return parts
    }
}
