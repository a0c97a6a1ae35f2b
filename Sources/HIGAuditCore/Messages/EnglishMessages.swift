/// English sentences: the reference table every other language follows. It is one
/// table, kept in sections by area (English/); a key may appear in one section only.
enum EnglishMessages {
    static let sections: [[String: String]] = [core, rules, commandLine, reportPage, figma, interfaceBuilder]

    static let table: [String: String] = sections.reduce(into: [:]) { table, section in
        table.merge(section) { first, _ in first }
    }
}
