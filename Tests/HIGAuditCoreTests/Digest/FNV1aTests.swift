import Testing

@testable import HIGAuditCore

@Suite struct FNV1aTests {
    /// The published 64-bit FNV-1a test vectors.
    @Test func knownVectors() {
        #expect(FNV1a().value == 0xcbf2_9ce4_8422_2325)
        var a = FNV1a()
        a.add(UInt8(ascii: "a"))
        #expect(a.value == 0xaf63_dc4c_8601_ec8c)
        var foobar = FNV1a()
        foobar.add("foobar".utf8)
        #expect(foobar.value == 0x8594_4171_f739_67e8)
    }
}
