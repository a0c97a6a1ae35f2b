import Testing

@testable import HIGAuditCore

/// The mapping between a path's bytes and its text loses nothing, whatever the bytes.
@Suite struct FileNameTests {
    /// A small generator with a fixed seed, so that a failure repeats.
    struct SeededBytes {
        var state: UInt64

        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }

        /// Bytes biased towards UTF-8's lead, continuation and private-use bytes.
        mutating func bytes(count: Int) -> [UInt8] {
            let interesting: [UInt8] = [0x2F, 0x5C, 0x78, 0x80, 0x9C, 0x9E, 0x9F, 0xBF, 0xC0, 0xC3, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xFE, 0xFF]
            return (0..<count).map { _ in
                let value = next()
                return value % 3 == 0 ? interesting[Int(value / 3) % interesting.count] : UInt8(truncatingIfNeeded: value >> 8 | 1)
            }
        }
    }

    @Test func randomBytesRoundTrip() {
        var generator = SeededBytes(state: 0x5EED)
        for _ in 0..<20_000 {
            let bytes = generator.bytes(count: Int(generator.next() % 24))
            #expect(FileName.bytes(FileName.decode(bytes)) == bytes, "\(bytes)")
        }
    }

    @Test func distinctBytesGiveDistinctText() {
        var generator = SeededBytes(state: 42)
        var seen: [String: [UInt8]] = [:]
        for _ in 0..<5_000 {
            let bytes = generator.bytes(count: Int(generator.next() % 6) + 1)
            let text = FileName.decode(bytes)
            if let earlier = seen[text] { #expect(earlier == bytes, "\(earlier) and \(bytes)") }
            seen[text] = bytes
        }
    }

    @Test func everyByteAloneRoundTrips() {
        for byte in UInt8(1)...UInt8(255) {
            #expect(FileName.bytes(FileName.decode([byte])) == [byte])
        }
    }

    @Test func validUTF8IsDecodedAsItIs() {
        #expect(FileName.decode(Array("画面/ok.json".utf8)) == "画面/ok.json")
        #expect(!FileName.hasInvalidBytes("画面/ok.json"))
    }

    @Test func aPrivateUseScalarInTheNameIsKeptApartFromAnEscapedByte() {
        let literal = Array("\u{F7FF}".utf8)
        #expect(FileName.decode(literal) != FileName.decode([0xFF]))
        #expect(FileName.bytes(FileName.decode(literal)) == literal)
    }

    @Test func displayEscapesOnlyTheBytesThatAreNotUTF8() {
        let text = FileName.decode(Array("bad".utf8) + [0xFF, 0xFE] + Array("é.json".utf8))
        #expect(FileName.display(text) == "bad\\xFF\\xFEé.json")
        #expect(FileName.fromDisplay(FileName.display(text)) == text)
        #expect(FileName.display("back\\slash.json") == "back\\slash.json")
        #expect(FileName.fromDisplay("plain\\x41.json") == "plain\\x41.json")
    }

    @Test func aBackslashBeforeAnXIsEscapedSoNoNameReadsAsAnother() {
        let literal = "a\\xFF.json"
        let byte = FileName.decode(Array("a".utf8) + [0xFF] + Array(".json".utf8))
        #expect(FileName.display(literal) == "a\\x5CxFF.json")
        #expect(FileName.display(byte) == "a\\xFF.json")
        #expect(FileName.fromDisplay(FileName.display(literal)) == literal)
        #expect(FileName.fromDisplay(FileName.display(byte)) == byte)
        #expect(FileName.display("a\\x5C") == "a\\x5Cx5C")
        #expect(FileName.fromDisplay("a\\x5Cx5C") == "a\\x5C")
    }

    @Test func displayIsUndoneExactlyForAnyBytes() {
        var generator = SeededBytes(state: 0x5C78)
        var seen: [String: String] = [:]
        for _ in 0..<20_000 {
            let path = FileName.decode(generator.bytes(count: Int(generator.next() % 12)))
            let shown = FileName.display(path)
            #expect(FileName.fromDisplay(shown) == path, "\(FileName.bytes(path))")
            if let other = seen[shown] { #expect(other == path, "\(shown)") }
            seen[shown] = path
        }
    }
}
