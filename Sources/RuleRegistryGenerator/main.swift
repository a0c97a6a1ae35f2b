import Foundation

// Lists the rules of a module: every type its Swift sources declare as conforming to
// `CatalogRule`, by name, as `RuleCatalog.registered`.
//
//     RuleRegistryGenerator OUTPUT.swift SOURCE.swift...

/// The names of the types `source` declares as conforming to `CatalogRule`: a type's
/// declaration, or an extension of it, whose inheritance clause (up to the opening brace,
/// which may be lines further on) names it.
func catalogRules(in source: String) -> [String] {
    let declaration = #/(?m)^[ \t]*(?:(?:public|package|internal|fileprivate|private|final)[ \t]+)*(?:struct|class|enum|actor|extension)[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*:([^{]*)\{/#
    return source.matches(of: declaration).compactMap { match in
        let inherited = match.2.split(separator: /\bwhere\b/).first ?? ""
        let names = inherited.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        return names.contains("CatalogRule") ? String(match.1) : nil
    }
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: RuleRegistryGenerator OUTPUT.swift SOURCE.swift...\n".utf8))
    exit(2)
}
var rules = Set<String>()
for path in arguments.dropFirst() {
    do {
        rules.formUnion(catalogRules(in: try String(contentsOfFile: path, encoding: .utf8)))
    } catch {
        FileHandle.standardError.write(Data("RuleRegistryGenerator: can't read \(path): \(error)\n".utf8))
        exit(1)
    }
}

var text = """
    // The rules of this module: every type its sources declare as conforming to CatalogRule.

    extension RuleCatalog {
        /// Every rule of the module, by type name; `all` puts them in the order they are listed.
        static let registered: [any CatalogRule] = [

    """
for rule in rules.sorted() { text += "        \(rule)(),\n" }
text += """
        ]
    }

    """
do {
    try text.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("RuleRegistryGenerator: can't write \(output): \(error)\n".utf8))
    exit(1)
}
