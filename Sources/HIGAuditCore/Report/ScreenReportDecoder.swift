/// Reads a `hig-report/1` document back (as the daemon does with the reports it wrote
/// before a restart). Messages come back as the text they were written in.
public enum ScreenReportDecoder {
    /// The report in `bytes`, or nil when they are not a `hig-report/1` document with every
    /// required member (a finding lacking `rule`, `severity`, `pointer` or `message` makes it nil).
    public static func decode(_ bytes: [UInt8]) -> ScreenReport? {
        guard let tape = try? JSONParser(maxDepth: 128).parse(bytes), tape.kind(tape.root) == .object,
            let value = JSONValue(tape: tape, node: tape.root),
            value["format"] == .string("hig-report/1"),
            case .string(let source)? = value["source"],
            case .string(let digest)? = value["sourceDigest"],
            case .string(let screen)? = value["screen"],
            case .string(let profileName)? = value["profile"], let profile = Profile(rawValue: profileName),
            case .string(let version)? = value["auditor"]?["version"],
            case .string(let configDigest)? = value["auditor"]?["configDigest"],
            case .string(let auditedAt)? = value["auditedAt"],
            case .array(let findingValues)? = value["findings"]
        else { return nil }
        var platform: Platform?
        if case .string(let name)? = value["platform"] { platform = Platform(rawValue: name) }
        var findings: [Finding] = []
        for item in findingValues {
            guard case .string(let rule)? = item["rule"], case .string(let severityName)? = item["severity"],
                let severity = Severity(rawValue: severityName), case .string(let pointer)? = item["pointer"],
                case .string(let text)? = item["message"]
            else { return nil }
            var finding = Finding(rule: rule, severity: severity, pointer: pointer, message: .literal(text))
            if case .string(let id)? = item["elementId"] { finding.elementId = id }
            if let measured = item["measured"], measured != .object([]) { finding.measured = measured }
            if case .string(let fingerprint)? = item["fingerprint"] { finding.fingerprint = fingerprint }
            if let layer = item["layer"] {
                func text(_ key: String) -> String? { if case .string(let value)? = layer[key] { return value } else { return nil } }
                finding.layer = LayerLabel(frame: text("frame"), name: text("name"), text: text("text"))
            }
            if case .number(let line)? = item["location"]?["line"], case .number(let column)? = item["location"]?["column"] {
                finding.location = TextPosition(line: Int(line), column: Int(column))
            }
            findings.append(finding)
        }
        var error: InputError?
        if let details = value["error"], case .string(let message)? = details["message"] {
            var pointer = ""
            if case .string(let text)? = details["pointer"] { pointer = text }
            error = InputError(.literal(message), pointer: pointer)
            if case .number(let line)? = details["line"] { error?.line = Int(line) }
            if case .number(let column)? = details["column"] { error?.column = Int(column) }
        }
        var report = ScreenReport(
            source: source, sourceDigest: digest, screen: screen, platform: platform, profile: profile,
            auditorVersion: version, configDigest: configDigest, auditedAt: auditedAt,
            findings: findings, error: error)
        if case .string(let name)? = value["appearance"] { report.appearance = Appearance(rawValue: name) }
        if case .string(let name)? = value["contrast"], let contrast = Contrast(rawValue: name) { report.contrast = contrast }
        if report.contrast == .increased {
            for index in report.findings.indices { report.findings[index].message = report.findings[index].message.notingIncreaseContrast() }
        }
        if case .string(let title)? = value["title"] { report.title = title }
        if case .number(let count)? = value["attributedLabelsNotChecked"], count >= 0, count <= Double(Int32.max) {
            report.attributedLabelsNotChecked = Int(count)
        }
        if case .number(let count)? = value["attributedButtonsNotChecked"], count >= 0, count <= Double(Int32.max) {
            report.attributedButtonsNotChecked = Int(count)
        }
        return report
    }
}

extension Message {
    /// Text already rendered (read back from a report), shown as it is.
    public static func literal(_ text: String) -> Message { Message("literal", ["text": text]) }

    /// What "finding.increase-contrast" adds after a message, in each language.
    private static let increaseContrastNotes = Language.allCases.map { Message.literal("").withIncreaseContrastNote.rendered(in: $0) }

    /// A literal that ends with the Increase Contrast note (in any language) as that note
    /// around the rest, so that it compares with the same finding of other appearances as
    /// it did when it was made (`withoutIncreaseContrastNote`); any other message as it is.
    func notingIncreaseContrast() -> Message {
        guard key.rawValue == "literal", arguments.count == 1, case .text(let text) = arguments[0].value,
            let note = Self.increaseContrastNotes.first(where: { !$0.isEmpty && text.hasSuffix($0) })
        else { return self }
        return Message.literal(String(text.dropLast(note.count))).withIncreaseContrastNote
    }
}

extension JSONValue {
    /// The value of tape node `node`.
    public init?(tape: JSONTape, node: Int) {
        switch tape.kind(node) {
        case .null: self = .null
        case .true: self = .bool(true)
        case .false: self = .bool(false)
        case .number:
            guard let number = tape.double(node) else { return nil }
            self = .number(number)
        case .string, .escapedString: self = .string(tape.string(node))
        case .array:
            var items: [JSONValue] = []
            var failed = false
            tape.forEachElement(of: node) { _, item in
                guard let value = JSONValue(tape: tape, node: item) else {
                    failed = true
                    return
                }
                items.append(value)
            }
            if failed { return nil }
            self = .array(items)
        case .object:
            var members: [Member] = []
            var failed = false
            tape.forEachMember(of: node) { key, item in
                guard let value = JSONValue(tape: tape, node: item) else {
                    failed = true
                    return
                }
                members.append(Member(tape.string(key), value))
            }
            if failed { return nil }
            self = .object(members)
        }
    }
}
