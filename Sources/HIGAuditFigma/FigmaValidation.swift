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

    /// The node that is not what it must be; its pointer is found only for the error.
    private struct Problem: Error {
        var node: Int
        var expected: Expected
    }

    /// Checks the document node and every node below it.
    static func check(document: Int, in tape: JSONTape) throws(InputError) {
        do {
            try node(document, in: tape)
        } catch let problem as Problem {
            throw InputError(Message(MessageKey("figma.expected.\(problem.expected.rawValue)")), pointer: tape.pointer(to: problem.node))
        } catch {
            throw InputError(Message("figma.node"), pointer: "/document")
        }
    }

    private static let strings: [StaticString] = ["type", "id", "name", "characters", "componentId"]
    private static let booleans: [StaticString] = ["visible", "isMask"]
    private static let numbers: [StaticString] = ["strokeWeight", "cornerRadius"]
    private static let paintArrays: [StaticString] = ["fills", "strokes", "background"]
    private static let objects: [StaticString] = ["componentProperties"]

    private static func node(_ index: Int, in tape: JSONTape) throws {
        try require(tape.kind(index) == .object, index, .object)
        try tape.forEachMember(of: index) { key, value in
            let kind = tape.kind(value)
            guard kind != .null else { return }
            if strings.contains(where: { tape.stringEquals(key, $0) }) {
                try require(kind == .string || kind == .escapedString, value, .string)
            } else if booleans.contains(where: { tape.stringEquals(key, $0) }) {
                try require(kind == .true || kind == .false, value, .boolean)
            } else if numbers.contains(where: { tape.stringEquals(key, $0) }) {
                try require(finite(value, in: tape) != nil, value, .number)
            } else if tape.stringEquals(key, "opacity") {
                try unit(value, in: tape)
            } else if tape.stringEquals(key, "absoluteBoundingBox") {
                try box(value, in: tape)
            } else if paintArrays.contains(where: { tape.stringEquals(key, $0) }) {
                try paints(value, in: tape)
            } else if objects.contains(where: { tape.stringEquals(key, $0) }) {
                try require(kind == .object, value, .object)
            } else if tape.stringEquals(key, "style") {
                try style(value, in: tape)
            } else if tape.stringEquals(key, "styleOverrideTable") {
                try require(kind == .object, value, .object)
                try tape.forEachMember(of: value) { _, override in
                    if tape.kind(override) != .null { try style(override, in: tape) }
                }
            } else if tape.stringEquals(key, "characterStyleOverrides") {
                try require(kind == .array, value, .array)
            } else if tape.stringEquals(key, "children") {
                try require(kind == .array, value, .array)
                try tape.forEachElement(of: value) { _, child in
                    if tape.kind(child) != .null { try node(child, in: tape) }
                }
            }
        }
    }

    private static func style(_ index: Int, in tape: JSONTape) throws {
        try require(tape.kind(index) == .object, index, .object)
        try tape.forEachMember(of: index) { key, value in
            guard tape.kind(value) != .null else { return }
            if tape.stringEquals(key, "fontSize") || tape.stringEquals(key, "fontWeight") {
                try require(finite(value, in: tape) != nil, value, .number)
            } else if tape.stringEquals(key, "fills") {
                try paints(value, in: tape)
            }
        }
    }

    private static func paints(_ index: Int, in tape: JSONTape) throws {
        try require(tape.kind(index) == .array, index, .array)
        try tape.forEachElement(of: index) { _, paint in
            guard tape.kind(paint) != .null else { return }
            try require(tape.kind(paint) == .object, paint, .object)
            try tape.forEachMember(of: paint) { key, value in
                let kind = tape.kind(value)
                guard kind != .null else { return }
                if tape.stringEquals(key, "type") {
                    try require(kind == .string || kind == .escapedString, value, .string)
                } else if tape.stringEquals(key, "visible") {
                    try require(kind == .true || kind == .false, value, .boolean)
                } else if tape.stringEquals(key, "opacity") {
                    try unit(value, in: tape)
                } else if tape.stringEquals(key, "color") {
                    try color(value, in: tape)
                }
            }
        }
    }

    private static func color(_ index: Int, in tape: JSONTape) throws {
        try require(tape.kind(index) == .object, index, .color)
        var channels = 0
        try tape.forEachMember(of: index) { key, value in
            let isChannel = tape.stringEquals(key, "r") || tape.stringEquals(key, "g") || tape.stringEquals(key, "b")
            guard isChannel || tape.stringEquals(key, "a") else { return }
            try unit(value, in: tape)
            if isChannel { channels += 1 }
        }
        try require(channels == 3, index, .color)
    }

    private static func box(_ index: Int, in tape: JSONTape) throws {
        try require(tape.kind(index) == .object, index, .box)
        var found = 0
        try tape.forEachMember(of: index) { key, value in
            let isOrigin = tape.stringEquals(key, "x") || tape.stringEquals(key, "y")
            let isSize = tape.stringEquals(key, "width") || tape.stringEquals(key, "height")
            guard isOrigin || isSize else { return }
            let number = finite(value, in: tape)
            try require(number != nil && (isOrigin || number! >= 0), value, .box)
            found += 1
        }
        try require(found == 4, index, .box)
    }

    private static func unit(_ index: Int, in tape: JSONTape) throws {
        try require(finite(index, in: tape).map(isUnit) ?? false, index, .unit)
    }

    /// From 0 to 1, allowing the float error of an export's arithmetic.
    private static func isUnit(_ value: Double) -> Bool { value >= -1e-6 && value <= 1 + 1e-6 }

    private static func finite(_ index: Int, in tape: JSONTape) -> Double? {
        tape.kind(index) == .number ? tape.double(index) : nil
    }

    private static func require(_ condition: Bool, _ node: Int, _ expected: Expected) throws {
        if !condition { throw Problem(node: node, expected: expected) }
    }
}
