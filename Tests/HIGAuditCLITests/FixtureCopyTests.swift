import Foundation
import Testing

/// The repository's copy of the shared material (`Tests/Fixtures`), kept by
/// `scripts/sync-fixtures`: the tests read it, so a clone needs nothing beside it.
struct FixtureCopyTests {
    static let script = CommandRunner.packageRoot.appendingPathComponent("scripts/sync-fixtures").path
    static let shared = CommandRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    static func write(_ text: String, _ path: String, in root: URL) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    static func sync(_ arguments: [String], shared: URL, fixtures: URL) async throws -> CommandRunner.Result {
        try await CommandRunner.run("/usr/bin/env", ["python3", script] + arguments + ["--shared", shared.path, "--fixtures", fixtures.path])
    }

    /// With the shared folder beside the repository (CI has it there), it and the copy hold the same files.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: shared.appendingPathComponent("conformance/cases").path)))
    func theCopyMatchesTheSharedFolderBesideTheRepository() async throws {
        let result = try await CommandRunner.run("/usr/bin/env", ["python3", Self.script, "--check"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func theCheckNamesEveryFileThatDiffersAndACopyMendsIt() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shared = folder.appendingPathComponent("shared"), fixtures = folder.appendingPathComponent("Fixtures")
        for (path, text) in [
            ("conformance/score.py", "print()\n"), ("conformance/cases/a/screen.json", "{}\n"), ("conformance/cases/a/expected.json", "{}\n"),
            ("conformance/next/a/screen.json", "{\"next\":1}\n"), ("conformance/next/b/screen.json", "{}\n"), ("fixtures/real/ib/x.xib", "<x/>\n"),
            ("fixtures/schemas/s.json", "{}\n"), ("spec/rules.md", "# rules\n"), ("bench/gen.py", "\n"),
        ] {
            try Self.write(text, path, in: shared)
        }
        let copied = try await Self.sync([], shared: shared, fixtures: fixtures)
        #expect(copied.status == 0, "\(copied.stderr)")
        #expect(try await Self.sync(["--check"], shared: shared, fixtures: fixtures).status == 0)
        #expect(FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("real/ib/x.xib").path))
        #expect(!FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("conformance/cases/b").path), "a case of next/ waits there")

        try Self.write("# rules, changed\n", "spec/rules.md", in: shared)
        try Self.write("{}\n", "conformance/cases/zzz/screen.json", in: fixtures)
        try FileManager.default.removeItem(at: fixtures.appendingPathComponent("schemas/s.json"))
        let checked = try await Self.sync(["--check"], shared: shared, fixtures: fixtures)
        #expect(checked.status == 1)
        for name in ["spec/rules.md: differs", "schemas/s.json: missing", "conformance/cases/zzz: no such case"] {
            #expect(checked.stdout.contains(name), "\(checked.stdout)")
        }

        // A case whose contract change is built comes from next/, replacing the one in cases/.
        try Self.write("a\nb  # built\n", "conformance/from-next.txt", in: fixtures)
        _ = try await Self.sync([], shared: shared, fixtures: fixtures)
        #expect(try await Self.sync(["--check"], shared: shared, fixtures: fixtures).status == 0)
        let a = try String(contentsOf: fixtures.appendingPathComponent("conformance/cases/a/screen.json"), encoding: .utf8)
        #expect(a == "{\"next\":1}\n")
        #expect(FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("conformance/cases/b/screen.json").path))
        #expect(!FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("conformance/cases/a/expected.json").path))
    }

    @Test func withoutASharedFolderTheCheckHasNothingToCompare() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await Self.sync(["--check"], shared: folder.appendingPathComponent("absent"), fixtures: folder)
        #expect(result.status == 0)
        #expect(result.stdout.contains("nothing to compare"))
    }
}
