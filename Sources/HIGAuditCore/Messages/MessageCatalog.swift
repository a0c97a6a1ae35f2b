/// Renders messages from the tables of every module: Core's own (shared words, input
/// errors, the command line, the pages) and those other modules register, such as the
/// rules' words. A sentence missing from a language falls back to English; one missing
/// everywhere shows its key, which a test forbids.
///
/// Registration is rare (once per module and process) and takes a lock; rendering reads an
/// immutable snapshot of the merged tables through an atomic reference, without a lock.
public enum MessageCatalog {
    /// The name Core's own table is registered under.
    package static let coreTableName = "HIGAuditCore"

    /// Adds a module's sentences to the catalog, to be rendered from then on by every
    /// thread. Registering a name again does nothing. A key the catalog already has keeps
    /// its text (tests make sure no two tables share a key).
    public static func register(_ table: MessageTable, as name: String) {
        registry.register(table, as: name)
    }

    /// The tables registered so far, Core's first, each under the name it was registered with.
    package static var registeredTables: [(name: String, table: MessageTable)] {
        registry.snapshot.tables.map { ($0.name, $0.table) }
    }

    /// Every template of one language, from all the registered tables.
    public static func table(for language: Language) -> [String: String] {
        registry.snapshot.own[language.tableIndex]
    }

    /// The template of `key` in `language`, or in English when the language has none; nil
    /// when no registered table has the key.
    public static func text(_ key: MessageKey, in language: Language) -> String? {
        registry.text(key.rawValue, in: language)
    }

    /// `message` in `language`: its template with each `{name}` replaced by the argument of
    /// that name (phrases and lists rendered in the same language); its key when no table has it.
    public static func render(_ message: Message, in language: Language) -> String {
        let key = message.key
        guard let template = registry.template(key.rawValue, in: language) else { return key.rawValue }
        guard !template.placeholders.isEmpty else { return template.text }
        var text = template.text
        let result = text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 32)
            var start = 0
            for placeholder in template.placeholders {
                result.append(contentsOf: bytes[start..<placeholder.lowerBound])
                let name = UnsafeBufferPointer(rebasing: bytes[(placeholder.lowerBound + 1)..<(placeholder.upperBound - 1)])
                if let argument = message.arguments.first(where: { $0.name.utf8.elementsEqual(name) }) {
                    result.append(contentsOf: value(argument.value, in: language).utf8)
                } else {
                    result.append(contentsOf: bytes[placeholder])
                }
                start = placeholder.upperBound
            }
            result.append(contentsOf: bytes[start...])
            return result
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func value(_ value: Message.Argument.Value, in language: Language) -> String {
        switch value {
        case .text(let text): text
        case .message(let message): render(message, in: language)
        case .list(let items): items.map { render($0, in: language) }.joined(separator: render(Message("list.separator"), in: language))
        }
    }

    /// Placeholder names of a template, in order.
    public static func placeholders(in template: String) -> [String] {
        let bytes = Array(template.utf8)
        return MessageTemplate.placeholderRanges(in: bytes).map { String(decoding: bytes[($0.lowerBound + 1)..<($0.upperBound - 1)], as: UTF8.self) }
    }

    /// The tables of this process: Core's, then those modules register.
    static let registry = MessageRegistry([
        MessageRegistry.NamedTable(name: coreTableName, table: MessageTable([.en: EnglishMessages.table, .ja: JapaneseMessages.table]))
    ])
}
