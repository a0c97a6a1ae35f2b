import Testing

@testable import HIGAuditCore

/// A tape made from a value in memory reads exactly as the tape of that value written as
/// JSON and parsed: same structure, same strings, same numbers.
struct JSONTapeFromValueTests {
    static let value: JSONValue = .object([
        .init("format", .string("hig-screen/1")),
        .init("quoted \"key\"", .string("a \\ b \u{1} tab\t line\n é 漢字 🙂")),
        .init("numbers", .array([.number(0), .number(0.1), .number(-3.5), .number(390), .number(1e-7), .number(123_456_789.125)])),
        .init("flags", .array([.bool(true), .bool(false), .null])),
        .init("empty", .object([])),
        .init("nothing", .array([])),
        .init("nested", .array([.object([.init("frame", .array([.number(10), .number(20.5)]))]), .array([.array([])])])),
    ])

    @Test func itReadsAsTheParsedText() throws {
        var writer = JSONWriter(capacity: 1024)
        writer.write(Self.value)
        let parsed = try JSONParser(maxDepth: 64).parse(writer.bytes)
        let made = JSONTape(Self.value)
        #expect(made.nodes.count == parsed.nodes.count)
        for index in parsed.nodes.indices {
            let kind = parsed.kind(index)
            switch kind {
            case .string, .escapedString:
                #expect(made.kind(index) == .string)
                #expect(made.string(index) == parsed.string(index))
            case .number:
                #expect(made.kind(index) == .number)
                #expect(made.double(index) == parsed.double(index))
            case .object, .array:
                #expect(made.kind(index) == kind)
                #expect(made.count(index) == parsed.count(index))
                #expect(made.end(of: index) == parsed.end(of: index))
            default:
                #expect(made.kind(index) == kind)
            }
        }
    }
}
