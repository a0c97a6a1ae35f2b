import HIGAuditCore
import HIGAuditFiles
import Testing

@testable import HIGAuditDaemon

/// A report read back from disk is filed under its source's own bytes, not as it is shown.
@Suite struct ReportSourceTests {
    static let raw = FileName.decode(Array("a/bad".utf8) + [0xFF] + Array(".json".utf8))

    @Test func aPlainSourceIsTheShownOne() {
        #expect(ReportSource.of(key: "a/b.json", shown: "a/b.json") == "a/b.json")
        #expect(ReportSource.of(key: "a/b.json/25-0.json", shown: "a/b.json") == "a/b.json")
    }

    @Test func aSourceWithBytesThatAreNotUTF8IsTheKeysOwn() {
        #expect(ReportSource.of(key: Self.raw, shown: #"a/bad\xFF.json"#) == Self.raw)
        #expect(ReportSource.of(key: Self.raw + "/25-0.json", shown: #"a/bad\xFF.json"#) == Self.raw)
    }

    @Test func aNameHoldingTheEscapeAsTextStaysAsItIs() {
        #expect(ReportSource.of(key: #"a/bad\xFF.json"#, shown: #"a/bad\xFF.json"#) == #"a/bad\xFF.json"#)
    }
}
