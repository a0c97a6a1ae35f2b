import Foundation
import Testing

/// Every contrast failure suggests the nearest passing foreground and background, checked by
/// an implementation of its own (`scripts/check-suggestions.py`: WCAG, CIELAB, CIEDE2000).
struct SuggestionTests {
    @Test(arguments: ["hig", "wcag-aa", "wcag-aaa"])
    func suggestionsPassAndAreNearerThanBlackOrWhite(profile: String) async throws {
        let inputs = [CheckCommandTests.examples, LocationTests.figma.path, InterfaceBuilderCheckTests.fixtures.path, LocationTests.cases.path]
        let run = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--profile", profile, "--format", "json"] + inputs)
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = CommandRunner.packageRoot.appendingPathComponent("scripts/check-suggestions.py").path
        let checked = try await CommandRunner.run("/usr/bin/env", ["python3", script], stdin: Data(run.stdout.utf8))
        #expect(checked.status == 0, "\(checked.stdout.suffix(2000))\(checked.stderr)")
        let counts = checked.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(counts.hasSuffix(" passed, 0 failed") && !counts.hasPrefix("0 "), "\(counts)")
    }

    @Test func theMessageNamesTheSmallerChange() async throws {
        let result = try await CommandRunner.higaudit("check", CheckCommandTests.examples)
        #expect(
            result.stdout.contains(
                "(#BDBDBD on #FFFFFF), below the 4.5:1 that 15 pt text needs: darken the text or change its background (#767676 would reach 4.5:1).")
        )
        // White text on a blue button: a darker blue, not black text.
        #expect(result.stdout.contains("(#FFFFFF on #3B82F6)") && result.stdout.contains("(a background of #"))
        let japanese = try await CommandRunner.higaudit("check", "--lang", "ja", CheckCommandTests.examples)
        #expect(japanese.stdout.contains("（#767676 にすると 4.5:1 になります）。"))
    }
}
