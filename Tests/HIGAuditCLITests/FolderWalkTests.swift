import Foundation
import Testing

/// A folder is walked with the filter the daemon watches a tree with; a file named on the
/// command line is audited whatever its name.
struct FolderWalkTests {
    @Test func aWalkSkipsDotfilesDotFoldersAndTemporaries() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: tree.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        for name in ["a.json", "B.YAML", ".a.json", "#a.json#", "a.json~", "a.json.swp", "a.json.tmp", "a.json.crdownload", ".hidden/c.json"] {
            try ByteNameTests.screen.write(to: tree.appendingPathComponent(name))
        }
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", "tree"], directory: folder)
        #expect(ByteNameTests.sources(result) == ["tree/B.YAML", "tree/a.json"], "\(result.stdout.prefix(800))")
        let named = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", "tree/.a.json", "tree/a.json.tmp"], directory: folder)
        #expect(ByteNameTests.sources(named) == ["tree/.a.json", "tree/a.json.tmp"], "\(named.stdout.prefix(800)) \(named.stderr)")
    }

    /// A folder that can't be opened or searched hides its screens: it is an input that
    /// could not be audited (exit 2), never a silent pass. Run as `nobody` when the tests
    /// run as root, who may read any folder.
    @Test func aFolderThatCannotBeReadIsAnInputError() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer {
            for name in ["locked", "unsearchable"] { chmod(folder.appendingPathComponent("tree/\(name)").path, 0o755) }
            try? FileManager.default.removeItem(at: folder)
        }
        chmod(folder.path, 0o755)
        let failing = Data(##"{"format":"hig-screen/1","elements":[{"type":"text","text":"x","foreground":"#EEEEEE"}]}"##.utf8)
        for name in ["ok", "locked", "unsearchable"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("tree/\(name)"), withIntermediateDirectories: true)
            try (name == "ok" ? ByteNameTests.screen : failing).write(to: folder.appendingPathComponent("tree/\(name)/s.json"))
        }
        chmod(folder.appendingPathComponent("tree").path, 0o755)
        chmod(folder.appendingPathComponent("tree/ok").path, 0o755)
        chmod(folder.appendingPathComponent("tree/ok/s.json").path, 0o644)
        chmod(folder.appendingPathComponent("tree/locked").path, 0)
        chmod(folder.appendingPathComponent("tree/unsearchable").path, 0o644)
        // A copy of the command, which `nobody` may run wherever the build is.
        let command = folder.appendingPathComponent("higaudit").path
        try FileManager.default.copyItem(atPath: CommandRunner.higaudit, toPath: command)
        func check(_ path: String) async throws -> CommandRunner.Result {
            let arguments = ["check", "--format", "json", "--lang", "en", path]
            guard geteuid() == 0 else { return try await CommandRunner.run(command, arguments, directory: folder) }
            return try await CommandRunner.run(
                "/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", command] + arguments, directory: folder)
        }
        let tree = try await check("tree")
        #expect(tree.status == 2, "\(tree.stdout.prefix(800)) \(tree.stderr)")
        #expect(ByteNameTests.sources(tree) == ["tree/locked", "tree/ok/s.json", "tree/unsearchable"])
        let screens = tree.json?["screens"] as? [[String: Any]] ?? []
        let errors = screens.compactMap { ($0["error"] as? [String: Any])?["message"] as? String }
        #expect(errors.count == 2 && errors.allSatisfy { $0.hasPrefix("the folder could not be read") }, "\(errors)")
        #expect((tree.json?["summary"] as? [String: Int])?["unreadable"] == 2)
        let named = try await check("tree/locked")
        #expect(named.status == 2)
        #expect(ByteNameTests.sources(named) == ["tree/locked"])
    }
}
