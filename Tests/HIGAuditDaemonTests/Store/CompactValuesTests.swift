import HIGAuditCore
import Testing

@testable import HIGAuditDaemon

/// The compact forms of a summary's digest and time stand for exactly the text they came from.
@Suite struct CompactValuesTests {
    @Test func aDigestEqualsTheDigestOfTheSameBytesOnly() {
        let bytes = Array("{\"format\":\"hig-screen/1\"}".utf8)
        let text = "sha256:" + SHA256.hex(of: bytes)
        #expect(SourceDigest(text) == SourceDigest(hashing: bytes))
        #expect(SourceDigest(text) != SourceDigest(hashing: bytes + [0x20]))
        #expect(SourceDigest(text.uppercased()) != SourceDigest(hashing: bytes), "not what the daemon writes: unknown")
        for odd in ["", "sha256:", "md5:" + String(repeating: "0", count: 64), "sha256:" + String(repeating: "g", count: 64)] {
            #expect(SourceDigest(odd) != SourceDigest(odd), "an unknown digest equals nothing, not even itself")
        }
        #expect(SourceDigest.unknown != SourceDigest.unknown)
        // Only the first 16 bytes are kept: texts that differ after them are the same digest.
        let other = String(text.dropLast(32)) + String(repeating: "0", count: 32)
        #expect(SourceDigest(other) == SourceDigest(text))
        let changedEarly = "sha256:" + (text.dropFirst(7).first == "0" ? "1" : "0") + String(text.dropFirst(8))
        #expect(SourceDigest(changedEarly) != SourceDigest(text))
    }

    @Test func aTimeComesBackAsTheSameText() {
        for text in ["2026-11-24T04:25:27Z", "1970-01-01T00:00:00Z", "2099-12-31T23:59:59Z", "2024-02-29T12:00:00Z"] {
            #expect(AuditTime(text).text == text)
        }
        for odd in ["", "2026-11-24 04:25:27", "2026-02-30T00:00:00Z", "2026-11-24T04:25:27.5Z", "yesterday"] {
            #expect(AuditTime(odd).text == odd, "kept as it is: \(odd)")
        }
    }

    @Test func timesCompareByTheirText() {
        #expect(AuditTime("2026-11-24T04:25:27Z") == AuditTime("2026-11-24T04:25:27Z"))
        #expect(AuditTime("2026-11-24T04:25:27Z") != AuditTime("2026-11-24T04:25:28Z"))
        #expect(AuditTime("yesterday") == AuditTime("yesterday"))
        #expect(AuditTime("yesterday") != AuditTime("today"))
        #expect(AuditTime("1970-01-01T00:00:00Z") != AuditTime("soon"), "a time and a text of no time differ")
    }

    @Test func aStampEqualsAnotherWithTheSameVersionAndDigest() {
        let stamp = AuditorStamp(auditorVersion: "1.0", configDigest: "sha256:a")
        #expect(stamp == AuditorStamp(auditorVersion: "1.0", configDigest: "sha256:a"))
        #expect(stamp != AuditorStamp(auditorVersion: "1.1", configDigest: "sha256:a"))
        #expect(stamp != AuditorStamp(auditorVersion: "1.0", configDigest: "sha256:b"))
    }

    /// The tallies are held in the summary (16 bytes rather than an array's 8), so that most
    /// summaries own no block of their own on the heap; the digest takes 16 bytes.
    @Test func aSummaryTakesNoMoreThan120Bytes() {
        #expect(MemoryLayout<SourceDigest>.size == 16)
        #expect(MemoryLayout<ReportSummary>.stride <= 120)
    }
}
