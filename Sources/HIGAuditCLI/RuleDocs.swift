import HIGAuditCore
import HIGAuditRules

/// Rule documentation generated from the rule values themselves.
struct RuleDocs {
    var language: Language

    private func text(_ key: MessageKey) -> String { Message(key).rendered(in: language) }

    func table() -> String {
        let header = [text("docs.column.id"), text("docs.column.severity"), text("docs.column.area"), text("docs.column.title")]
        let rows = RuleCatalog.all.map(\.descriptor).map {
            [$0.id, text(MessageKey("severity.\($0.defaultSeverity.rawValue)")), text($0.area.name), text($0.title)]
        }
        let widths = (0..<3).map { column in ([header] + rows).map { DisplayWidth.columns($0[column]) }.max() ?? 0 }
        return ([header] + rows).map { row in
            (0..<3).map { DisplayWidth.padded(row[$0], to: widths[$0]) }.joined(separator: "  ") + "  " + row[3]
        }.joined(separator: "\n") + "\n"
    }

    func explain(_ rule: RuleDescriptor) -> String {
        var out = "\(rule.id): \(text(rule.title))\n\n"
        out += text(rule.rationale) + "\n\n"
        out += "\(text("docs.label.severity")): \(text(MessageKey("severity.\(rule.defaultSeverity.rawValue)")))\n"
        out += "\(text("docs.label.area")): \(text(rule.area.name))\n"
        let link = language == .en ? " (\(rule.higSection.url))" : "（\(rule.higSection.url)）"
        out += "\(text("docs.label.hig")): \(text(rule.higSection.name))\(link)\n"
        let triggering = rule.examples.filter { !$0.firesAt.isEmpty }
        let passing = rule.examples.filter { $0.firesAt.isEmpty }
        if !triggering.isEmpty {
            out += "\n\(text("docs.label.triggers")):\n"
            for example in triggering {
                out += "  " + Self.oneLine(example.screen) + "\n"
                out += "    → " + example.firesAt.map { pointer($0, code: false) }.joined(separator: ", ") + profileNote(example) + "\n"
            }
        }
        if !passing.isEmpty {
            out += "\n\(text("docs.label.passes")):\n"
            for example in passing { out += "  " + Self.oneLine(example.screen) + profileNote(example) + "\n" }
        }
        return out
    }

    /// The catalog as a Markdown page (docs/rules.md is this, generated).
    func markdown() -> String {
        var out = "# \(text("docs.markdown.title"))\n\n\(text("docs.markdown.intro"))\n"
        for area in RuleArea.allCases {
            let rules = RuleCatalog.all.map(\.descriptor).filter { $0.area == area }
            guard !rules.isEmpty else { continue }
            out += "\n## \(text(area.name))\n"
            for rule in rules {
                out += "\n### `\(rule.id)`: \(text(rule.title))\n\n"
                out += text(rule.rationale) + "\n\n"
                let severity = rule.defaultSeverity.rawValue
                // The configuration value in code; in another language, the word before it.
                out +=
                    "- \(text("docs.label.severity")): " + (language == .en ? "`\(severity)`" : "\(text(MessageKey("severity.\(severity)")))（`\(severity)`）")
                    + "\n"
                out += "- \(text("docs.label.hig")): [\(text(rule.higSection.name))](\(rule.higSection.url))\n"
                for example in rule.examples {
                    let label =
                        example.firesAt.isEmpty
                        ? text("docs.label.passes.one")
                        : Message("docs.label.triggers.one", ["pointers": example.firesAt.map { pointer($0, code: true) }.joined(separator: ", ")])
                            .rendered(in: language)
                    out += "- \(label)\(profileNote(example)): `\(Self.oneLine(example.screen))`\n"
                }
            }
        }
        return out
    }

    /// An example's screen on one line: its JSON without the whitespace between tokens
    /// (a rule's file lays its examples out over several lines; strings keep theirs).
    static func oneLine(_ screen: String) -> String {
        var line = ""
        var inString = false
        var escaped = false
        for character in screen {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character.isWhitespace {
                continue
            } else if character == "\"" {
                inString = true
            }
            line.append(character)
        }
        return line
    }

    private func profileNote(_ example: RuleExample) -> String {
        guard example.profile != .hig else { return "" }
        return language == .en ? "  (--profile \(example.profile.rawValue))" : "（--profile \(example.profile.rawValue)）"
    }

    /// A pointer an example fires at, in code type for Markdown; the empty one, the whole
    /// screen, says so.
    private func pointer(_ pointer: String, code: Bool) -> String {
        let shown = pointer.isEmpty ? "\"\"" : pointer
        let written = code ? "`\(shown)`" : shown
        return pointer.isEmpty ? Message("docs.pointer.screen", ["pointer": written]).rendered(in: language) : written
    }
}
