import ArgumentParser
import Foundation
import HIGAuditCore
import HIGAuditRules

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Audit screen descriptions (files, directories, or - for standard input).")

    @Argument(help: "Files and directories to audit; directories are searched for .json, .yaml and .yml files. Use - for standard input.")
    var paths: [String]

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(help: "Contrast profile: hig, wcag-aa, wcag-aaa or apca.")
    var profile: Profile = .hig

    @Option(help: "Language of messages: en or ja (default: from LC_ALL, LC_MESSAGES or LANG).")
    var lang: Language?

    @Option(help: "Largest input file accepted, in bytes.")
    var inputLimit: Int = 16 * 1024 * 1024

    func validate() throws {
        guard inputLimit > 0 else { throw ValidationError("--input-limit must be a positive number of bytes") }
    }

    func run() async throws {
        let configuration = AuditConfiguration(profile: profile)
        let language = LanguageChoice.resolve(lang)
        let sources = SourceCollector.collect(paths)
        let runner = CheckRunner(
            sourceAuditor: .standard(Auditor(rules: RuleCatalog.all, configuration: configuration)),
            format: format,
            renderer: TextRenderer(language: language, colored: format == .text && StandardOutput.isColorTerminal),
            inputLimit: inputLimit,
            auditedAt: Timestamp.now())
        let summary = await runner.run(sources)
        if summary.exitCode != 0 { throw ExitCode(summary.exitCode) }
    }
}

enum Timestamp {
    static func now() -> String {
        var time = time_t(Date().timeIntervalSince1970)
        var parts = tm()
        gmtime_r(&time, &parts)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
                      parts.tm_hour, parts.tm_min, parts.tm_sec)
    }
}
