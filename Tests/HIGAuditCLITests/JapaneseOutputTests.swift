import Foundation
import Testing

/// The command line in Japanese and English: snapshots of `check` and `explain`, the choice
/// of language (flag, configuration, environment) and what stays the same in every language.
///
/// Snapshots live in Snapshots/. To rewrite them after a deliberate change, run the tests with
/// HIGAUDIT_UPDATE_SNAPSHOTS=1, then read the new files before committing them.
struct JapaneseOutputTests {
    static let root = CommandRunner.packageRoot
    static let snapshots = root.appendingPathComponent("Tests/HIGAuditCLITests/Snapshots")
    /// A neutral environment: no locale, so only what a test sets chooses the language.
    static let neutral: [String: String] = ["PATH": "/usr/bin:/bin"]

    /// Runs `higaudit` from the package root, so paths in the output are relative.
    static func higaudit(_ arguments: [String], environment: [String: String] = neutral) async throws -> CommandRunner.Result {
        try await CommandRunner.run(CommandRunner.higaudit, arguments, environment: environment, directory: root)
    }

    static func environment(_ values: [String: String]) -> [String: String] {
        neutral.merging(values) { _, new in new }
    }

    /// Compares with a committed snapshot; the run-specific `auditedAt` is the only thing removed.
    static func expectSnapshot(_ output: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = output.replacing(/"auditedAt":\s*"[^"]*"/, with: #""auditedAt":"""#)
        let file = snapshots.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["HIGAUDIT_UPDATE_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "\(name) differs from its snapshot", sourceLocation: sourceLocation)
    }

    static func hasJapanese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) }
    }

    /// Display columns as a terminal counts them: East Asian wide and fullwidth characters take two.
    static func columns(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            let v = scalar.value
            let wide =
                (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
                || (0xFFE0...0xFFE6).contains(v)
            return total + (wide ? 2 : 1)
        }
    }

    // MARK: Snapshots

    @Test(arguments: ["en", "ja"])
    func checkTextOutput(lang: String) async throws {
        let result = try await Self.higaudit(["check", "examples/screens", "--lang", lang])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        try Self.expectSnapshot(result.stdout, "check-examples.\(lang).txt")
    }

    @Test(arguments: ["en", "ja"])
    func explainOutput(lang: String) async throws {
        let result = try await Self.higaudit(["explain", "text-contrast", "--lang", lang])
        #expect(result.status == 0)
        try Self.expectSnapshot(result.stdout, "explain-text-contrast.\(lang).txt")
    }

    @Test func japaneseCheckOutputIsJapanese() async throws {
        let result = try await Self.higaudit(["check", "examples/screens", "--lang", "ja"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count > 3)
        #expect(lines.allSatisfy { Self.hasJapanese(String($0)) }, "every line, findings and summary, is Japanese")
        #expect(result.stdout.contains("[alert-ok-default]"), "rule ids stay as they are")
        #expect(lines.last?.hasPrefix("3 画面: 合格 0、不合格 3") == true)
    }

    @Test func japaneseExplainNamesTheHIGSectionInJapanese() async throws {
        let result = try await Self.higaudit(["explain", "text-contrast", "--lang", "ja"])
        #expect(result.stdout.hasPrefix("text-contrast: テキストと背景のコントラストを十分に確保する\n"))
        #expect(result.stdout.contains("HIG のセクション: アクセシビリティ（https://developer.apple.com/design/human-interface-guidelines/accessibility）\n"))
        #expect(result.stdout.contains("デフォルトの重大度: エラー\n"))
    }

    // MARK: Alignment

    @Test(arguments: ["en", "ja"])
    func rulesTableAlignsInDisplayColumns(lang: String) async throws {
        let result = try await Self.higaudit(["rules", "--lang", lang])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count > 10)
        // The fourth column (the title) starts at the same display column on every line: the
        // first three cells are padded, so its start is the width of all but the title.
        let header = lines[0]
        let titleHeading = lang == "ja" ? "タイトル" : "TITLE"
        let start = try #require(header.range(of: titleHeading)).lowerBound
        let column = Self.columns(header[..<start])
        for line in lines.dropFirst() {
            // The title is what follows the last run of two or more spaces.
            let gap = try #require(line.ranges(of: "  ").last)
            let title = try #require(line[gap.upperBound...].firstIndex { $0 != " " })
            let prefix = line[..<title]
            #expect(Self.columns(prefix) == column, "\(line)")
        }
        if lang == "ja" { #expect(Self.hasJapanese(result.stdout)) }
    }

    // MARK: Choosing the language

    @Test func langEnvironmentVariableSelectsJapanese() async throws {
        let result = try await Self.higaudit(["check", "examples/screens"], environment: Self.environment(["LANG": "ja_JP.UTF-8"]))
        #expect(result.stdout.contains("3 画面: 合格 0、不合格 3"))
        // The severity word stays English in every language: tools parse it.
        #expect(result.stdout.contains(": error: デフォルトボタンのタイトルが「OK」です。"))
        let explain = try await Self.higaudit(["explain", "text-contrast"], environment: Self.environment(["LANG": "ja_JP.UTF-8"]))
        #expect(explain.stdout.hasPrefix("text-contrast: テキストと背景のコントラストを十分に確保する"))
    }

    @Test func lcAllWinsOverLCMessagesAndLang() async throws {
        let english = try await Self.higaudit(["check", "examples/screens"], environment: Self.environment(["LC_ALL": "en_US.UTF-8", "LANG": "ja_JP.UTF-8"]))
        #expect(english.stdout.contains("3 screens: 0 passed, 3 failed"))
        let japanese = try await Self.higaudit(["check", "examples/screens"], environment: Self.environment(["LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"]))
        #expect(japanese.stdout.contains("3 画面: 合格 0、不合格 3"))
        let messages = try await Self.higaudit(
            ["check", "examples/screens"], environment: Self.environment(["LC_MESSAGES": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"]))
        #expect(messages.stdout.contains("3 画面: 合格 0、不合格 3"))
        let empty = try await Self.higaudit(["check", "examples/screens"], environment: Self.environment(["LC_ALL": "", "LANG": "ja_JP.UTF-8"]))
        #expect(empty.stdout.contains("3 画面:"), "an empty LC_ALL doesn't count")
    }

    @Test func flagWinsOverConfigurationWhichWinsOverEnvironment() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("higaudit.yaml")
        try "language: en\n".write(to: config, atomically: true, encoding: .utf8)
        let japaneseEnvironment = Self.environment(["LANG": "ja_JP.UTF-8"])

        let fromConfig = try await Self.higaudit(["check", "--config", config.path, "examples/screens"], environment: japaneseEnvironment)
        #expect(fromConfig.stdout.contains("3 screens: 0 passed, 3 failed"), "the configuration beats LANG")
        let fromFlag = try await Self.higaudit(["check", "--config", config.path, "--lang", "ja", "examples/screens"])
        #expect(fromFlag.stdout.contains("3 画面: 合格 0、不合格 3"), "--lang beats the configuration")

        try "language: ja\n".write(to: config, atomically: true, encoding: .utf8)
        let japaneseConfig = try await Self.higaudit(
            ["check", "--config", config.path, "examples/screens"], environment: Self.environment(["LANG": "en_US.UTF-8"]))
        #expect(japaneseConfig.stdout.contains("3 画面: 合格 0、不合格 3"))
        let englishFlag = try await Self.higaudit(["check", "--config", config.path, "--lang", "en", "examples/screens"], environment: japaneseEnvironment)
        #expect(englishFlag.stdout.contains("3 screens: 0 passed, 3 failed"))
    }

    @Test func withoutAnyChoiceTheLanguageIsEnglish() async throws {
        let result = try await Self.higaudit(["check", "examples/screens"])
        #expect(result.stdout.contains("3 screens: 0 passed, 3 failed"))
        let unknown = try await Self.higaudit(["check", "examples/screens"], environment: Self.environment(["LANG": "fr_FR.UTF-8"]))
        #expect(unknown.stdout.contains("3 screens: 0 passed, 3 failed"))
    }

    /// `--help` of every command says what it does and what its options mean in the
    /// language `--lang` names, else the environment's; the parser's own words (USAGE,
    /// OPTIONS, "Show help information.") stay English.
    @Test func helpFollowsTheLanguage() async throws {
        let japanese = Self.environment(["LANG": "ja_JP.UTF-8"])
        let check = try await Self.higaudit(["check", "--help"], environment: japanese)
        #expect(check.stdout.hasPrefix("OVERVIEW: 画面の記述を監査します"), "\(check.stdout)")
        #expect(check.stdout.contains("今回の実行でオフにするルール（カンマ区切り）。"))
        let flagged = try await Self.higaudit(["check", "--lang", "ja", "--help"])
        #expect(flagged.stdout.hasPrefix("OVERVIEW: 画面の記述を監査します"), "--lang chooses the help's language too")
        let english = try await Self.higaudit(["check", "--help"], environment: Self.environment(["LANG": "ja_JP.UTF-8", "LC_ALL": "C"]))
        #expect(english.stdout.hasPrefix("OVERVIEW: Audit screen descriptions"))
        #expect(english.stdout.contains("Rules to turn off for this run, comma-separated."))
        #expect(!Self.hasJapanese(english.stdout))
        for command in [
            [], ["check"], ["import"], ["import", "figma"], ["import", "ib"], ["rules"], ["explain"], ["status"], ["screens"], ["rescan"], ["wait"],
            ["history"],
        ] {
            let help = try await Self.higaudit(command + ["--help"], environment: japanese)
            #expect(help.status == 0)
            let overview = help.stdout.split(separator: "\n").first.map(String.init) ?? ""
            #expect(overview.hasPrefix("OVERVIEW: ") && Self.hasJapanese(overview), "\(command): \(overview)")
            // Every option's or argument's own sentence is Japanese (the parser adds its own for --help and --version).
            // Its sentence follows its name on the line, or on the next line after a long name.
            let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in lines.enumerated() where line.hasPrefix("  -") || line.hasPrefix("  <") {
                guard !line.contains("--help"), !line.contains("--version") else { continue }
                let sameLine = line.firstMatch(of: /^  \S+(?: \S+)*\s{2,}(\S.*)$/).map { String($0.1) }
                let sentence = sameLine ?? (index + 1 < lines.count ? lines[index + 1] : "")
                #expect(Self.hasJapanese(sentence), "\(command): \(line)")
            }
        }
    }

    @Test func daemonHelpFollowsTheEnvironment() async throws {
        let daemon = CommandRunner.productsDirectory.appendingPathComponent("higauditd").path
        let japanese = try await CommandRunner.run(daemon, ["--help"], environment: Self.environment(["LANG": "ja_JP.UTF-8"]))
        #expect(japanese.stdout.hasPrefix("OVERVIEW: 画面の記述のフォルダを監視し"), "\(japanese.stdout)")
        let options = japanese.stdout.split(separator: "\n").filter { $0.hasPrefix("  --") && !$0.contains("--help") }
        #expect(options.count == 4, "\(options)")
        for line in options { #expect(Self.hasJapanese(String(line)), "\(line)") }
        let english = try await CommandRunner.run(daemon, ["--help"], environment: Self.neutral)
        #expect(english.stdout.hasPrefix("OVERVIEW: Watch a folder of screen descriptions"))
    }

    // MARK: What stays the same

    @Test func jsonKeysRuleIdsAndSeveritiesStayEnglish() async throws {
        let english = try await Self.higaudit(["check", "--format", "json", "--lang", "en", "examples/screens"])
        let japanese = try await Self.higaudit(["check", "--format", "json", "--lang", "ja", "examples/screens"])
        let en = try #require(english.json), ja = try #require(japanese.json)
        #expect(Set(en.keys) == Set(ja.keys))
        let enScreens = try #require(en["screens"] as? [[String: Any]])
        let jaScreens = try #require(ja["screens"] as? [[String: Any]])
        #expect(enScreens.count == jaScreens.count)
        for (enScreen, jaScreen) in zip(enScreens, jaScreens) {
            #expect(Set(enScreen.keys) == Set(jaScreen.keys))
            #expect(jaScreen["status"] as? String == enScreen["status"] as? String)
            let enFindings = try #require(enScreen["findings"] as? [[String: Any]])
            let jaFindings = try #require(jaScreen["findings"] as? [[String: Any]])
            #expect(enFindings.count == jaFindings.count)
            for (enFinding, jaFinding) in zip(enFindings, jaFindings) {
                #expect(Set(enFinding.keys) == Set(jaFinding.keys))
                #expect(jaFinding["rule"] as? String == enFinding["rule"] as? String)
                #expect(jaFinding["severity"] as? String == enFinding["severity"] as? String)
                #expect(jaFinding["pointer"] as? String == enFinding["pointer"] as? String)
                let message = try #require(jaFinding["message"] as? String)
                #expect(Self.hasJapanese(message), "\(message)")
                #expect(message != enFinding["message"] as? String)
            }
        }
        #expect(["error", "warning", "note"].contains(jaScreens.first.flatMap { ($0["findings"] as? [[String: Any]])?.first?["severity"] as? String } ?? ""))
    }

    @Test func sarifInJapaneseKeepsRuleIdsAndCarriesMessageStrings() async throws {
        let result = try await Self.higaudit(["check", "--format", "sarif", "--lang", "ja", "examples/screens"])
        let log = try #require(result.json)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.contains("alert-ok-default"))
        let results = try #require(run["results"] as? [[String: Any]])
        for item in results {
            let ruleId = try #require(item["ruleId"] as? String)
            #expect(ids.contains(ruleId))
            let message = try #require(item["message"] as? [String: Any])
            let id = try #require(message["id"] as? String)
            let rule = try #require(rules.first { $0["id"] as? String == ruleId })
            let strings = try #require(rule["messageStrings"] as? [String: [String: String]])
            let template = try #require(strings[id]?["text"])
            #expect(Self.hasJapanese(template))
            // The template filled with the arguments is the message text.
            var filled = template
            for (index, argument) in ((message["arguments"] as? [String]) ?? []).enumerated() {
                filled = filled.replacingOccurrences(of: "{\(index)}", with: argument)
            }
            #expect(filled == message["text"] as? String)
        }
    }
}
