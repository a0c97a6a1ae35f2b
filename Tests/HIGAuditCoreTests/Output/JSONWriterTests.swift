import HIGAuditCore
import Testing

private func written(_ value: JSONValue, indent: Int? = nil) -> String {
    var writer = JSONWriter(indent: indent)
    writer.write(value)
    return String(decoding: writer.bytes, as: UTF8.self)
}

@Suite struct JSONWriterTests {
    static let sample: JSONValue = .object([
        "b": .number(2),
        "a": .array([.string("x"), .bool(true), .bool(false), .null, .number(4.5)]),
        "empty": .object([]),
        "none": .array([]),
    ])

    @Test func compactKeepsKeyOrder() {
        #expect(written(Self.sample) == #"{"b":2,"a":["x",true,false,null,4.5],"empty":{},"none":[]}"#)
    }

    @Test func indented() {
        #expect(
            written(Self.sample, indent: 2) == """
                {
                  "b": 2,
                  "a": [
                    "x",
                    true,
                    false,
                    null,
                    4.5
                  ],
                  "empty": {},
                  "none": []
                }
                """)
    }

    @Test func writeArrayLaysOutItemsAsWriteDoes() {
        for indent in [nil, 2] {
            let items: [JSONValue] = [.string("x"), .array([.number(1), .array([])]), .null]
            var byItem = JSONWriter(indent: indent)
            byItem.writeArray(items, level: 0) { writer, item, level in writer.write(item, level: level) }
            var empty = JSONWriter(indent: indent)
            empty.writeArray([Int](), level: 1) { _, _, _ in Issue.record("an item of an empty array") }
            #expect(String(decoding: byItem.bytes, as: UTF8.self) == written(.array(items), indent: indent))
            #expect(String(decoding: empty.bytes, as: UTF8.self) == "[]")
        }
    }

    @Test func stringEscapes() {
        #expect(written(.string("quote \" backslash \\ slash / nl \n cr \r tab \t")) == #""quote \" backslash \\ slash / nl \n cr \r tab \t""#)
        #expect(written(.string("\u{0}\u{1}\u{8}\u{C}\u{1F}\u{7F}")) == #""\u0000\u0001\u0008\u000c\u001f\u007f""#)
        #expect(written(.string("日本語 é 😀 \u{2028}")) == "\"日本語 é 😀 \u{2028}\"")
        #expect(written(.object(["k\"ey": .string("v")])) == #"{"k\"ey":"v"}"#)
    }

    @Test func numbers() {
        #expect(written(.array([.number(3), .number(-0.0), .number(2.81), .number(.nan), .number(.infinity)])) == "[3,0,2.81,null,null]")
    }

    @Test func outputParsesBackToTheSameStrings() throws {
        var random = SplitMix64(seed: 2024)
        for _ in 0..<300 {
            let length = Int.random(in: 0...20, using: &random)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length {
                let candidates: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF]
                let range = candidates[Int.random(in: 0..<candidates.count, using: &random)]
                scalars.append(Unicode.Scalar(UInt32.random(in: range, using: &random))!)
            }
            let text = String(scalars)
            var writer = JSONWriter()
            writer.write(.array([.string(text)]))
            let tape = try JSONParser().parse(writer.bytes)
            var decoded: String?
            tape.forEachElement(of: tape.root) { _, node in decoded = tape.string(node) }
            #expect(decoded == text)
        }
    }

    @Test func subscriptFindsTheLastMemberWithAKey() {
        let value: JSONValue = .object([.init("a", .number(1)), .init("a", .number(2))])
        #expect(value["a"] == .number(2))
        #expect(value["b"] == nil)
        #expect(JSONValue.array([])["a"] == nil)
    }
}
