/// Sentences one module contributes to the `MessageCatalog`: for each language, the
/// templates by key. English is the reference every other language follows.
public struct MessageTable: Sendable {
    /// Templates by key, for each language the table has.
    public private(set) var templates: [Language: [String: String]]

    /// A table of `templates`: for each language, the sentences by key.
    public init(_ templates: [Language: [String: String]] = [:]) {
        self.templates = templates
    }

    /// The templates of one language (empty when the table has none in it).
    public subscript(language: Language) -> [String: String] {
        templates[language] ?? [:]
    }

    /// Adds the templates of `other`; a key both tables have keeps this table's text.
    public mutating func merge(_ other: MessageTable) {
        for (language, texts) in other.templates {
            templates[language, default: [:]].merge(texts) { mine, _ in mine }
        }
    }
}
