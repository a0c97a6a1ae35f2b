import ArgumentParser
import HIGAuditCore
import HIGAuditRules

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: HelpText.text("help.rules"))

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, markdown }

    @Option(help: ArgumentHelp(HelpText.text("help.lang")))
    var lang: Language?

    @Option(help: ArgumentHelp(HelpText.text("help.rules.format")))
    var format: Format = .text

    func run() throws {
        let docs = RuleDocs(language: LanguageChoice.resolve(lang))
        StandardOutput.write(format == .text ? docs.table() : docs.markdown())
        StandardOutput.flush()
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: HelpText.text("help.explain"))

    @Argument(help: ArgumentHelp(HelpText.text("help.explain.rule")))
    var rule: String

    @Option(help: ArgumentHelp(HelpText.text("help.lang")))
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
