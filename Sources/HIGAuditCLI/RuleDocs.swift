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
        out += "\(text("docs.label.hig")): \(text(rule.higSection.name))\n"
        let triggering = rule.examples.filter { !$0.firesAt.isEmpty }
        let passing = rule.examples.filter { $0.firesAt.isEmpty }
        if !triggering.isEmpty {
            out += "\n\(text("docs.label.triggers")):\n"
            for example in triggering {
                out += "  " + example.screen + "\n"
                out += "    → " + example.firesAt.map { $0.isEmpty ? "\"\" (the screen)" : $0 }.joined(separator: ", ") + profileNote(example) + "\n"
            }
        }
        if !passing.isEmpty {
            out += "\n\(text("docs.label.passes")):\n"
            for example in passing { out += "  " + example.screen + profileNote(example) + "\n" }
        }
        return out
    }

    private func profileNote(_ example: RuleExample) -> String {
        example.profile == .hig ? "" : "  (--profile \(example.profile.rawValue))"
    }
}

/// "Did you mean" for mistyped names.
enum Suggestion {
    static func closest(to input: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(input, $0)) }.min { $0.1 < $1.1 }
        guard let (best, score) = scored, score <= max(2, input.count / 3) else { return nil }
        return best
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
