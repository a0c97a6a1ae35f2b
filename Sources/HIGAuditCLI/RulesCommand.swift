import ArgumentParser
import HIGAuditCore
import HIGAuditRules

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List the rule catalog.")

    @Option(help: "Language: en or ja.")
    var lang: Language?

    func run() throws {
        StandardOutput.write(RuleDocs(language: LanguageChoice.resolve(lang)).table())
        StandardOutput.flush()
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Explain a rule: rationale, HIG section and examples.")

    @Argument(help: "A rule id, as `higaudit rules` lists them.")
    var rule: String

    @Option(help: "Language: en or ja.")
    var lang: Language?

    func run() throws {
        let docs = RuleDocs(language: LanguageChoice.resolve(lang))
        guard let found = RuleCatalog.rule(id: rule) else {
            let suggestion = Suggestion.closest(to: rule, among: RuleCatalog.ids)
            let text = Message(suggestion == nil ? "explain.unknown" : "explain.unknown.suggest",
                               ["rule": rule, "suggestion": suggestion ?? ""]).rendered(in: docs.language)
            throw ValidationError(text)
        }
        StandardOutput.write(docs.explain(found.descriptor))
        StandardOutput.flush()
    }
}
