/// Renders messages from the per-language tables. A sentence missing from a table falls
/// back to English; one missing everywhere shows its key, which a test forbids.
public enum MessageCatalog {
    public static func table(for language: Language) -> [String: String] {
        switch language {
        case .en: EnglishMessages.table
        case .ja: JapaneseMessages.table
        }
    }

    public static func text(_ key: MessageKey, in language: Language) -> String? {
        table(for: language)[key.rawValue] ?? EnglishMessages.table[key.rawValue]
    }

    public static func render(_ message: Message, in language: Language) -> String {
        let key = message.key
        guard let template = text(key, in: language) else { return key.rawValue }
        guard template.utf8.contains(openBrace) else { return template }
        var result: [UInt8] = []
        result.reserveCapacity(template.utf8.count + 32)
        // `{` and `}` are ASCII, so they never fall inside a multi-byte UTF-8 sequence.
        let bytes = Array(template.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == openBrace, let close = bytes[index...].firstIndex(of: closeBrace) else {
                result.append(bytes[index])
                index += 1
                continue
            }
            let name = bytes[(index + 1)..<close]
            if let argument = message.arguments.first(where: { $0.name.utf8.elementsEqual(name) }) {
                result.append(contentsOf: value(argument.value, in: language).utf8)
            } else {
                result.append(contentsOf: bytes[index...close])
            }
            index = close + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")

    private static func value(_ value: Message.Argument.Value, in language: Language) -> String {
        switch value {
        case .text(let text): text
        case .message(let message): render(message, in: language)
        case .list(let items): items.map { render($0, in: language) }.joined(separator: render(Message("list.separator"), in: language))
        }
    }

    /// Placeholder names of a template, in order.
    public static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
