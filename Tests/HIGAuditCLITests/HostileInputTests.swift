import Foundation
import Testing

/// Inputs that must produce an error report, never a crash, a hang or runaway memory.
struct HostileInputTests {
    static func checkFile(_ bytes: [UInt8], name: String = "hostile.json", extraArguments: [String] = []) async throws -> [String: Any] {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json"] + extraArguments + [file.path])
        #expect(result.status == 2, "stderr: \(result.stderr)")
        let screen = try #require((result.json?["screens"] as? [[String: Any]])?.first, "output: \(result.stdout.prefix(500))")
        #expect(screen["status"] as? String == "error")
        return screen
    }

    static let garbage: [UInt8] = (0..<4096).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
    static let invalidUTF8: [UInt8] = Array(#"{"format":"hig-screen/1","elements":[{"type":"text","text":""#.utf8) + [0xC3, 0x28] + Array(#""}]}"#.utf8)
    static let malformed: [(String, [UInt8])] = [
        ("empty", []),
        ("blank", Array("  \n\t ".utf8)),
        ("garbage", garbage),
        ("invalid UTF-8", invalidUTF8),
        ("bad color", Array(##"{"format":"hig-screen/1","elements":[{"type":"text","foreground":"#12345G"}]}"##.utf8)),
        ("frame as string", Array(##"{"format":"hig-screen/1","elements":[{"type":"button","frame":"0 0 44 44"}]}"##.utf8)),
        ("huge number", Array(##"{"format":"hig-screen/1","elements":[{"type":"button","frame":[1e999,0,1,1]}]}"##.utf8)),
    ]

    @Test(arguments: malformed)
    func malformedInputIsAnError(_ name: String, _ bytes: [UInt8]) async throws {
        let screen = try await Self.checkFile(bytes)
        #expect(screen["error"] != nil, "\(name)")
    }

    /// JSON that is not a screen description (no `format`, `elements` or Figma `document` at
    /// its top level) is skipped and counted, never an error.
    @Test(arguments: ["[1,2,3]", #"{"name":"app","version":"1.0.0"}"#, #"{"info":{"author":"xcode","version":1}}"#, "17", "null"])
    func otherJSONIsSkipped(_ text: String) async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("package.json")
        try Data(text.utf8).write(to: file)
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", file.path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let summary = try #require(result.json?["summary"] as? [String: Int])
        #expect(summary["skipped"] == 1)
        #expect(summary["screens"] == 0)
        #expect((result.json?["screens"] as? [[String: Any]])?.isEmpty == true)
    }

    /// Only a `.json` file may be skipped as JSON that is not a screen: any other file named on
    /// the command line is read as JSON and, without `format` or `elements`, is an input error.
    @Test(arguments: [("screen.txt", #"{"title":"x"}"#), ("screen.bin", "[1,2,3]"), ("screen", "17")])
    func otherJSONInAFileNotNamedJSONIsAnInputError(_ name: String, _ text: String) async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", file.path])
        #expect(result.status == 2, "stderr: \(result.stderr)")
        let screens = try #require(result.json?["screens"] as? [[String: Any]])
        #expect(screens.count == 1 && screens.first?["status"] as? String == "error", "\(screens)")
        #expect((result.json?["summary"] as? [String: Int])?["skipped"] == 0)
    }

    /// A FIFO named on the command line is an input error at once, not a wait for a writer.
    @Test func aFIFOIsAnInputErrorAtOnce() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("screen.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let start = ContinuousClock.now
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", fifo], timeout: 120)
        #expect(ContinuousClock.now - start < .seconds(60), "no wait for a writer (a generous bound for a loaded machine)")
        #expect(result.status == 2)
        #expect(result.stdout.contains("FIFO"), "\(result.stdout)")
    }

    @Test func deeplyNestedArraysAreRefused() async throws {
        let depth = 100_000
        let bytes =
            Array(#"{"format":"hig-screen/1","elements":"#.utf8) + Array(repeating: UInt8(ascii: "["), count: depth)
            + Array(repeating: UInt8(ascii: "]"), count: depth) + [UInt8(ascii: "}")]
        let screen = try await Self.checkFile(bytes)
        #expect(((screen["error"] as? [String: Any])?["message"] as? String)?.contains("nesting deeper") == true)
    }

    @Test func deeplyNestedYAMLIsRefused() async throws {
        let bytes = Array("format: hig-screen/1\nelements: ".utf8) + Array(repeating: UInt8(ascii: "["), count: 100_000)
        _ = try await Self.checkFile(bytes, name: "deep.yaml")
    }

    @Test func billionLaughsYAMLIsRefused() async throws {
        var yaml = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        for level in 1...9 {
            let previous = level == 1 ? "a" : "l\(level - 1)"
            yaml += "l\(level): &l\(level) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
        }
        yaml += "format: hig-screen/1\nelements: []\n"
        _ = try await Self.checkFile(Array(yaml.utf8), name: "laughs.yaml")
    }

    @Test func filesOverTheSizeLimitAreRefusedWithoutReadingThem() async throws {
        let screen = try await Self.checkFile(Array(repeating: UInt8(ascii: " "), count: 4096), extraArguments: ["--input-limit", "1024"])
        #expect(((screen["error"] as? [String: Any])?["message"] as? String)?.contains("1024") == true)
    }

    @Test func syntaxErrorsCarryLineAndColumn() async throws {
        let screen = try await Self.checkFile(Array("{\n  \"format\": \"hig-screen/1\",\n  \"elements\": [,]\n}".utf8))
        let error = try #require(screen["error"] as? [String: Any])
        #expect(error["line"] as? Int == 3)
        #expect(error["column"] as? Int == 16)
    }
}
