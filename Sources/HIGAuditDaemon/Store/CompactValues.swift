import Foundation
import HIGAuditCore

/// A report's `sha256:<hex>` source digest kept as its first 16 bytes instead of a 71-byte
/// string on the heap: it is only compared, to tell whether a file changed, and 128 bits
/// tell that as surely as 256. Anything else is kept as `unknown`, which equals no digest,
/// so its screen is audited again.
struct SourceDigest: Sendable, Equatable {
    // All zero is `unknown`: no SHA-256 found in practice starts with 16 zero bytes.
    private var word0: UInt64
    private var word1: UInt64

    static let unknown = SourceDigest(words: (0, 0))

    private init(words: (UInt64, UInt64)) {
        (word0, word1) = words
    }

    private var known: Bool { word0 | word1 != 0 }

    /// The digest of `sha256:` followed by 64 lowercase hex digits; `unknown` otherwise.
    init(_ text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 71, utf8.starts(with: Array("sha256:".utf8)), let bytes = SHA256.bytes(fromHex: utf8.dropFirst(7)) else {
            self = .unknown
            return
        }
        self.init(bytes: bytes)
    }

    /// The digest of some bytes.
    init(hashing bytes: [UInt8]) {
        self.init(bytes: SHA256.hash(bytes))
    }

    private init(bytes: [UInt8]) {
        var words: (UInt64, UInt64) = (0, 0)
        for index in 0..<8 { words.0 |= UInt64(bytes[index]) << (8 * index) }
        for index in 8..<16 { words.1 |= UInt64(bytes[index]) << (8 * (index - 8)) }
        self.init(words: words)
    }

    static func == (lhs: SourceDigest, rhs: SourceDigest) -> Bool {
        lhs.known && rhs.known && lhs.word0 == rhs.word0 && lhs.word1 == rhs.word1
    }
}

/// A report's `auditedAt` (`YYYY-MM-DDTHH:MM:SSZ`) kept as seconds since 1970 instead of a
/// string on the heap; any other text is kept as it is.
struct AuditTime: Sendable, Equatable {
    /// Text that is no such time, boxed: one word instead of an optional string's two.
    private final class Other: Sendable {
        let text: String
        init(_ text: String) { self.text = text }
    }

    private var seconds: Int64
    private var other: Other?

    static func == (lhs: AuditTime, rhs: AuditTime) -> Bool {
        lhs.seconds == rhs.seconds && lhs.other?.text == rhs.other?.text
    }

    init(_ text: String) {
        let digits = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int32? {
            var value: Int32 = 0
            for byte in digits[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int32(byte - UInt8(ascii: "0"))
            }
            return value
        }
        var parts = tm()
        if digits.count == 20, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-"), digits[10] == UInt8(ascii: "T"),
            digits[13] == UInt8(ascii: ":"), digits[16] == UInt8(ascii: ":"), digits[19] == UInt8(ascii: "Z"),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19)
        {
            parts.tm_year = year - 1900
            parts.tm_mon = month - 1
            parts.tm_mday = day
            parts.tm_hour = hour
            parts.tm_min = minute
            parts.tm_sec = second
            seconds = Int64(timegm(&parts))
            other = nil
            // Only a text that comes back the same is kept as a number.
            if text == self.text { return }
        }
        seconds = 0
        other = Other(text)
    }

    var text: String {
        if let other { return other.text }
        return UTCTime.timestamp(Int64(seconds))
    }
}

/// The auditor's version and configuration digest a report was made with: the same for
/// nearly every report, so summaries share one copy through a single reference.
final class AuditorStamp: Sendable, Equatable {
    let auditorVersion: String
    let configDigest: String

    init(auditorVersion: String, configDigest: String) {
        self.auditorVersion = auditorVersion
        self.configDigest = configDigest
    }

    static func == (lhs: AuditorStamp, rhs: AuditorStamp) -> Bool {
        lhs === rhs || (lhs.auditorVersion == rhs.auditorVersion && lhs.configDigest == rhs.configDigest)
    }
}
