/// Reads a configuration document (JSON, or YAML already turned into JSON). Unlike
/// screens, a configuration is strict: an unknown key or rule id is refused, with the
/// closest known name suggested. The rule ids and limits it knows are the catalog's; the
/// sections other modules read (`daemon`, `history`) are read by their own types.
public struct SettingsDecoder: Sendable {
    /// The rule ids `rules` may name.
    public var ruleIds: [String]
    /// The limits `limits` may set.
    public var limits: [LimitDefinition]
    /// The sections other modules read.
    package var sections: [any SettingsSection.Type]

    /// A decoder that accepts the rule ids `ruleIds` and the limits `limits` (the catalog's),
    /// and the sections `sections`.
    package init(ruleIds: [String], limits: [LimitDefinition], sections: [any SettingsSection.Type] = []) {
        self.ruleIds = ruleIds
        self.limits = limits
        self.sections = sections
    }

    /// The settings of a JSON document, or the first problem with it.
    public func decode(json bytes: [UInt8]) -> Result<Settings, InputError> {
        let tape: JSONTape
        do {
            tape = try JSONParser(maxDepth: 64).parse(bytes)
        } catch {
            return .failure(
                InputError(
                    Message("input.not-json", [.init("detail", .message(error.message))]), pointer: error.pointer, line: error.line, column: error.column))
        }
        do {
            return .success(try SettingsReading(tape: tape, ruleIds: ruleIds, limits: limits, sections: sections).settings())
        } catch {
            var pointer = tape.pointer(to: error.node)
            if let key = error.missingKey { pointer += "/" + JSONPointer.escape(key) }
            return .failure(InputError(error.message, pointer: pointer))
        }
    }
}

private struct SettingsReading {
    let tape: JSONTape
    let read: TapeReader
    let ruleIds: [String]
    let limitDefinitions: [LimitDefinition]
    let sections: [any SettingsSection.Type]

    init(tape: JSONTape, ruleIds: [String], limits: [LimitDefinition], sections: [any SettingsSection.Type]) {
        self.tape = tape
        self.read = TapeReader(tape: tape)
        self.ruleIds = ruleIds
        self.limitDefinitions = limits
        self.sections = sections
    }

    static let topKeys = ["profile", "language", "inputLimit", "ignore", "rules", "limits", "words", "appearances", "increaseContrast"]
    static let ruleKeys = ["enabled", "severity"]
    static let wordKeys = ["cancel", "destructiveVerbs", "yesNo", "vagueTitles", "close", "done", "save", "more", "pointerVerbs"]

    /// `appearances`: a list of `light` and `dark`, not empty.
    func appearances(_ node: Int) throws(DecodeFailure) -> Set<Appearance>? {
        guard let array = try read.array(node) else { return nil }
        var result: Set<Appearance> = []
        var failure: DecodeFailure?
        tape.forEachElement(of: array) { _, item in
            guard failure == nil else { return }
            do throws(DecodeFailure) {
                if let appearance: Appearance = try read.enumeration(item) { result.insert(appearance) }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        guard !result.isEmpty else { throw DecodeFailure(node: node, message: Message("config.appearances-empty")) }
        return result
    }

    func settings() throws(DecodeFailure) -> Settings {
        var settings = Settings()
        let root = tape.root
        guard tape.kind(root) == .object else { throw DecodeFailure(node: root, message: Message("config.object")) }
        try forEachMember(of: root, known: Self.topKeys + sections.map { $0.key }) { (key: String, value: Int) throws(DecodeFailure) in
            switch key {
            case "profile": settings.audit.profile = try read.enumeration(value) ?? .hig
            case "language": settings.language = try read.enumeration(value)
            case "inputLimit":
                guard let limit = try read.number(value) else { return }
                guard limit >= 1, limit == limit.rounded(), limit <= Double(1 << 40) else {
                    throw DecodeFailure(node: value, message: Message("config.positive-whole"))
                }
                settings.inputLimit = Int(limit)
            case "ignore": settings.ignore = (try read.strings(value) ?? []).map(Glob.init)
            case "rules": try rules(value, into: &settings.audit)
            case "limits": try limits(value, into: &settings.audit.limits)
            case "words": try words(value, into: &settings.audit)
            case "appearances": settings.audit.appearances = try appearances(value)
            case "increaseContrast": settings.audit.increaseContrast = try read.bool(value) ?? true
            default:
                guard let section = sections.first(where: { $0.key == key }) else { return }
                settings.setSection(try section.init(reading: SettingsSectionReader(read: read, node: value)), for: key)
            }
        }
        return settings
    }

    private func forEachMember(of object: Int, known: [String], _ body: (String, Int) throws(DecodeFailure) -> Void) throws(DecodeFailure) {
        try SettingsSectionReader(read: read, node: object).forEachMember(of: object, known: known, body)
    }

    private func unknown(_ key: String, among known: [String], node: Int, messageKey: String) -> DecodeFailure {
        SettingsSectionReader.unknown(key, among: known, node: node, messageKey: messageKey)
    }

    private func rules(_ value: Int, into audit: inout AuditConfiguration) throws(DecodeFailure) {
        guard let object = try read.object(value) else { return }
        var failure: DecodeFailure?
        tape.forEachMember(of: object) { keyNode, setting in
            guard failure == nil else { return }
            let id = tape.string(keyNode)
            guard ruleIds.contains(id) else {
                failure = unknown(id, among: ruleIds, node: setting, messageKey: "config.unknown-rule")
                return
            }
            do throws(DecodeFailure) {
                var ruleSetting = AuditConfiguration.RuleSetting()
                if tape.kind(setting) == .true || tape.kind(setting) == .false {
                    ruleSetting.enabled = tape.kind(setting) == .true
                } else if let object = try read.object(setting) {
                    try forEachMember(of: object, known: Self.ruleKeys) { (key: String, node: Int) throws(DecodeFailure) in
                        if key == "enabled" { ruleSetting.enabled = try read.bool(node) }
                        if key == "severity" { ruleSetting.severity = try read.enumeration(node) }
                    }
                }
                audit.rules[id] = ruleSetting
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    private func limits(_ value: Int, into limits: inout Limits) throws(DecodeFailure) {
        guard let object = try read.object(value) else { return }
        try forEachMember(of: object, known: limitDefinitions.map(\.key)) { (key: String, node: Int) throws(DecodeFailure) in
            guard let definition = limitDefinitions.first(where: { $0.key == key }) else { return }
            switch definition.defaultValue {
            case .count:
                guard let number = try read.number(node) else { return }
                guard number >= 0, number == number.rounded(), number < 1_000_000 else {
                    throw DecodeFailure(node: node, message: Message("input.whole-number"))
                }
                limits.set(key, to: .count(Int(number)))
            case .points:
                guard let number = try read.nonNegativeNumber(node) else { return }
                limits.set(key, to: .points(number))
            case .countRange:
                limits.set(key, to: .countRange(try countRange(node)))
            }
        }
    }

    private func countRange(_ node: Int) throws(DecodeFailure) -> ClosedRange<Int> {
        guard tape.kind(node) == .array, tape.count(node) == 2 else { throw DecodeFailure(node: node, message: Message("config.range")) }
        var bounds: [Int] = []
        var failure: DecodeFailure?
        tape.forEachElement(of: node) { _, item in
            guard failure == nil else { return }
            guard tape.kind(item) == .number, let number = tape.double(item), number >= 0, number == number.rounded(), number < 1_000_000 else {
                failure = DecodeFailure(node: item, message: Message("config.range"))
                return
            }
            bounds.append(Int(number))
        }
        if let failure { throw failure }
        guard bounds[0] <= bounds[1] else { throw DecodeFailure(node: node, message: Message("config.range")) }
        return bounds[0]...bounds[1]
    }

    private func words(_ value: Int, into audit: inout AuditConfiguration) throws(DecodeFailure) {
        guard let object = try read.object(value) else { return }
        var failure: DecodeFailure?
        tape.forEachMember(of: object) { keyNode, listsNode in
            guard failure == nil else { return }
            let language = tape.string(keyNode).lowercased()
            do throws(DecodeFailure) {
                guard let lists = try read.object(listsNode) else { return }
                var words = WordList(verbsMatchAsPrefix: WordList.builtIn[language]?.verbsMatchAsPrefix ?? false)
                try forEachMember(of: lists, known: Self.wordKeys) { (key: String, node: Int) throws(DecodeFailure) in
                    switch key {
                    case "cancel": words.cancel = try read.string(node)
                    case "destructiveVerbs": words.destructiveVerbs = try read.strings(node) ?? []
                    case "yesNo": words.yesNo = try read.strings(node) ?? []
                    case "vagueTitles": words.vagueTitles = try read.strings(node) ?? []
                    case "close": words.close = try read.strings(node) ?? []
                    case "done": words.done = try read.strings(node) ?? []
                    case "save": words.save = try read.strings(node) ?? []
                    case "more": words.more = try read.strings(node) ?? []
                    case "pointerVerbs": words.pointerVerbs = try read.strings(node) ?? []
                    default: break
                    }
                }
                audit.extraWords[language] = words
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }
}
