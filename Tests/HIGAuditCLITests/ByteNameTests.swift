import Foundation
import Testing

/// File names that are not UTF-8 are audited under their own bytes and shown escaped.
struct ByteNameTests {
    static let screen = Data(#"{"format":"hig-screen/1","elements":[{"type":"button","id":"b","frame":[0,0,20,20]}]}"#.utf8)

    /// Writes `data` to the file named by the raw bytes `name` inside `folder`.
    static func write(_ data: Data, named name: [UInt8], in folder: URL) throws {
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        defer { close(descriptor) }
        _ = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Runs `higaudit` from `folder` through the shell, whose `printf` makes the bytes
    /// `Process` can't pass: `arguments` are shell words.
    static func higaudit(in folder: URL, _ arguments: String) async throws -> CommandRunner.Result {
        try await CommandRunner.run("/bin/sh", ["-c", "exec \"$0\" " + arguments, CommandRunner.higaudit], directory: folder)
    }

    static func sources(_ result: CommandRunner.Result) -> [String] {
        (result.json?["screens"] as? [[String: Any]])?.compactMap { $0["source"] as? String } ?? []
    }

    @Test func aFileNamedWithAByteThatIsNotUTF8IsAudited() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(Self.screen, named: Array("bad".utf8) + [0xFF] + Array(".json".utf8), in: folder)
        let result = try await Self.higaudit(in: folder, #"check --format json "$(printf 'bad\377.json')""#)
        #expect(Self.sources(result) == [#"bad\xFF.json"#], "\(result.stdout.prefix(500)) \(result.stderr)")
        #expect(!result.stdout.contains("No such file") && !result.stderr.contains("No such file"))
        let text = try await Self.higaudit(in: folder, #"check "$(printf 'bad\377.json')""#)
        #expect(text.stdout.contains(#"bad\xFF.json:"#), "\(text.stdout)")
    }

    @Test func aNameOf250BytesIsAuditedNamedAndWalked() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = String(repeating: "n", count: 250 - ".json".count) + ".json"
        try Self.write(Self.screen, named: Array(name.utf8), in: folder)
        let named = try await Self.higaudit(in: folder, "check --format json " + name)
        #expect(Self.sources(named) == [name], "\(named.stdout.prefix(500)) \(named.stderr)")
        let walked = try await Self.higaudit(in: folder, "check --format json .")
        #expect(Self.sources(walked).map { $0.hasSuffix(name) } == [true], "\(walked.stdout.prefix(500)) \(walked.stderr)")
    }

    @Test func aFolderKeepsTwoSuchNamesApart() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        try Self.write(Self.screen, named: Array("bad".utf8) + [0xFF] + Array(".json".utf8), in: tree)
        try Self.write(Self.screen, named: Array("bad".utf8) + [0xFE] + Array(".json".utf8), in: tree)
        let result = try await Self.higaudit(in: folder, "check --format json tree")
        #expect(Self.sources(result) == [#"tree/bad\xFE.json"#, #"tree/bad\xFF.json"#], "\(result.stdout.prefix(800))")
        let sarif = try await Self.higaudit(in: folder, "check --format sarif tree")
        #expect(sarif.stdout.contains(#""uri":"tree/bad%FE.json""#) && sarif.stdout.contains(#""uri":"tree/bad%FF.json""#))
    }

    @Test func aFolderNamedWithSuchABytesIsWalked() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = Array("dir".utf8) + [0xE9]
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        #expect(path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) } } == 0)
        try Self.write(Self.screen, named: name + Array("/a.json".utf8), in: folder)
        let result = try await Self.higaudit(in: folder, "check --format json .")
        #expect(Self.sources(result) == [#"./dir\xE9/a.json"#], "\(result.stdout.prefix(800))")
    }

    @Test func aNameHoldingTheTextOfAnEscapeIsNotTakenForTheByte() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        try Self.write(Self.screen, named: Array(#"a\xFF.json"#.utf8), in: tree)
        try Self.write(Self.screen, named: Array("a".utf8) + [0xFF] + Array(".json".utf8), in: tree)
        let result = try await Self.higaudit(in: folder, "check --format json tree")
        #expect(Self.sources(result) == [#"tree/a\x5CxFF.json"#, #"tree/a\xFF.json"#], "\(result.stdout.prefix(800))")
        for arguments in ["tree", #"tree/'a\xFF.json' "$(printf 'tree/a\377.json')""#] {
            let sarif = try await Self.higaudit(in: folder, "check --format sarif " + arguments)
            let uris = Self.uris(sarif)
            #expect(uris == ["tree/a%5CxFF.json", "tree/a%FF.json"], "\(sarif.stdout.prefix(800))")
        }
    }

    /// The distinct artifact URIs of a SARIF log, sorted.
    static func uris(_ result: CommandRunner.Result) -> [String] {
        let runs = result.json?["runs"] as? [[String: Any]] ?? []
        let results = runs.flatMap { $0["results"] as? [[String: Any]] ?? [] }
        let locations = results.flatMap { $0["locations"] as? [[String: Any]] ?? [] }
        let uris = locations.compactMap { (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String }
        return Set(uris).sorted()
    }
}
