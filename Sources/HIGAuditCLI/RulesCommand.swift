import ArgumentParser
import HIGAuditCore
import HIGAuditRules

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List the rule catalog.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, markdown }

    @Option(help: "Language: en or ja.")
    var lang: Language?

    @Option(help: "text (a table) or markdown (the page docs/rules.md is generated from).")
    var format: Format = .text

    func run() throws {
        let docs = RuleDocs(language: LanguageChoice.resolve(lang))
        StandardOutput.write(format == .text ? docs.table() : docs.markdown())
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
            let text = Message(
                suggestion == nil ? "explain.unknown" : "explain.unknown.suggest",
                ["rule": rule, "suggestion": suggestion ?? ""]
            ).rendered(in: docs.language)
            throw CommandFailure(message: text)
        }
        StandardOutput.write(docs.explain(found.descriptor))
        StandardOutput.flush()
    }
}
