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
        abstract: "Audit screen descriptions (files, directories, or - for standard input).")

    @Argument(help: "Files and directories to audit; directories are searched for .json, .yaml, .yml, .storyboard and .xib files. Use - for standard input.")
    var paths: [String]

    @Option(help: "Output format: text, json, sarif, github, junit or html (with --output).")
    var format: OutputFormat = .text

    @Option(help: "Contrast profile: hig, wcag-aa, wcag-aaa or apca (default: the configuration's, else hig).")
    var profile: Profile?

    @Option(
        help:
            "Configuration file (YAML or JSON); see etc/higaudit/higaudit.yaml. Default: the nearest .higaudit.yml or .higaudit.yaml in the current directory or a parent."
    )
    var config: String?

    @Option(help: "Language of messages: en or ja (default: from LC_ALL, LC_MESSAGES or LANG).")
    var lang: Language?

    @Option(help: "Largest input file accepted, in bytes (default: the configuration's, else 16 MiB).")
    var inputLimit: Int?

    @Option(help: "Report only findings that are not in this baseline file.")
    var baseline: String?

    @Option(help: "Write every finding of this run to a baseline file.")
    var writeBaseline: String?

    @Option(help: "Fail (exit status 1) when there are more warnings than this.")
    var maxWarnings: Int?

    @Flag(help: "Fail on any warning (--max-warnings 0).")
    var strict = false

    @Option(help: "With --format html: the folder the pages are written to (created if missing).")
    var output: String?

    @Option(help: "Rules to turn off for this run, comma-separated.")
    var disable: String?

    @Option(help: "Run only these rules, comma-separated.")
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
        let runner = CheckRunner(
            sourceAuditor: .withYAML(RuleCatalog.auditor(configuration: settings.audit)),
            format: makeFormat(language),
            inputLimit: settings.inputLimit,
            auditedAt: UTCTime.timestamp(),
            baseline: knownBaseline,
            recordsBaseline: writeBaseline != nil,
            configurationPath: configPath,
            keepsReports: format == .html)
        let result = await runner.run(SourceCollector.collect(paths, ignoring: settings))
        if let writeBaseline {
            var writer = JSONWriter(indent: 2)
            writer.write(Baseline(entries: result.baselineEntries, currentDirectory: currentDirectory).json)
            writer.append("\n")
            do {
                try AtomicFile.write(writer.bytes, to: writeBaseline)
            } catch {
                let reason = String(cString: strerror(error.code))
                throw CommandFailure(
                    message: Message("baseline.unwritable", ["path": FileName.display(writeBaseline), "reason": reason]).rendered(in: language))
            }
        }
        if let output { try ReportPages.write(result.reports, keys: result.keys, to: output, language: language, generatedAt: runner.auditedAt) }
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
