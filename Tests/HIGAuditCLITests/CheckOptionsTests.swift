import Foundation
import Testing

/// The options people reach for: --version, --max-warnings and --strict, --disable and
/// --only, the nearest .higaudit.yml, baselines with relative paths.
struct CheckOptionsTests {
    /// One screen with warnings only (a tab bar badge that is not a number), one with an error.
    static let warningsOnly =
        ##"{"format":"hig-screen/1","elements":[{"type":"tabBar","items":[{"title":"A","symbol":"a"},{"title":"B","symbol":"b","badge":"New"},{"title":"C","symbol":"c"}]}]}"##
    static let failing = ##"{"format":"hig-screen/1","elements":[{"type":"text","text":"Hi","foreground":"#9A9A9A","font":{"size":13}}]}"##

    static func folder(_ files: [String: String]) throws -> URL {
        let folder = try CommandRunner.temporaryDirectory()
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test func versionIsPrinted() async throws {
        let result = try await CommandRunner.higaudit("--version")
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }

    @Test func maxWarningsAndStrictFailARunWithOnlyWarnings() async throws {
        let folder = try Self.folder(["w.json": Self.warningsOnly])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("w.json").path
        #expect(await try await CommandRunner.higaudit("check", path).status == 0)
        #expect(await try await CommandRunner.higaudit("check", "--max-warnings", "0", path).status == 1)
        #expect(await try await CommandRunner.higaudit("check", "--max-warnings", "5", path).status == 0)
        #expect(await try await CommandRunner.higaudit("check", "--strict", path).status == 1)
        #expect(await try await CommandRunner.higaudit("check", "--max-warnings", "-1", path).status == 2)
    }

    @Test func disableAndOnlyNarrowTheRules() async throws {
        let folder = try Self.folder(["f.json": Self.failing, "w.json": Self.warningsOnly])
        defer { try? FileManager.default.removeItem(at: folder) }
        func rules(_ arguments: [String]) async throws -> Set<String> {
            let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json"] + arguments + [folder.path])
            let screens = result.json?["screens"] as? [[String: Any]] ?? []
            return Set(screens.flatMap { ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String } })
        }
        let all = try await rules([])
        #expect(all.contains("text-contrast") && all.contains("tab-bar-badge"))
        #expect(try await rules(["--disable", "text-contrast"]) == all.subtracting(["text-contrast"]))
        #expect(try await rules(["--only", "tab-bar-badge,text-contrast"]) == ["tab-bar-badge", "text-contrast"])
        let disabled = try await CommandRunner.higaudit("check", "--disable", "text-contrast", folder.appendingPathComponent("f.json").path)
        #expect(disabled.status == 0)
        let unknown = try await CommandRunner.higaudit("check", "--disable", "text-contrst", folder.path)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean \"text-contrast\""))
    }

    @Test func optionErrorsAreWrittenInTheChosenLanguage() async throws {
        let english = try await CommandRunner.higaudit("check", "--lang", "en", "--max-warnings=-1", "x.json")
        #expect(english.status == 2)
        #expect(english.stderr.contains("--max-warnings must be 0 or more"))
        let japanese = try await CommandRunner.higaudit("check", "--lang", "ja", "--max-warnings=-1", "x.json")
        #expect(japanese.status == 2)
        #expect(japanese.stderr.contains("--max-warnings には 0 以上の数を指定してください"))
        let typo = try await CommandRunner.higaudit("check", "--lang", "ja", "--only", "text-contrst", "x.json")
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("ルール \"text-contrst\" はありません。\"text-contrast\" のことですか？"))
        let html = try await CommandRunner.higaudit("check", "--lang", "ja", "--format", "html", "x.json")
        #expect(html.stderr.contains("--output DIR で指定してください"))
        let twice = try await CommandRunner.higaudit("check", "--lang", "en", "-", "-", stdin: Data("{}".utf8))
        #expect(twice.status == 2 && twice.stderr.contains("standard input (-) can be read once"))
    }

    @Test func theNearestConfigurationTwoFoldersUpIsUsed() async throws {
        let folder = try Self.folder([".higaudit.yml": "profile: apca\n", "a/b/f.json": Self.failing])
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = folder.appendingPathComponent("a/b")
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", "f.json"], directory: inner)
        let summary = try #require(result.json?["summary"] as? [String: Any])
        #expect(summary["configuration"] as? String == "../../.higaudit.yml")
        let screen = try #require((result.json?["screens"] as? [[String: Any]])?.first)
        #expect(screen["profile"] as? String == "apca")
        // --config wins over the discovered file.
        try Data("profile: wcag-aaa\n".utf8).write(to: inner.appendingPathComponent("other.yaml"))
        let chosen = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", "--config", "other.yaml", "f.json"], directory: inner)
        #expect((chosen.json?["screens"] as? [[String: Any]])?.first?["profile"] as? String == "wcag-aaa")
    }

    /// Written inside the audited folder with `./` paths, the baseline suppresses every
    /// finding on the next run, and is itself skipped, not audited as a screen.
    @Test func aBaselineInsideTheFolderWithDotPathsSuppressesEverything() async throws {
        let folder = try Self.folder(["screens/f.json": Self.failing, "screens/w.json": Self.warningsOnly])
        defer { try? FileManager.default.removeItem(at: folder) }
        let write = try await CommandRunner.run(
            CommandRunner.higaudit, ["check", "--write-baseline", "./screens/baseline.json", "./screens"], directory: folder)
        #expect(write.status == 1)
        let baseline = try String(contentsOf: folder.appendingPathComponent("screens/baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"source\": \"screens/f.json\""), "\(baseline)")
        for target in ["./screens", "screens", folder.appendingPathComponent("screens").path] {
            let again = try await CommandRunner.run(
                CommandRunner.higaudit, ["check", "--format", "json", "--baseline", "screens/baseline.json", target], directory: folder)
            #expect(again.status == 0, "\(target): \(again.stdout.prefix(400))")
            let summary = try #require(again.json?["summary"] as? [String: Any])
            #expect(summary["findings"] as? Int == 0, "\(target)")
            #expect(summary["skipped"] as? Int == 1, "\(target)")
            #expect((summary["suppressed"] as? Int ?? 0) > 0)
        }
    }
}
