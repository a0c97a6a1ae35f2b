import HIGAuditCore
import Testing

/// Parses text that must be valid JSON.
private func tape(_ text: String) throws -> JSONTape {
    try JSONParser().parse(Array(text.utf8))
}

/// The syntax error for bytes that must be rejected (nil, with an issue, if they parse).
private func syntaxError(_ bytes: [UInt8], maxDepth: Int = 512, sourceLocation: SourceLocation = #_sourceLocation) -> JSONSyntaxError? {
    do throws(JSONSyntaxError) {
        _ = try JSONParser(maxDepth: maxDepth).parse(bytes)
        Issue.record("expected a syntax error", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

private func syntaxError(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> JSONSyntaxError? {
    syntaxError(Array(text.utf8), sourceLocation: sourceLocation)
}

@Suite struct JSONParserValidDocumentTests {
    @Test func everyValueKind() throws {
        let t = try tape(#"{"s":"x","e":"a\nb","n":-1.5e2,"t":true,"f":false,"z":null,"a":[1,[],{}],"o":{"k":"v"}}"#)
        #expect(t.kind(t.root) == .object)
        #expect(t.count(t.root) == 8)
        let s = try #require(t.member("s", of: t.root))
        #expect(t.kind(s) == .string)
        #expect(t.string(s) == "x")
        let e = try #require(t.member("e", of: t.root))
        #expect(t.kind(e) == .escapedString)
        #expect(t.string(e) == "a\nb")
        let n = try #require(t.member("n", of: t.root))
        #expect(t.kind(n) == .number)
        #expect(t.double(n) == -150)
        #expect(t.kind(try #require(t.member("t", of: t.root))) == .true)
        #expect(t.kind(try #require(t.member("f", of: t.root))) == .false)
        #expect(t.kind(try #require(t.member("z", of: t.root))) == .null)
        #expect(t.member("missing", of: t.root) == nil)

        let a = try #require(t.member("a", of: t.root))
        #expect(t.kind(a) == .array)
        #expect(t.count(a) == 3)
        var kinds: [JSONTape.Kind] = []
        var ordinals: [Int] = []
        t.forEachElement(of: a) { ordinal, node in
            ordinals.append(ordinal)
            kinds.append(t.kind(node))
        }
        #expect(ordinals == [0, 1, 2])
        #expect(kinds == [.number, .array, .object])

        let o = try #require(t.member("o", of: t.root))
        #expect(t.kind(o) == .object)
        let k = try #require(t.member("k", of: o))
        #expect(t.string(k) == "v")
        #expect(t.end(of: t.root) == t.nodes.count)

        var keys: [String] = []
        t.forEachMember(of: t.root) { key, _ in keys.append(t.string(key)) }
        #expect(keys == ["s", "e", "n", "t", "f", "z", "a", "o"])
    }

    @Test(arguments: [
        ("\"text\"", JSONTape.Kind.string),
        ("42", .number),
        ("-0.5", .number),
        ("true", .true),
        ("false", .false),
        ("null", .null),
        ("[]", .array),
        ("{}", .object),
        (" \t\r\n [ ] \n", .array),
    ])
    func topLevelValues(text: String, kind: JSONTape.Kind) throws {
        let t = try tape(text)
        #expect(t.kind(t.root) == kind)
    }

    @Test func emptyContainersHaveNoChildren() throws {
        let t = try tape(#"[[], {}, [ ], {  }]"#)
        var counts: [Int] = []
        t.forEachElement(of: t.root) { _, node in counts.append(t.count(node)) }
        #expect(counts == [0, 0, 0, 0])
        #expect(t.nodes.count == 5)
    }

    @Test func escapes() throws {
        let t = try tape(#"["\"\\\/\b\f\n\r\t", "\u0041\u00e9\u20AC", "\uD83D\uDE00", "x\ud83d\ude00y", "\u0000"]"#)
        var values: [String] = []
        t.forEachElement(of: t.root) { _, node in values.append(t.string(node)) }
        #expect(values == ["\"\\/\u{8}\u{C}\n\r\t", "Aé€", "😀", "x😀y", "\u{0}"])
    }

    @Test func surrogatePairAtTheVeryEndOfAString() throws {
        let t = try tape(#""\uD83D\uDE00""#)
        #expect(t.string(t.root) == "😀")
        #expect(t.string(t.root).unicodeScalars.map(\.value) == [0x1F600])
    }

    @Test(arguments: [
        (#""\uD800""#, "\u{FFFD}"),
        (#""\uDC00""#, "\u{FFFD}"),
        (#""\uD800\u0041""#, "\u{FFFD}A"),
        (#""\uD800x""#, "\u{FFFD}x"),
        (#""\uDE00\uD83D""#, "\u{FFFD}\u{FFFD}"),
    ])
    func loneSurrogatesBecomeReplacementCharacters(text: String, expected: String) throws {
        let t = try tape(text)
        #expect(t.string(t.root) == expected)
    }

    @Test func rawUTF8IsKept() throws {
        let t = try tape("[\"日本語 é 😀\"]")
        var value = ""
        t.forEachElement(of: t.root) { _, node in value = t.string(node) }
        #expect(value == "日本語 é 😀")
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let t = try JSONParser().parse([0xEF, 0xBB, 0xBF] + Array(#"{"a":1}"#.utf8))
        #expect(t.kind(t.root) == .object)
        #expect(t.double(try #require(t.member("a", of: t.root))) == 1)
    }

    @Test func escapedMemberNamesMatch() throws {
        let t = try tape(#"{"\u0074ype":"text"}"#)
        let value = try #require(t.member("type", of: t.root))
        #expect(t.string(value) == "text")
        #expect(t.stringEquals(value, "text"))
        #expect(!t.stringEquals(value, "tex"))
    }

    @Test func delIsAllowedInStrings() throws {
        let t = try tape("\"a\u{7F}b\"")
        #expect(t.string(t.root) == "a\u{7F}b")
    }

    @Test func pointerToNodesEscapesKeys() throws {
        let t = try tape(#"{"a/b":{"m~n":[0,1,{"x":true}]},"plain":[null]}"#)
        var target = -1
        for i in t.nodes.indices where t.kind(i) == .true { target = i }
        #expect(t.pointer(to: target) == "/a~1b/m~0n/2/x")
        #expect(t.pointer(to: t.root) == "")
        var nullNode = -1
        for i in t.nodes.indices where t.kind(i) == .null { nullNode = i }
        #expect(t.pointer(to: nullNode) == "/plain/0")
    }

    @Test func exactlyTheMaximumDepthParses() throws {
        let depth = 512
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let t = try JSONParser(maxDepth: depth).parse(Array(text.utf8))
        #expect(t.nodes.count == depth)
    }
}

@Suite struct JSONNumberTests {
    @Test(arguments: [
        ("0", 0.0),
        ("1", 1),
        ("-1", -1),
        ("123.456", 123.456),
        ("0.1", 0.1),
        ("0.000001", 0.000001),
        ("1e2", 100),
        ("1E+2", 100),
        ("1e-2", 0.01),
        ("2.5e-3", 0.0025),
        ("123456789012345", 123456789012345),
        ("999999999999999", 999999999999999),
        ("1234567890123456", 1234567890123456),
        ("9007199254740993", 9007199254740992),
        ("3.141592653589793", 3.141592653589793),
        ("1e22", 1e22),
        ("1e23", 1e23),
        ("100000000000000000000000", 1e23),
        ("0.1000000000000000055511151231257827", 0.1),
        ("123456789012345678901234567890", 1.2345678901234568e29),
        ("1.7976931348623157e308", Double.greatestFiniteMagnitude),
        ("5e-324", Double.leastNonzeroMagnitude),
        ("2.2250738585072014e-308", Double.leastNormalMagnitude),
        ("1e-400", 0),
        ("0.0000000000000000000000001", 1e-25),
        ("4.499", 4.499),
        ("-12.5e1", -125),
    ])
    func values(text: String, expected: Double) throws {
        let t = try tape(text)
        #expect(t.double(t.root) == expected)
    }

    @Test func negativeZeroKeepsItsSign() throws {
        let t = try tape("-0")
        let value = try #require(t.double(t.root))
        #expect(value == 0)
        #expect(value.sign == .minus)
    }

    @Test(arguments: ["1e400", "-1e400", "1e309", "1" + String(repeating: "0", count: 400)])
    func outOfRangeNumbersHaveNoValue(text: String) throws {
        let t = try tape(text)
        #expect(t.kind(t.root) == .number)
        #expect(t.double(t.root) == nil)
    }

    /// The fast path (short decimals) and the fallback must agree with a correctly rounded conversion.
    @Test func randomDecimalsMatchCorrectRounding() throws {
        var random = SplitMix64(seed: 0x5EED)
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            var text = Bool.random(using: &random) ? "-" : ""
            let integerDigits = Int.random(in: 1...20, using: &random)
            var integer = String(Int.random(in: 1...9, using: &random))
            for _ in 1..<integerDigits { integer += String(Int.random(in: 0...9, using: &random)) }
            text += Int.random(in: 0..<4, using: &random) == 0 ? "0" : integer
            if Bool.random(using: &random) {
                text += "."
                for _ in 0..<Int.random(in: 1...24, using: &random) { text += String(Int.random(in: 0...9, using: &random)) }
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                text += "e" + String(Int.random(in: -40...40, using: &random))
            }
            let t = try tape(text)
            if t.double(t.root) != Double(text) { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }
}

/// An input the parser must reject, where, and with which message.
struct RejectedJSON: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var key: String
    var line: Int
    var column: Int
    var pointer: String?

    init(_ text: String, _ key: String, line: Int = 1, column: Int, pointer: String? = "") {
        self.init(bytes: Array(text.utf8), key, line: line, column: column, pointer: pointer)
    }

    init(bytes: [UInt8], _ key: String, line: Int = 1, column: Int, pointer: String? = "") {
        self.bytes = bytes
        self.key = key
        self.line = line
        self.column = column
        self.pointer = pointer
    }

    var testDescription: String {
        "\(key): " + String(decoding: bytes.prefix(60), as: UTF8.self).debugDescription
    }
}

@Suite struct JSONParserRejectionTests {
    static let cases: [RejectedJSON] = [
        .init(#"{"format":"hig-screen/1","elements":["#, "json.unexpected-end", column: 38, pointer: "/elements/0"),
        .init(#"{"format":"hig-screen/1","elements":[{"type":"text","frame":[1,2,"#, "json.unexpected-end", column: 66, pointer: "/elements/0/frame/2"),
        .init(#"{"a":"#, "json.unexpected-end", column: 6, pointer: "/a"),
        .init(#"{"a":{"b":["#, "json.unexpected-end", column: 12, pointer: "/a/b/0"),
        .init(#"{"a":1"#, "json.unclosed-object", column: 7, pointer: nil),
        .init(#"[1,2"#, "json.unclosed-array", column: 5, pointer: nil),
        .init(#"{"a":1} x"#, "json.trailing", column: 9),
        .init(#"[1]]"#, "json.trailing", column: 4),
        .init("{}\n\n  {}", "json.trailing", line: 3, column: 3),
        .init(#"[01]"#, "json.leading-zero", column: 3, pointer: "/0"),
        .init(#"{"n":-012}"#, "json.leading-zero", column: 8, pointer: "/n"),
        .init(#"[-]"#, "json.number-digit", column: 3, pointer: "/0"),
        .init(#"[1.]"#, "json.fraction-digit", column: 4, pointer: "/0"),
        .init(#"[1e]"#, "json.exponent-digit", column: 4, pointer: "/0"),
        .init(#"[1e+]"#, "json.exponent-digit", column: 5, pointer: "/0"),
        .init(#"[.5]"#, "json.expected-value", column: 2, pointer: "/0"),
        .init(#"[+1]"#, "json.expected-value", column: 2, pointer: "/0"),
        .init(#"[NaN]"#, "json.expected-value", column: 2, pointer: "/0"),
        .init(#"[Infinity]"#, "json.expected-value", column: 2, pointer: "/0"),
        .init(#"[tru]"#, "json.expected-value", column: 2, pointer: "/0"),
        .init(#"nul"#, "json.expected-value", column: 1),
        .init(#"[1,]"#, "json.expected-value", column: 4, pointer: "/1"),
        .init(#"{"a":1,}"#, "json.expected-key", column: 8),
        .init(#"{1:2}"#, "json.expected-key", column: 2),
        .init(#"{'a':2}"#, "json.expected-key", column: 2),
        .init(#"{"a" 1}"#, "json.expected-colon", column: 6, pointer: "/a"),
        .init(#"[1 2]"#, "json.expected-separator", column: 4, pointer: nil),
        .init(#"{"a":1 "b":2}"#, "json.expected-separator", column: 8, pointer: nil),
        .init("[\"a\tb\"]", "json.control-character", column: 4, pointer: "/0"),
        .init("{\"a\":\"x\ny\"}", "json.control-character", column: 8, pointer: "/a"),
        .init(bytes: Array(#"{"a":""#.utf8) + [0x00] + Array(#""}"#.utf8), "json.control-character", column: 7, pointer: "/a"),
        .init(#""abc"#, "json.unclosed-string", column: 1),
        .init(#"["a\x"]"#, "json.unknown-escape", column: 4, pointer: "/0"),
        .init(#"["\u12G4"]"#, "json.unicode-escape", column: 3, pointer: "/0"),
        .init(#"["\u12"]"#, "json.unicode-escape", column: 3, pointer: "/0"),
        .init("", "json.empty", column: 1),
        .init("  \n ", "json.blank", line: 2, column: 2),
        .init("\n\n  {\"a\": tru\n}", "json.expected-value", line: 3, column: 9, pointer: "/a"),
        .init("[\"日本\", x]", "json.expected-value", column: 8, pointer: "/1"),
        // Invalid UTF-8 inside strings: overlong, surrogate, truncated, out of range, stray bytes.
        .init(bytes: [0x5B, 0x22, 0xC0, 0x80, 0x22, 0x5D], "json.invalid-utf8", column: 3, pointer: "/0"),
        .init(bytes: [0x5B, 0x22, 0xC1, 0xBF, 0x22, 0x5D], "json.invalid-utf8", column: 3, pointer: "/0"),
        .init(bytes: [0x5B, 0x22, 0xE0, 0x80, 0x80, 0x22, 0x5D], "json.invalid-utf8", column: 3, pointer: "/0"),
        .init(bytes: [0x5B, 0x22, 0xF0, 0x80, 0x80, 0x80, 0x22, 0x5D], "json.invalid-utf8", column: 3, pointer: "/0"),
        .init(bytes: [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], "json.invalid-utf8", column: 3, pointer: "/0"),
        .init(bytes: [0x5B, 0x22, 0xED, 0xBF, 0xBF, 0x22, 0x5D], "json.invalid-utf8", column: 3, pointer: "/0"),
        .init(bytes: [0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D], "json.invalid-utf8", column: 3, pointer: "/0"),
        .init(bytes: [0x5B, 0x22, 0x41, 0xE2, 0x82], "json.invalid-utf8", column: 4, pointer: "/0"),
        .init(bytes: [0x5B, 0x22, 0xF0, 0x9F, 0x98, 0x22, 0x5D], "json.invalid-utf8", column: 3, pointer: "/0"),
        .init(bytes: [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], "json.invalid-utf8", column: 3, pointer: "/0"),
        .init(bytes: [0x5B, 0x22, 0xF5, 0x80, 0x80, 0x80, 0x22, 0x5D], "json.invalid-utf8", column: 3, pointer: "/0"),
        .init(bytes: [0x5B, 0x22, 0x80, 0x22, 0x5D], "json.invalid-utf8", column: 3, pointer: "/0"),
        .init(bytes: [0x5B, 0x22, 0xFF, 0x22, 0x5D], "json.invalid-utf8", column: 3, pointer: "/0"),
        // Outside strings, non-ASCII bytes are not values.
        .init(bytes: [0xFF, 0xFE, 0x00, 0x7B], "json.expected-value", column: 1),
        .init(bytes: [0x00], "json.expected-value", column: 1),
        // A byte order mark is not part of the text a person sees: columns start after it.
        .init(bytes: [0xEF, 0xBB, 0xBF] + Array("x".utf8), "json.expected-value", column: 1),
        .init(bytes: [0xEF, 0xBB, 0xBF] + Array("{} x".utf8), "json.trailing", column: 4),
        .init(bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("{}".utf8), "json.expected-value", column: 1),
    ]

    @Test(arguments: cases)
    func rejected(input: RejectedJSON) throws {
        let error = try #require(syntaxError(input.bytes))
        #expect(error.message.key.rawValue == input.key)
        #expect(error.line == input.line)
        #expect(error.column == input.column)
        if let pointer = input.pointer {
            #expect(error.pointer == pointer)
        }
        let rendered = error.message.rendered(in: .en)
        #expect(rendered != input.key)
        #expect(rendered.firstRange(of: /\{[A-Za-z.]+\}/) == nil, "unfilled placeholder in \(rendered)")
        #expect(missingMessageKeys(in: error.message).isEmpty)
    }

    @Test func pointerOfAnUnterminatedArrayEscapesKeys() throws {
        let error = try #require(syntaxError(#"{"format":"hig-screen/1","a/b~c":["#))
        #expect(error.pointer == "/a~1b~0c/0")
    }

    @Test func foundCharacterIsNamed() throws {
        let error = try #require(syntaxError(#"[1 x]"#))
        #expect(error.message.rendered(in: .en) == "expected ',' or ']', found 'x'")
        let byteError = try #require(syntaxError([0x5B, 0x01]))
        #expect(byteError.message.rendered(in: .en) == "expected a value, found byte 0x1")
        let endError = try #require(syntaxError("[1,"))
        #expect(endError.message.rendered(in: .en) == "unexpected end of file: expected a value")
        let trailing = try #require(syntaxError("{}}"))
        #expect(trailing.message.rendered(in: .en) == "unexpected '}' after the end of the document")
    }

    @Test func hundredThousandNestedArraysFailFast() throws {
        let clock = ContinuousClock()
        let open = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        var error: JSONSyntaxError?
        let elapsed = clock.measure { error = syntaxError(open) }
        let failure = try #require(error)
        #expect(failure.message.key == "json.too-deep")
        #expect(failure.message.rendered(in: .en) == "nesting deeper than 512 levels")
        #expect(failure.line == 1)
        #expect(failure.column == 513)
        #expect(failure.pointer == String(repeating: "/0", count: 512))
        #expect(elapsed < .seconds(20), "a liveness bound, generous for a loaded machine")

        let closed = open + [UInt8](repeating: UInt8(ascii: "]"), count: 100_000)
        let closedError = try #require(syntaxError(closed))
        #expect(closedError.message.key == "json.too-deep")
    }

    @Test func deeplyNestedObjectsFailFast() throws {
        let text = String(repeating: #"{"a":"#, count: 100_000)
        let error = try #require(syntaxError(text))
        #expect(error.message.key == "json.too-deep")
        #expect(error.pointer == String(repeating: "/a", count: 512))
    }

    @Test func oneLevelTooDeepFails() throws {
        let text = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let error = try #require(syntaxError(text))
        #expect(error.message.key == "json.too-deep")
        #expect(error.column == 513)
    }

    @Test func binaryGarbageIsRejected() {
        var random = SplitMix64(seed: 42)
        for length in [1, 2, 7, 64, 1000, 65_536] {
            var bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            // A single digit would be a valid document.
            if length == 1 { bytes[0] |= 0x80 }
            let error = syntaxError(bytes)
            #expect(error != nil)
            #expect(error.map { $0.line >= 1 && $0.column >= 1 } ?? false)
        }
    }

    @Test func truncationsOfAValidDocumentAreAllRejected() throws {
        let text = #"{"format":"hig-screen/1","elements":[{"type":"text","text":"a\"b\u00e9","frame":[1,2.5,-3e1,4]},true,false,null]}"#
        let bytes = Array(text.utf8)
        _ = try JSONParser().parse(bytes)
        for length in 0..<bytes.count {
            let error = syntaxError(Array(bytes[..<length]))
            #expect(error != nil, "prefix of length \(length) parsed")
        }
    }
}

@Suite struct JSONPointerTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("a/b", "a~1b"),
        ("m~n", "m~0n"),
        ("~1", "~01"),
        ("/~", "~1~0"),
        ("", ""),
    ])
    func escape(token: String, escaped: String) {
        #expect(JSONPointer.escape(token) == escaped)
    }

    @Test func tokensAreUnescaped() {
        #expect(JSONPointer.tokens("") == [])
        #expect(JSONPointer.tokens("/elements/0/title") == ["elements", "0", "title"])
        #expect(JSONPointer.tokens("/a~1b/m~0n/~01") == ["a/b", "m~n", "~1"])
        #expect(JSONPointer.tokens("/") == [""])
    }
}
