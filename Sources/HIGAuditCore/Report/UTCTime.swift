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
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02dZ", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
            parts.tm_hour, parts.tm_min, parts.tm_sec)
    }

    /// The day, `YYYY-MM-DD`.
    public static func day(_ seconds: Int64) -> String {
        let parts = utc(seconds)
        return String(format: "%04d-%02d-%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday)
    }

    private static func utc(_ seconds: Int64) -> tm {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        return parts
    }
}
