import ArgumentParser
import Foundation
import HIGAuditCore
import HIGAuditFiles
import HIGAuditInputs
import HIGAuditOutputs
import HIGAuditRules
import HIGAuditYAML

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: HelpText.text("help.check"))

    @Argument(help: ArgumentHelp(HelpText.text("help.check.paths")))
    var paths: [String]

    @Option(help: ArgumentHelp(HelpText.text("help.check.format")))
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp(HelpText.text("help.check.profile")))
    var profile: Profile?

    @Option(help: ArgumentHelp(HelpText.text("help.check.config")))
    var config: String?

    @Option(help: ArgumentHelp(HelpText.text("help.check.lang")))
    var lang: Language?

    @Option(help: ArgumentHelp(HelpText.text("help.check.input-limit")))
    var inputLimit: Int?

    @Option(help: ArgumentHelp(HelpText.text("help.check.baseline")))
    var baseline: String?

    @Option(help: ArgumentHelp(HelpText.text("help.check.write-baseline")))
    var writeBaseline: String?

    @Option(help: ArgumentHelp(HelpText.text("help.check.max-warnings")))
    var maxWarnings: Int?

    @Flag(help: ArgumentHelp(HelpText.text("help.check.strict")))
    var strict = false

    @Option(help: ArgumentHelp(HelpText.text("help.check.output")))
    var output: String?

    @Option(help: ArgumentHelp(HelpText.text("help.check.disable")))
    var disable: String?

    @Option(help: ArgumentHelp(HelpText.text("help.check.only")))
    var only: String?

    func validate() throws {
        let language = LanguageChoice.resolve(lang)
        func invalid(_ key: MessageKey, _ arguments: KeyValuePairs<String, String> = [:]) -> ValidationError {
            ValidationError(Message(key, arguments).rendered(in: language))
        }
        if let inputLimit, inputLimit <= 0 { throw invalid("check.option.input-limit") }
        if let maxWarnings, maxWarnings < 0 { throw invalid("check.option.max-warnings") }
        if format == .html, output == nil { throw invalid("check.option.html-needs-output") }
        if format != .html, output != nil { throw invalid("check.option.output-needs-html") }
        if paths.count(where: { $0 == "-" }) > 1 { throw invalid("check.option.stdin-twice") }
        for id in Self.ruleList(disable) + Self.ruleList(only) where !RuleCatalog.ids.contains(id) {
            guard let suggestion = Suggestion.closest(to: id, among: RuleCatalog.ids) else {
                throw invalid("config.unknown-rule", ["key": id])
            }
            throw invalid("config.unknown-rule.suggest", ["key": id, "suggestion": suggestion])
        }
    }

    static func ruleList(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func run() async throws {
        let configPath = config ?? ConfigurationDiscovery.nearest()
        var settings = try configPath.map { try SettingsFile.load($0, language: LanguageChoice.resolve(lang)) } ?? Settings()
        if let profile { settings.audit.profile = profile }
        let onlyRules = Set(Self.ruleList(only))
        for id in RuleCatalog.ids where !onlyRules.isEmpty && !onlyRules.contains(id) {
            settings.audit.rules[id, default: .init()].enabled = false
        }
        for id in Self.ruleList(disable) { settings.audit.rules[id, default: .init()].enabled = false }
        if let inputLimit { settings.inputLimit = inputLimit }
        let language = LanguageChoice.resolve(lang ?? settings.language)
        settings.audit.language = language
        let currentDirectory = PathText.absolute(".")
        let knownBaseline = try baseline.map { try loadBaseline($0, language: language) }.map {
            Baseline(entries: $0.entries, currentDirectory: currentDirectory)
        }
        let auditedAt = UTCTime.timestamp()
        let runner = CheckRunner(
            sourceAuditor: .withYAML(RuleCatalog.auditor(configuration: settings.audit)),
            format: makeFormat(language),
            inputLimit: settings.inputLimit,
            auditedAt: auditedAt,
            baseline: knownBaseline,
            recordsBaseline: writeBaseline != nil,
            configurationPath: configPath,
            pages: output.map { ReportPages(folder: $0, language: language, generatedAt: auditedAt) })
        let result = await runner.run(SourceCollector.stream(paths, ignoring: settings))
        if let writeBaseline {
            var writer = JSONWriter(indent: 2)
            writer.write(Baseline(entries: result.baselineEntries, currentDirectory: currentDirectory).json)
            writer.append("\n")
            do {
                try AtomicFile.write(writer.bytes, to: writeBaseline)
            } catch {
                let reason = SystemErrorWords.reason(error.code)
                throw CommandFailure(
                    message: Message("baseline.unwritable", [.init("path", FileName.display(writeBaseline)), .init("reason", reason)]).rendered(in: language))
            }
        }
        if let failure = result.pageFailure { throw failure }
        try runner.pages?.writeOverview(result.rows, totals: result.totals)
        var exitCode = result.summary.exitCode
        let allowedWarnings = strict ? 0 : maxWarnings
        if exitCode == 0, let allowedWarnings, (result.summary.bySeverity[.warning] ?? 0) > allowedWarnings { exitCode = 1 }
        if exitCode != 0 { throw ExitCode(exitCode) }
    }

    private func makeFormat(_ language: Language) -> any RunFormat {
        let text = TextFormat(language: language, colored: StandardOutput.isColorTerminal)
        switch format {
        case .text: return text
        case .json: return JSONRunFormat(language: language)
        case .sarif: return SARIFFormat(builder: SARIFBuilder(rules: RuleCatalog.all.map(\.descriptor), language: language))
        case .github: return GitHubFormat(language: language)
        case .junit: return JUnitFormat(language: language, text: TextFormat(language: language, colored: false))
        case .html: return PagesFormat(text: text)
        }
    }

    private func loadBaseline(_ path: String, language: Language) throws -> Baseline {
        guard let bytes = try? BoundedFile.read(path, limit: FileReading.settingsLimit) else {
            throw CommandFailure(message: Message("baseline.unreadable", ["path": FileName.display(path)]).rendered(in: language))
        }
        switch Baseline.decode(bytes) {
        case .success(let baseline): return baseline
        case .failure(let error):
            throw CommandFailure(
                message: Message("baseline.invalid", ["path": FileName.display(path), "pointer": error.pointer, "problem": error.message(in: language)])
                    .rendered(in: language))
        }
    }
}
