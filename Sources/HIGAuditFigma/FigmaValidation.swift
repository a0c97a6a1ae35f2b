import HIGAuditCore

/// The members of the export that the importer reads, checked for their types before any
/// is read: a value of the wrong type (a `children` that is an object, a color channel
/// written as a string, an opacity of 1e999) is an input error at its JSON Pointer rather
/// than a layer quietly left out. `null` is absent, as everywhere in the format.
enum FigmaValidation {
    /// What a member must be; the message key's last part.
    enum Expected: String {
        case string, boolean, number, unit, array, object, box, color
    }

    private struct Problem: Error {
        var pointer: String
        var expected: Expected
    }

    /// Checks the document node and every node below it.
    static func check(document: Int, in tape: JSONTape) throws(InputError) {
        do {
            try node(document, pointer: "/document", in: tape)
        } catch let problem as Problem {
            throw InputError(Message(MessageKey("figma.expected.\(problem.expected.rawValue)")), pointer: problem.pointer)
        } catch {
            throw InputError(Message("figma.node"), pointer: "/document")
        }
    }

    private static let strings: [StaticString] = ["type", "id", "name", "characters", "componentId"]
    private static let booleans: [StaticString] = ["visible", "isMask"]
    private static let numbers: [StaticString] = ["strokeWeight", "cornerRadius"]
    private static let paintArrays: [StaticString] = ["fills", "strokes", "background"]
    private static let objects: [StaticString] = ["componentProperties"]

    private static func node(_ index: Int, pointer: String, in tape: JSONTape) throws {
        guard tape.kind(index) == .object else { throw Problem(pointer: pointer, expected: .object) }
        try tape.forEachMember(of: index) { key, value in
            let kind = tape.kind(value)
            guard kind != .null else { return }
            let here = { pointer + "/" + tape.string(key) }
            if strings.contains(where: { tape.stringEquals(key, $0) }) {
                try require(kind == .string || kind == .escapedString, here(), .string)
            } else if booleans.contains(where: { tape.stringEquals(key, $0) }) {
                try require(kind == .true || kind == .false, here(), .boolean)
            } else if numbers.contains(where: { tape.stringEquals(key, $0) }) {
                try require(finite(value, in: tape) != nil, here(), .number)
            } else if tape.stringEquals(key, "opacity") {
                try unit(value, here(), in: tape)
            } else if tape.stringEquals(key, "absoluteBoundingBox") {
                try box(value, here(), in: tape)
            } else if paintArrays.contains(where: { tape.stringEquals(key, $0) }) {
                try paints(value, here(), in: tape)
            } else if objects.contains(where: { tape.stringEquals(key, $0) }) {
                try require(kind == .object, here(), .object)
            } else if tape.stringEquals(key, "style") {
                try style(value, here(), in: tape)
            } else if tape.stringEquals(key, "styleOverrideTable") {
                try require(kind == .object, here(), .object)
                try tape.forEachMember(of: value) { key, override in
                    guard tape.kind(override) != .null else { return }
                    try style(override, here() + "/" + JSONPointer.escape(tape.string(key)), in: tape)
                }
            } else if tape.stringEquals(key, "characterStyleOverrides") {
                try require(kind == .array, here(), .array)
            } else if tape.stringEquals(key, "children") {
                try require(kind == .array, here(), .array)
                let children = here()
                try tape.forEachElement(of: value) { ordinal, child in
                    if tape.kind(child) != .null { try node(child, pointer: children + "/\(ordinal)", in: tape) }
                }
            }
        }
    }

    private static func style(_ index: Int, _ pointer: String, in tape: JSONTape) throws {
        try require(tape.kind(index) == .object, pointer, .object)
        try tape.forEachMember(of: index) { key, value in
            guard tape.kind(value) != .null else { return }
            let here = { pointer + "/" + tape.string(key) }
            if tape.stringEquals(key, "fontSize") || tape.stringEquals(key, "fontWeight") {
                try require(finite(value, in: tape) != nil, here(), .number)
            } else if tape.stringEquals(key, "fills") {
                try paints(value, here(), in: tape)
            }
        }
    }

    private static func paints(_ index: Int, _ pointer: String, in tape: JSONTape) throws {
        try require(tape.kind(index) == .array, pointer, .array)
        try tape.forEachElement(of: index) { ordinal, paint in
            guard tape.kind(paint) != .null else { return }
            let here = pointer + "/\(ordinal)"
            try require(tape.kind(paint) == .object, here, .object)
            try tape.forEachMember(of: paint) { key, value in
                let kind = tape.kind(value)
                guard kind != .null else { return }
                let member = { here + "/" + tape.string(key) }
                if tape.stringEquals(key, "type") {
                    try require(kind == .string || kind == .escapedString, member(), .string)
                } else if tape.stringEquals(key, "visible") {
                    try require(kind == .true || kind == .false, member(), .boolean)
                } else if tape.stringEquals(key, "opacity") {
                    try unit(value, member(), in: tape)
                } else if tape.stringEquals(key, "color") {
                    try color(value, member(), in: tape)
                }
            }
        }
    }

    private static func color(_ index: Int, _ pointer: String, in tape: JSONTape) throws {
        try require(tape.kind(index) == .object, pointer, .color)
        var channels = 0
        try tape.forEachMember(of: index) { key, value in
            let isChannel = tape.stringEquals(key, "r") || tape.stringEquals(key, "g") || tape.stringEquals(key, "b")
            guard isChannel || tape.stringEquals(key, "a") else { return }
            let number = tape.kind(value) == .number ? tape.double(value) : nil
            try require(number.map(isUnit) ?? false, pointer + "/" + tape.string(key), .unit)
            if isChannel { channels += 1 }
        }
        try require(channels == 3, pointer, .color)
    }

    private static func box(_ index: Int, _ pointer: String, in tape: JSONTape) throws {
        try require(tape.kind(index) == .object, pointer, .box)
        var found = 0
        try tape.forEachMember(of: index) { key, value in
            let isOrigin = tape.stringEquals(key, "x") || tape.stringEquals(key, "y")
            let isSize = tape.stringEquals(key, "width") || tape.stringEquals(key, "height")
            guard isOrigin || isSize else { return }
            let number = finite(value, in: tape)
            try require(number != nil && (isOrigin || number! >= 0), pointer + "/" + tape.string(key), .box)
            found += 1
        }
        try require(found == 4, pointer, .box)
    }

    private static func unit(_ index: Int, _ pointer: String, in tape: JSONTape) throws {
        let number = finite(index, in: tape)
        try require(number.map(isUnit) ?? false, pointer, .unit)
    }

    /// From 0 to 1, allowing the float error of an export's arithmetic.
    private static func isUnit(_ value: Double) -> Bool { value >= -1e-6 && value <= 1 + 1e-6 }

    private static func finite(_ index: Int, in tape: JSONTape) -> Double? {
        tape.kind(index) == .number ? tape.double(index) : nil
    }

    private static func require(_ condition: Bool, _ pointer: @autoclosure () -> String, _ expected: Expected) throws {
        if !condition { throw Problem(pointer: pointer(), expected: expected) }
    }
}
