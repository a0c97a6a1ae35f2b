/// Typed reads of tape values following the format's rules: `null` is absent, a blank
/// string is absent, enumerations ignore case, and anything else of the wrong type fails.
package struct TapeReader {
    package let tape: JSONTape
    /// The contrast whose value a variant color gives (`increase-contrast.md`).
    package let contrast: Contrast
    /// Told of each variant color with an `increased` value read.
    let variants: VariantColorLog?

    package init(tape: JSONTape, contrast: Contrast = .standard) {
        self.tape = tape
        self.contrast = contrast
        self.variants = nil
    }

    init(tape: JSONTape, contrast: Contrast, variants: VariantColorLog) {
        self.tape = tape
        self.contrast = contrast
        self.variants = variants
    }

    package func isAbsent(_ node: Int) -> Bool {
        switch tape.kind(node) {
        case .null: return true
        case .string, .escapedString: return tape.string(node).isBlank
        default: return false
        }
    }

    package func string(_ node: Int?) throws(DecodeFailure) -> String? {
        guard let node else { return nil }
        switch tape.kind(node) {
        case .null: return nil
        case .string, .escapedString:
            let value = tape.string(node)
            return value.isBlank ? nil : value
        default: throw DecodeFailure(node: node, message: Message("input.string"))
        }
    }

    /// A string from a fixed list of values: as `string`, but a value of another type is
    /// refused with `allowed`, the values the key takes, as the format asks of its messages
    /// (spelled out only then: every element's type is read this way).
    package func string(_ node: Int?, oneOf allowed: @autoclosure () -> Message.Argument.Value) throws(DecodeFailure) -> String? {
        guard let node else { return nil }
        switch tape.kind(node) {
        case .null, .string, .escapedString: return try string(node)
        default: throw DecodeFailure(node: node, message: Message("input.string-one-of", [.init("allowed", allowed())]))
        }
    }

    /// The node, or nil when it is absent (`null` or a blank string, whatever type is asked for).
    private func present(_ node: Int?) -> Int? {
        guard let node, !isAbsent(node) else { return nil }
        return node
    }

    package func bool(_ node: Int?) throws(DecodeFailure) -> Bool? {
        guard let node = present(node) else { return nil }
        switch tape.kind(node) {
        case .true: return true
        case .false: return false
        default: throw DecodeFailure(node: node, message: Message("input.bool"))
        }
    }

    package func number(_ node: Int?) throws(DecodeFailure) -> Double? {
        guard let node = present(node) else { return nil }
        switch tape.kind(node) {
        case .number:
            guard let value = tape.double(node) else { throw DecodeFailure(node: node, message: Message("input.number-range")) }
            return value
        default: throw DecodeFailure(node: node, message: Message("input.number"))
        }
    }

    package func number(_ node: Int?, in range: ClosedRange<Double>) throws(DecodeFailure) -> Double? {
        guard let value = try number(node) else { return nil }
        guard range.contains(value) else {
            throw DecodeFailure(node: node!, message: Message("input.number-between", ["min": format(range.lowerBound), "max": format(range.upperBound)]))
        }
        return value
    }

    package func nonNegativeNumber(_ node: Int?) throws(DecodeFailure) -> Double? {
        guard let value = try number(node) else { return nil }
        guard value >= 0 else { throw DecodeFailure(node: node!, message: Message("input.non-negative")) }
        return value
    }

    func enumeration<E: TapeEnumeration>(_ node: Int?, _ type: E.Type = E.self) throws(DecodeFailure) -> E? {
        if let node, let value = E.spellings.value(of: node, in: tape) { return value }
        return try formatEnumeration(node, type)
    }

    package func enumeration<E: FormatEnumeration>(_ node: Int?, _ type: E.Type = E.self) throws(DecodeFailure) -> E? {
        try formatEnumeration(node, type)
    }

    private func formatEnumeration<E: FormatEnumeration>(_ node: Int?, _ type: E.Type) throws(DecodeFailure) -> E? {
        guard let text = try string(node, oneOf: E.allowedValues) else { return nil }
        guard let value = E(caseInsensitive: text) else {
            throw DecodeFailure(node: node!, message: Message("input.enumeration", [.init("allowed", E.allowedValues), .init("found", text)]))
        }
        return value
    }

    package func object(_ node: Int?) throws(DecodeFailure) -> Int? {
        guard let node = present(node) else { return nil }
        switch tape.kind(node) {
        case .object: return node
        default: throw DecodeFailure(node: node, message: Message("input.object"))
        }
    }

    package func array(_ node: Int?) throws(DecodeFailure) -> Int? {
        guard let node = present(node) else { return nil }
        switch tape.kind(node) {
        case .array: return node
        default: throw DecodeFailure(node: node, message: Message("input.array"))
        }
    }

    package func strings(_ node: Int?) throws(DecodeFailure) -> [String]? {
        guard let array = try array(node) else { return nil }
        var result: [String] = []
        var failure: DecodeFailure?
        tape.forEachElement(of: array) { _, item in
            guard failure == nil else { return }
            guard tape.kind(item) == .string || tape.kind(item) == .escapedString else {
                failure = DecodeFailure(node: item, message: Message("input.string"))
                return
            }
            result.append(tape.string(item))
        }
        if let failure { throw failure }
        return result
    }

    /// `[x, y, width, height]` in points.
    package func rect(_ node: Int?) throws(DecodeFailure) -> Rect? {
        guard let node = present(node) else { return nil }
        guard tape.kind(node) == .array, tape.count(node) == 4 else { throw DecodeFailure(node: node, message: Message("input.rect")) }
        // While the items are numbers, each is one node: item k is node k + 1.
        func value(_ k: Int) throws(DecodeFailure) -> Double {
            let item = node + 1 + k
            guard tape.kind(item) == .number else { throw DecodeFailure(node: item, message: Message("input.rect")) }
            guard let value = tape.double(item) else { throw DecodeFailure(node: item, message: Message("input.number-range")) }
            return value
        }
        return Rect(x: try value(0), y: try value(1), width: try value(2), height: try value(3))
    }

    package func color(_ node: Int?) throws(DecodeFailure) -> RGBA? {
        guard let node else { return nil }
        switch tape.kind(node) {
        case .null: return nil
        case .string, .escapedString:
            // The common case, a well-formed hex color without escapes or spaces, is read
            // straight from the bytes.
            if tape.kind(node) == .string, let color = tape.withRawBytes(of: node, { RGBA(hexUTF8: $0) }) { return color }
            let text = tape.string(node)
            if text.isBlank { return nil }
            guard let color = RGBA(hex: text.trimmingWhitespace()) else {
                throw DecodeFailure(node: node, message: Message("input.color-text", ["text": text]))
            }
            return color
        case .object:
            let keys = Members<VariantColorMember>(node, in: tape)
            guard keys[.standard] != nil || keys[.increased] != nil || keys[.name] != nil else { return try colorObject(node) }
            guard let standard = try plainColor(keys[.standard]) else {
                throw DecodeFailure(node: node, missingKey: "standard", message: Message("input.variant-standard"))
            }
            let increased = try plainColor(keys[.increased])
            _ = try string(keys[.name])
            if increased != nil { variants?.hasIncreased = true }
            return contrast == .increased ? increased ?? standard : standard
        default:
            throw DecodeFailure(node: node, message: Message("input.color"))
        }
    }

    /// A color that is not a variant color: a variant's `standard` or `increased`.
    private func plainColor(_ node: Int?) throws(DecodeFailure) -> RGBA? {
        if let node, tape.kind(node) == .object {
            let keys = Members<VariantColorMember>(node, in: tape)
            if keys[.standard] != nil || keys[.increased] != nil || keys[.name] != nil {
                throw DecodeFailure(node: node, message: Message("input.variant-nested"))
            }
        }
        return try color(node)
    }

    /// The custom color a variant color names, if it is one with a `name` (read after
    /// `color`, which refuses what is malformed).
    package func colorName(_ node: Int?) -> NamedColor? {
        guard let node, tape.kind(node) == .object else { return nil }
        let keys = Members<VariantColorMember>(node, in: tape)
        guard let nameNode = keys[.name], let name = try? string(nameNode) else { return nil }
        let increased = keys[.increased].map { !isAbsent($0) } ?? false
        return NamedColor(name: name, hasIncreased: increased)
    }

    private func colorObject(_ node: Int) throws(DecodeFailure) -> RGBA {
        let keys = Members<ColorMember>(node, in: tape)
        let r = keys[.r], g = keys[.g], b = keys[.b], a = keys[.a], space = keys[.space]
        func component(_ value: Int?, _ name: String) throws(DecodeFailure) -> Double {
            guard let value, !isAbsent(value) else {
                throw DecodeFailure(node: node, missingKey: name, message: Message("input.color-component", ["name": name]))
            }
            return try number(value, in: 0...1)!
        }
        let red = try component(r, "r"), green = try component(g, "g"), blue = try component(b, "b")
        let alpha = try number(a, in: 0...1) ?? 1
        let colorSpace = try string(space)?.trimmingWhitespace().lowercased() ?? "srgb"
        switch colorSpace {
        case "srgb": return RGBA(r: red, g: green, b: blue, a: alpha)
        case "display-p3": return RGBA(displayP3: red, g: green, b: blue, a: alpha)
        default: throw DecodeFailure(node: space!, message: Message("input.color-space", ["found": colorSpace]))
        }
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
