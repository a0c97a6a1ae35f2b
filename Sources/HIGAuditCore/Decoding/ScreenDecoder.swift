/// Decodes a `hig-screen/1` document from JSON bytes. Pure: no I/O.
public struct ScreenDecoder: Sendable {
    /// The `format` a screen document must declare.
    public static let formatName = "hig-screen/1"
    /// The deepest nesting accepted.
    public var maxDepth: Int
    /// Whether a standard screen with variant colors gets its counterpart from them; an input
    /// that builds the counterpart itself (Interface Builder) turns this off.
    public var makesCounterparts: Bool

    /// A decoder that fails documents whose arrays and objects nest deeper than `maxDepth`.
    public init(maxDepth: Int = 512, makesCounterparts: Bool = true) {
        self.maxDepth = maxDepth
        self.makesCounterparts = makesCounterparts
    }

    /// The screen a JSON document describes, or the first problem with it.
    public func decode(json bytes: [UInt8]) -> Result<Screen, InputError> {
        let tape: JSONTape
        do {
            tape = try JSONParser(maxDepth: maxDepth).parse(bytes)
        } catch {
            return .failure(
                InputError(
                    Message("input.not-json", [.init("detail", .message(error.message))]), pointer: error.pointer, line: error.line, column: error.column))
        }
        return decode(tape: tape)
    }

    /// The screen of an already parsed document.
    public func decode(tape: JSONTape) -> Result<Screen, InputError> {
        do {
            return .success(try ScreenReading(tape: tape).screen(makesCounterpart: makesCounterparts))
        } catch {
            var pointer = tape.pointer(to: error.node)
            if let key = error.missingKey { pointer += "/" + JSONPointer.escape(key) }
            return .failure(InputError(error.message, pointer: pointer))
        }
    }
}

private struct ScreenReading {
    let tape: JSONTape
    let read: TapeReader
    /// The contrast whose values variant colors give: the document's `contrast` unless set.
    let colorContrast: Contrast?

    init(tape: JSONTape, colorContrast: Contrast? = nil) {
        self.tape = tape
        self.read = TapeReader(tape: tape)
        self.colorContrast = colorContrast
    }

    /// The screen, with its counterpart in the other contrast when it is a standard screen
    /// with a variant color that has an `increased` value.
    func screen(makesCounterpart: Bool) throws(DecodeFailure) -> Screen {
        let variants = VariantColorLog()
        var screen = try screen(variants: variants)
        if makesCounterpart, colorContrast == nil, screen.contrast == .standard, variants.hasIncreased {
            var counterpart = try ScreenReading(tape: tape, colorContrast: .increased).screen(variants: VariantColorLog())
            counterpart.contrast = .increased
            screen.counterpart = ScreenCounterpart(counterpart)
        }
        return screen
    }

    private func screen(variants: VariantColorLog) throws(DecodeFailure) -> Screen {
        let root = tape.root
        guard tape.kind(root) == .object else {
            throw DecodeFailure(node: root, message: Message("input.document-object", ["format": ScreenDecoder.formatName]))
        }
        let keys = Members<ScreenMember>(root, in: tape)

        guard let format = try read.string(keys[.format], oneOf: .text(#""\#(ScreenDecoder.formatName)""#)) else {
            throw DecodeFailure(node: root, missingKey: "format", message: Message("input.missing-format", ["format": ScreenDecoder.formatName]))
        }
        guard format == ScreenDecoder.formatName else {
            throw DecodeFailure(node: keys[.format]!, message: Message("input.wrong-format", ["format": ScreenDecoder.formatName, "found": format]))
        }
        var screen = Screen()
        screen.id = try read.string(keys[.id])
        screen.platform = try read.enumeration(keys[.platform]) ?? .iOS
        if let locale = try read.string(keys[.locale]) {
            screen.language = Self.languageSubtag(locale)
        }
        screen.appearance = try read.enumeration(keys[.appearance]) ?? .light
        screen.contrast = try read.enumeration(keys[.contrast]) ?? .standard
        let read = TapeReader(tape: tape, contrast: colorContrast ?? screen.contrast, variants: variants)
        if let size = try read.object(keys[.size]) {
            let sizeKeys = Members<SizeMember>(size, in: tape)
            screen.size = Size(
                width: try read.nonNegativeNumber(sizeKeys[.width]) ?? 0,
                height: try read.nonNegativeNumber(sizeKeys[.height]) ?? 0)
        }
        let base: RGB = screen.appearance == .dark ? .black : .white
        screen.background = try read.color(keys[.background])?.composited(over: base) ?? base
        screen.backgroundName = read.colorName(keys[.background])
        if let context = try read.object(keys[.context]) {
            let contextKeys = Members<ContextMember>(context, in: tape)
            screen.presentation = try read.enumeration(contextKeys[.presentation]) ?? .fullScreen
            screen.atLaunch = try read.bool(contextKeys[.atLaunch]) ?? false
        }
        // Rule ids are an enumeration, matched like the others without regard to case.
        screen.auditIgnore = Set((try read.strings(keys[.auditIgnore]) ?? []).map { $0.trimmingWhitespace().lowercased() })
        guard let elements = try read.array(keys[.elements]) else {
            throw DecodeFailure(node: root, missingKey: "elements", message: Message("input.missing-elements"))
        }
        screen.elements = try ElementTreeReading(tape: tape, read: read).elements(in: elements)
        return screen
    }

    static func languageSubtag(_ locale: String) -> String {
        let trimmed = locale.trimmingWhitespace()
        let end = trimmed.firstIndex(where: { $0 == "-" || $0 == "_" }) ?? trimmed.endIndex
        return trimmed[..<end].lowercased()
    }
}
