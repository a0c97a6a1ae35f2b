import HIGAuditCore

/// Builds SARIF 2.1.0 logs from reports.
package struct SARIFBuilder: Sendable {
    package static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// How regions count columns: in Unicode code points, as reports' locations do
    /// (SARIF 2.1.0 §3.14.27; required of a run with results).
    package static let columnKind = "unicodeCodePoints"
    /// A log streamed piece by piece: up to its run's driver, ...
    package static let logStart = #"{"$schema":"\#(schemaURI)","version":"2.1.0","runs":[{"tool":{"driver":"#
    /// ... then from the driver's end to the first result.
    package static let resultsStart = #"},"columnKind":"\#(columnKind)","results":["#
    /// What follows the last result: the end of `results`, of the run, of `runs` and of the log.
    package static let logEnd = "]}]}\n"

    package var rules: [RuleDescriptor] {
        didSet { ruleIndices = Self.indices(of: rules) }
    }
    package var language: Language
    package var version: String
    /// Each rule's index in `rules`, by id: a result's `ruleIndex`.
    private var ruleIndices: [String: Int]

    package init(rules: [RuleDescriptor], language: Language, version: String = HIGAudit.version) {
        self.rules = rules
        self.language = language
        self.version = version
        ruleIndices = Self.indices(of: rules)
    }

    private static func indices(of rules: [RuleDescriptor]) -> [String: Int] {
        Dictionary(rules.enumerated().map { ($1.id, $0) }) { first, _ in first }
    }

    private func text(_ key: MessageKey) -> String { Message(key).rendered(in: language) }

    /// `tool.driver`, with every rule of the catalog.
    package var driver: JSONValue {
        .object([
            "name": .string("higaudit"),
            "version": .string(version),
            "semanticVersion": .string(version),
            "rules": .array(rules.map(rule)),
        ])
    }

    private func rule(_ descriptor: RuleDescriptor) -> JSONValue {
        let strings: [JSONValue.Member] = Self.messageKeys(of: descriptor.id).compactMap { key in
            guard let template = MessageCatalog.text(key, in: language) else { return nil }
            return .init(key.rawValue, .object(["text": .string(Self.sarifFormat(template))]))
        }
        return .object([
            "id": .string(descriptor.id),
            "name": .string(Self.pascalCase(descriptor.id)),
            "shortDescription": .object(["text": .string(text(descriptor.title))]),
            "fullDescription": .object(["text": .string(text(descriptor.rationale))]),
            "messageStrings": .object(strings),
            "helpUri": .string(descriptor.higSection.url),
            "defaultConfiguration": .object(["level": .string(descriptor.defaultSeverity.rawValue)]),
            "properties": .object([
                "tags": .array([.string(descriptor.area.rawValue), .string(text(descriptor.higSection.name))])
            ]),
        ])
    }

    /// The message keys a rule can emit: the keys of the English table that start with
    /// `<rule-id>.` (a rule's own words, or Core's for input-invalid), sorted.
    package static func messageKeys(of ruleId: String) -> [MessageKey] {
        MessageCatalog.table(for: .en).keys.filter { $0.hasPrefix(ruleId + ".") }.sorted().map { MessageKey($0) }
    }

    /// Placeholder names of a template, each once, in order of first appearance: the order
    /// of SARIF's `{0}`, `{1}`, ... and of a result's `arguments`.
    static func argumentNames(in template: String) -> [String] {
        var seen = Set<String>()
        return MessageCatalog.placeholders(in: template).filter { seen.insert($0).inserted }
    }

    /// A template as a SARIF message string: `{name}` becomes `{0}`, `{1}`, ... in order of
    /// first appearance, and literal braces are doubled as SARIF requires.
    static func sarifFormat(_ template: String) -> String {
        let names = argumentNames(in: template)
        func escaped(_ text: Substring) -> String {
            var out = ""
            for character in text {
                out.append(character)
                if character == "{" || character == "}" { out.append(character) }
            }
            return out
        }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += escaped(rest[..<open])
            let name = String(rest[rest.index(after: open)..<close])
            result += "{\(names.firstIndex(of: name)!)}"
            rest = rest[rest.index(after: close)...]
        }
        return result + escaped(rest)
    }

    /// A result's `message`: its text in the run's language and, when the rule's
    /// `messageStrings` hold its key, the key as `id` with the argument values rendered in
    /// the language, in the order of the template's placeholders. Messages read back from
    /// disk (`literal`) carry text only.
    func message(_ message: Message, rule ruleId: String) -> JSONValue {
        var members: [JSONValue.Member] = [.init("text", .string(message.rendered(in: language)))]
        let key = message.key.rawValue
        let emitted = key.hasPrefix(ruleId + ".")
        if emitted, let template = MessageCatalog.text(message.key, in: language) {
            let arguments: [JSONValue] = Self.argumentNames(in: template).map { name in
                guard let argument = message.arguments.first(where: { $0.name == name }) else { return .string("{" + name + "}") }
                return .string(Message("literal", [.init("text", argument.value)]).rendered(in: language))
            }
            members.append(.init("id", .string(key)))
            members.append(.init("arguments", .array(arguments)))
        }
        return .object(members)
    }

    /// The results of one report, its source as the artifact location.
    package func results(of report: ScreenReport) -> [JSONValue] {
        guard !report.findings.isEmpty else { return [] }
        let artifact: JSONValue = .object(["uri": .string(Self.uri(report.source))])
        // One result for a finding of several appearances, in its first appearance's report.
        return report.findings.filter { !$0.repeatsEarlierAppearance }.map { finding in
            var physical: [JSONValue.Member] = [.init("artifactLocation", artifact)]
            if let location = finding.location {
                physical.append(
                    .init(
                        "region",
                        .object([
                            "startLine": .number(Double(location.line)), "startColumn": .number(Double(location.column)),
                        ])))
            } else if finding.rule == InputInvalid.id, let error = report.error, let line = error.line {
                var region: [JSONValue.Member] = [.init("startLine", .number(Double(line)))]
                if let column = error.column { region.append(.init("startColumn", .number(Double(column)))) }
                physical.append(.init("region", .object(region)))
            }
            var location: [JSONValue.Member] = [.init("physicalLocation", .object(physical))]
            location.append(
                .init(
                    "logicalLocations",
                    .array([
                        .object([
                            "fullyQualifiedName": .string(finding.pointer),
                            "kind": .string("object"),
                        ])
                    ])))
            var result: [JSONValue.Member] = [.init("ruleId", .string(finding.rule))]
            if let index = ruleIndices[finding.rule] { result.append(.init("ruleIndex", .number(Double(index)))) }
            result += [
                .init("level", .string(finding.severity.rawValue)),
                .init("message", message(finding.message, rule: finding.rule)),
                .init("locations", .array([.object(location)])),
            ]
            if !finding.fingerprint.isEmpty {
                result.append(.init("partialFingerprints", .object(["higaudit/v1": .string(finding.fingerprint)])))
            }
            var properties: [JSONValue.Member] = [.init("pointer", .string(finding.pointer))]
            if let elementId = finding.elementId { properties.append(.init("elementId", .string(elementId))) }
            if let measured = finding.measured { properties.append(.init("measured", measured)) }
            if !finding.appearances.isEmpty { properties.append(.init("appearances", .array(finding.appearances.map { .string($0.name) }))) }
            if report.contrast == .increased { properties.append(.init("contrast", .string(Contrast.increased.rawValue))) }
            result.append(.init("properties", .object(properties)))
            return .object(result)
        }
    }

    /// A complete log for a set of reports.
    package func log(_ reports: [ScreenReport]) -> JSONValue {
        .object([
            "$schema": .string(Self.schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([
                .object([
                    "tool": .object(["driver": driver]),
                    "columnKind": .string(Self.columnKind),
                    "results": .array(reports.flatMap(results)),
                ])
            ]),
        ])
    }

    /// A report's source as a URI reference: the bytes of the path it shows (`\xFF` for a
    /// byte that is not UTF-8, `\x5C` for a backslash before an `x`, which
    /// `FileName.fromDisplay` takes back exactly), with what a URI can't hold percent-encoded.
    package static func uri(_ path: String) -> String {
        var out = ""
        for byte in FileName.bytes(FileName.fromDisplay(path)) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(Character(Unicode.Scalar(byte)))
            default:
                out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return out
    }

    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
