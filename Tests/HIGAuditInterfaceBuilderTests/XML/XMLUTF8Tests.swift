import Testing

@testable import HIGAuditInterfaceBuilder

@Suite struct XMLUTF8Tests {
    /// Byte sequences that are not well-formed UTF-8.
    static let malformed: [[UInt8]] = [
        [0x80],  // a continuation byte alone
        [0xBF],
        [0xC0, 0x80],  // overlong NUL
        [0xC1, 0xBF],  // overlong U+007F
        [0xE0, 0x80, 0x80],  // overlong
        [0xE0, 0x9F, 0xBF],  // overlong U+07FF
        [0xED, 0xA0, 0x80],  // surrogate U+D800
        [0xED, 0xBF, 0xBF],  // surrogate U+DFFF
        [0xF0, 0x80, 0x80, 0x80],  // overlong
        [0xF0, 0x8F, 0xBF, 0xBF],  // overlong U+FFFF
        [0xF4, 0x90, 0x80, 0x80],  // U+110000
        [0xF5, 0x80, 0x80, 0x80],
        [0xF8, 0x88, 0x80, 0x80, 0x80],
        [0xFE], [0xFF],
        [0xC3, 0x41],  // lead byte then ASCII
        [0xE3, 0x81, 0x41],  // cut short
        [0xF0, 0x9F, 0x98, 0x41],
    ]

    @Test(arguments: malformed)
    func malformedSequencesAreRejectedWherever(sequence: [UInt8]) {
        XMLTesting.expectError(Array("<a>".utf8) + sequence + Array("</a>".utf8), .invalidUTF8, line: 1, column: 4)
        XMLTesting.expectError(Array("<a b='é".utf8) + sequence + Array("'/>".utf8), .invalidUTF8, line: 1, column: 8)
        XMLTesting.expectError(Array("<a><!-- ".utf8) + sequence + Array(" --></a>".utf8), .invalidUTF8, line: 1, column: 9)
        XMLTesting.expectError(Array("<a><![CDATA[".utf8) + sequence + Array("]]></a>".utf8), .invalidUTF8, line: 1, column: 13)
        XMLTesting.expectError(Array("<a><?pi ".utf8) + sequence + Array("?></a>".utf8), .invalidUTF8, line: 1, column: 9)
        XMLTesting.expectError(Array("<!DOCTYPE a [ ".utf8) + sequence + Array(" ]><a/>".utf8), .invalidUTF8, line: 1, column: 15)
        XMLTesting.expectError(Array("<!DOCTYPE a [<!ENTITY x '".utf8) + sequence + Array("'>]><a/>".utf8), .invalidUTF8, line: 1, column: 26)
        XMLTesting.expectError(Array("<".utf8) + sequence + Array("/>".utf8), .invalidUTF8, line: 1, column: 2)
        XMLTesting.expectError(Array("<aé".utf8) + sequence + Array("/>".utf8), .invalidUTF8, line: 1, column: 4)
        XMLTesting.expectError(Array("<a ".utf8) + sequence + Array("='1'/>".utf8), .invalidUTF8, line: 1, column: 4)
        XMLTesting.expectError(Array("<a/>\n".utf8) + sequence, .textAfterRoot, line: 2, column: 1)
        XMLTesting.expectError(sequence + Array("<a/>".utf8), .invalidUTF8, line: 1, column: 1)
    }

    @Test func sequenceCutShortByTheEndOfTheDocument() {
        XMLTesting.expectError(Array("<a>".utf8) + [0xE3, 0x81], .invalidUTF8, line: 1, column: 4)
        XMLTesting.expectError(Array("<a b='".utf8) + [0xF0, 0x9F, 0x98], .invalidUTF8, line: 1, column: 7)
    }

    @Test func utf16IsRejected() {
        XMLTesting.expectError([0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E, 0x00], .invalidUTF8, line: 1, column: 1)
        XMLTesting.expectError([0xFE, 0xFF, 0x00, 0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E], .invalidUTF8, line: 1, column: 1)
    }

    @Test func boundaryCodePointsAreAccepted() throws {
        // U+0080, U+07FF, U+0800, U+D7FF, U+E000, U+FFFD, U+10000, U+10FFFF.
        let text = "\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFD}\u{10000}\u{10FFFF}"
        let document = try XMLTesting.parse("<a b='\(text)'>\(text)<!--\(text)--><![CDATA[\(text)]]></a>")
        #expect(document.attribute("b", of: 0) == text)
        #expect(Array(text.utf8).count == 2 + 2 + 3 + 3 + 3 + 3 + 4 + 4)
    }
}
