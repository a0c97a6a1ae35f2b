import Testing

@testable import HIGAuditCore

struct JSONLocationTests {
    static let documents: [String] = [
        "{\"a\": [1, {\"b\": \"x\"}, []], \"c\": {}}",
        "\u{FEFF}{\n  \"é\": [\n    {\"type\": \"text\"},\n    {\"type\": \"日本\"}\n  ]\n}\n",
        String(repeating: "{\"k\":\"ü\"},", count: 50),
        "\n\n\n  [ [ [ 1 ] ] ]",
    ]

    /// Many offsets at once give what the one-offset reference gives for each.
    @Test(arguments: documents)
    func positionsAgreeWithTheReference(_ text: String) {
        let bytes = Array(text.utf8)
        let offsets = Array(0...bytes.count).reversed() + [0, 3, bytes.count / 2]
        let positions = TextPosition.positions(of: offsets, in: bytes)
        for offset in offsets {
            #expect(positions[offset] == TextPosition(of: offset, in: bytes), "offset \(offset)")
        }
    }

    @Test func pointersStartAtTheirBracketsQuotesAndDigits() throws {
        let bytes = Array("{\"a\": [1, {\"b\": \"x\"}, [], [ [2] ]], \"c\":  {}, \"d\": null}".utf8)
        let tape = try JSONParser().parse(bytes)
        func start(_ pointer: String) -> Character? {
            tape.startOffset(ofPointer: pointer).map { Character(Unicode.Scalar(bytes[$0])) }
        }
        #expect(start("") == "{")
        #expect(start("/a") == "[")
        #expect(start("/a/0") == "1")
        #expect(start("/a/1") == "{")
        #expect(start("/a/1/b") == "\"")
        #expect(start("/a/2") == "[")
        #expect(start("/a/3") == "[")
        #expect(start("/a/3/0") == "[")
        #expect(start("/c") == "{")
        #expect(start("/d") == "n")
        // Escaped tokens and escaped keys.
        let escaped = try JSONParser().parse(Array(#"{"a/b": {"c~d": [true]}, "\u0065": 5}"#.utf8))
        #expect(escaped.startOffset(ofPointer: "/a~1b/c~0d/0") == 17)
        #expect(escaped.startOffset(ofPointer: "/e") == 35)
        // A missing key or index: where its deepest existing ancestor starts.
        #expect(tape.startOffset(ofPointer: "/a/1/missing") == tape.startOffset(ofPointer: "/a/1"))
        #expect(tape.startOffset(ofPointer: "/a/9") == tape.startOffset(ofPointer: "/a"))
    }

    @Test func findingsGetTheLineAndColumnOfTheirElement() throws {
        let text = "{\"format\": \"hig-screen/1\",\n \"elements\": [\n  {\"type\": \"text\"},\n    {\"type\": \"view\", \"children\": [{\"type\": \"text\"}]}]}"
        let tape = try JSONParser().parse(Array(text.utf8))
        var findings = ["/elements/1/children/0", "/elements/0", "/elements/1/frame", ""].map {
            Finding(rule: "r", severity: .note, pointer: $0, message: Message("literal", ["text": ""]))
        }
        Finding.locate(&findings, in: tape)
        #expect(
            findings.map(\.location) == [
                TextPosition(line: 4, column: 35), TextPosition(line: 3, column: 3),
                TextPosition(line: 4, column: 5), TextPosition(line: 1, column: 1),
            ])
    }

    /// An empty element (an input error: no type) never lands on a `:` or a key.
    @Test func emptyContainersFallBackToABracket() throws {
        let text = "{\n  \"format\": \"hig-screen/1\",\n  \"elements\": [\n    {}\n  ],\n  \"x\": {\"y\": {}}\n}"
        let bytes = Array(text.utf8)
        let tape = try JSONParser().parse(bytes)
        for pointer in ["/elements/0/type", "/elements/0", "/x/y", "/x/y/z"] {
            let offset = try #require(tape.startOffset(ofPointer: pointer))
            #expect(bytes[offset] == UInt8(ascii: "{") || bytes[offset] == UInt8(ascii: "["), "\(pointer) at \(offset)")
        }
        #expect(tape.startOffset(ofPointer: "/x/y").map { bytes[$0 + 1] } == UInt8(ascii: "}"), "an empty member value is found after its key")
    }

    /// An empty container in an array is found at its own bracket, read on from the nearest
    /// container whose start is known, past strings holding brackets, commas and quotes.
    @Test func emptyContainersInArraysAreFoundAtTheirOwnBracket() throws {
        let text = #"{"a": [ {}, [ ], {"s": "],}\"{", "n": [1, {}]}, \#t{ } ], "b": [[], {}]}"#
        let bytes = Array(text.utf8)
        let tape = try JSONParser().parse(bytes)
        func offset(_ pointer: String) throws -> Int { try #require(tape.startOffset(ofPointer: pointer)) }
        #expect(try String(decoding: bytes[offset("/a/0")...].prefix(5), as: UTF8.self) == "{}, [")
        #expect(try String(decoding: bytes[offset("/a/1")...].prefix(5), as: UTF8.self) == "[ ], ")
        #expect(try String(decoding: bytes[offset("/a/3")...].prefix(3), as: UTF8.self) == "{ }")
        #expect(try String(decoding: bytes[offset("/a/2/n/1")...].prefix(3), as: UTF8.self) == "{}]")
        #expect(try String(decoding: bytes[offset("/b/0")...].prefix(4), as: UTF8.self) == "[], ")
        #expect(try String(decoding: bytes[offset("/b/1")...].prefix(3), as: UTF8.self) == "{}]")
    }

    /// A line ends at LF, CRLF or a CR alone, in findings' places and in syntax errors alike.
    @Test func aLoneCarriageReturnEndsALine() throws {
        for (newline, name) in [("\r", "CR"), ("\r\n", "CRLF"), ("\n", "LF")] {
            let text = ["{\"format\": \"hig-screen/1\",", " \"elements\": [", "  {\"type\": \"image\"}]}"].joined(separator: newline)
            let bytes = Array(text.utf8)
            let tape = try JSONParser().parse(bytes)
            let offset = try #require(tape.startOffset(ofPointer: "/elements/0"))
            #expect(TextPosition.positions(of: [offset], in: bytes)[offset] == TextPosition(line: 3, column: 3), "\(name)")
            #expect(TextPosition(of: offset, in: bytes) == TextPosition(line: 3, column: 3), "\(name)")
        }
    }

    /// With a key twice, the decoder keeps the last value; locations follow it.
    @Test func duplicateKeysLocateTheLastValue() throws {
        let bytes = Array(#"{"elements": [1], "elements": [{"type": "text"}]}"#.utf8)
        let tape = try JSONParser().parse(bytes)
        let offset = try #require(tape.startOffset(ofPointer: "/elements/0"))
        #expect(bytes[offset] == UInt8(ascii: "{"))
    }
}
