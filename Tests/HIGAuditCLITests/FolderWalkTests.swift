import Foundation
import Testing

/// A folder is walked with the filter the daemon watches a tree with; a file named on the
/// command line is audited whatever its name.
struct FolderWalkTests {
    @Test func aWalkSkipsDotfilesDotFoldersAndTemporaries() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: tree.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        for name in ["a.json", "B.YAML", ".a.json", "#a.json#", "a.json~", "a.json.swp", "a.json.tmp", "a.json.crdownload", ".hidden/c.json"] {
            try ByteNameTests.screen.write(to: tree.appendingPathComponent(name))
        }
        let result = try CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", "tree"], directory: folder)
        #expect(ByteNameTests.sources(result) == ["tree/B.YAML", "tree/a.json"], "\(result.stdout.prefix(800))")
        let named = try CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", "tree/.a.json", "tree/a.json.tmp"], directory: folder)
        #expect(ByteNameTests.sources(named) == ["tree/.a.json", "tree/a.json.tmp"], "\(named.stdout.prefix(800)) \(named.stderr)")
    }
}
