import Testing

@testable import HIGAuditCore

/// The word-at-a-time test never misses a byte the string scanner must look at.
@Suite struct StringBytesTests {
    private func needsAttention(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80
    }

    private func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    }

    @Test func everySpecialByteInEveryPositionIsSeen() {
        let plain = Array("abcdefgh".utf8)
        for special in UInt8.min...UInt8.max where needsAttention(special) {
            for position in 0..<8 {
                var bytes = plain
                bytes[position] = special
                #expect(StringBytes.attentionMask(word(bytes)) != 0, "byte \(special) at \(position)")
            }
        }
    }

    /// The lowest flagged byte is the first one that needs a look, whatever follows it.
    @Test func theFirstFlaggedByteIsTheFirstSpecialOne() {
        var generator = SystemRandomNumberGenerator()
        for special in UInt8.min...UInt8.max where needsAttention(special) {
            for position in 0..<8 {
                var bytes = Array("abcdefgh".utf8)
                bytes[position] = special
                for k in (position + 1)..<8 { bytes[k] = UInt8.random(in: 0...255, using: &generator) }
                #expect(StringBytes.attentionMask(word(bytes)).trailingZeroBitCount / 8 == position, "byte \(special) at \(position)")
            }
        }
    }

    @Test func plainTextPassesInOneStep() {
        for text in ["abcdefgh", "Settings", "#C93400,", "0123 ~}{", "        "] {
            #expect(StringBytes.attentionMask(word(Array(text.utf8))) == 0, "\(text)")
        }
    }

    @Test func randomWordsAgreeWithTheByteTest() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let bytes = (0..<8).map { _ in UInt8.random(in: 0x18...0x90, using: &generator) }
            if bytes.contains(where: needsAttention) {
                #expect(StringBytes.attentionMask(word(bytes)) != 0, "\(bytes)")
            }
        }
    }

    @Test func stringsAroundWordBoundariesParse() throws {
        for length in 0..<20 {
            let body = String(repeating: "a", count: length)
            for tail in ["", "\\n", "é", "\\u0041"] {
                let tape = try JSONParser().parse(Array("[\"\(body)\(tail)\"]".utf8))
                #expect(tape.string(1) == body + (tail == "\\n" ? "\n" : tail == "\\u0041" ? "A" : tail))
            }
        }
        #expect(throws: JSONSyntaxError.self) { try JSONParser().parse(Array("[\"abcdefghij\u{01}\"]".utf8)) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser().parse(Array("[\"abcdefghijklmnop".utf8)) }
    }
}
