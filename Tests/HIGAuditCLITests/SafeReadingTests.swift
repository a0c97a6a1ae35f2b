import Foundation
import Testing

/// Inputs are read through one bounded reader: a FIFO is refused at once, and a walked
/// folder never leads through a link.
struct SafeReadingTests {
    @Test(arguments: [("en", "it is a FIFO, not a regular file"), ("ja", "FIFO であり、通常のファイルではありません")])
    func importingAFigmaFIFOFailsAtOnce(_ language: String, _ reason: String) async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("export.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let start = ContinuousClock.now
        let result = try await CommandRunner.run(
            CommandRunner.higaudit, ["import", "figma", fifo, "--out", folder.appendingPathComponent("out").path, "--lang", language], timeout: 120)
        #expect(ContinuousClock.now - start < .seconds(60), "no wait for a writer")
        #expect(result.status != 0)
        #expect(result.stderr.contains(fifo) && result.stderr.contains(reason), "\(result.stderr)")
    }

    @Test func importingAFigmaExportReadsItThroughTheBoundedReader() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.json").path
        let result = try await CommandRunner.higaudit("import", "figma", missing, "--out", folder.appendingPathComponent("out").path)
        #expect(result.status != 0)
        #expect(result.stderr.contains(missing) && result.stderr.contains("No such file or directory"), "\(result.stderr)")
    }

    @Test func aWalkedFolderDoesNotFollowALinkedFolder() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("tree")
        let outside = folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data(#"{"format":"hig-screen/1","elements":[]}"#.utf8).write(to: tree.appendingPathComponent("inside.json"))
        try Data(#"{"format":"hig-screen/1","elements":[]}"#.utf8).write(to: outside.appendingPathComponent("outside.json"))
        #expect(symlink(outside.path, tree.appendingPathComponent("linked").path) == 0)
        let result = try await CommandRunner.higaudit("check", "--format", "json", tree.path)
        let sources = (result.json?["screens"] as? [[String: Any]])?.compactMap { $0["source"] as? String } ?? []
        #expect(sources == [tree.appendingPathComponent("inside.json").path], "\(result.stdout.prefix(500))")
    }

    @Test func aFIFOConfigurationIsRefusedAtOnce() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("higaudit.yml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let screen = folder.appendingPathComponent("screen.json")
        try Data(#"{"format":"hig-screen/1","elements":[]}"#.utf8).write(to: screen)
        let start = ContinuousClock.now
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--config", fifo, screen.path], timeout: 120)
        #expect(ContinuousClock.now - start < .seconds(60), "no wait for a writer")
        #expect(result.status != 0)
        #expect(result.stderr.contains(fifo) && result.stderr.contains("it is a FIFO, not a regular file"), "\(result.stderr)")
    }
}
