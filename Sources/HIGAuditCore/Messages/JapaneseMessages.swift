/// Japanese sentences, kept in the same sections as the English table (Japanese/).
/// Every English key has a Japanese text with the same placeholders; a test enforces it.
/// Keys missing here would fall back to English.
enum JapaneseMessages {
    static let sections: [[String: String]] = [core, shared]

    static let table: [String: String] = sections.reduce(into: [:]) { table, section in
        table.merge(section) { first, _ in first }
    }
}
