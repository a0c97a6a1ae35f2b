/// Core's English sentences: the reference every other language follows. It is one
/// table, kept in sections by area (English/); a key may appear in one section only.
/// The rules' words are in the rules' own files, registered with `MessageCatalog`.
enum EnglishMessages {
    static let sections: [[String: String]] = [core, shared]

    static let table: [String: String] = sections.reduce(into: [:]) { table, section in
        table.merge(section) { first, _ in first }
    }
}
