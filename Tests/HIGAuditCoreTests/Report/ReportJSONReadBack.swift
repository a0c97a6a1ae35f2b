import HIGAuditCore
import HIGAuditOutputs

extension ScreenReport {
    /// The report as `ReportJSON` writes it, read back as a value with its keys in order.
    func json(in language: Language) -> JSONValue {
        var writer = JSONWriter()
        ReportJSON.write(self, into: &writer, language: language)
        // What ReportJSON writes is JSON; a test that broke that fails on the value.
        guard let tape = try? JSONParser().parse(writer.bytes) else { return .null }
        return JSONValue(tape, tape.root)
    }
}

extension JSONValue {
    /// The value of `node` in `tape`.
    init(_ tape: JSONTape, _ node: Int) {
        switch tape.kind(node) {
        case .object:
            var members: [Member] = []
            tape.forEachMember(of: node) { key, value in members.append(Member(tape.string(key), JSONValue(tape, value))) }
            self = .object(members)
        case .array:
            var items: [JSONValue] = []
            tape.forEachElement(of: node) { _, item in items.append(JSONValue(tape, item)) }
            self = .array(items)
        case .string, .escapedString: self = .string(tape.string(node))
        case .number: self = .number(tape.double(node) ?? .nan)
        case .true: self = .bool(true)
        case .false: self = .bool(false)
        case .null: self = .null
        }
    }
}
