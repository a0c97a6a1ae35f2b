import Foundation
import Testing

/// `higaudit check` and `higaudit import figma` on the real Figma exports.
struct FigmaCheckTests {
    static let folder = CommandRunner.fixtures.appendingPathComponent("real/figma")
    static let files = ["figmasharp_AddFigmaDocument.json", "figmasharp_FigmaStoryboard.json", "figmagic_mockFigmaFiles.json"]
        .map { folder.appendingPathComponent($0).path }

    @Test func checkAuditsOneReportPerFrame() async throws {
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json"] + Self.files)
        #expect(result.status == 1, "findings, no input error: \(result.stderr)")
        let run = try #require(result.json)
        let screens = try #require(run["screens"] as? [[String: Any]])
        #expect(screens.count == 1 + 1 + 41)
        #expect(screens.allSatisfy { $0["status"] as? String != "error" })
        #expect(screens.filter { $0["source"] as? String == Self.files[2] }.count == 41)
        let names = screens.compactMap { $0["screen"] as? String }
        #expect(Set(names).count == names.count)
        #expect(names.contains(String(Self.files[1].dropLast(".json".count)) + "#101:3"))
        let signIn = try #require(screens.first { $0["source"] as? String == Self.files[1] })
        let findings = try #require(signIn["findings"] as? [[String: Any]])
        let logIn = try #require(findings.first { $0["elementId"] as? String == "101:9" })
        #expect(logIn["rule"] as? String == "text-contrast")
        #expect(logIn["pointer"] as? String == "/document/children/0/children/0/children/1/children/1/children/1")
        #expect((logIn["measured"] as? [String: Any])?["ratio"] as? Double == 3.37)
        let summary = try #require(run["summary"] as? [String: Int])
        #expect(summary["screens"] == 43)
        #expect(summary["unreadable"] == 0)
        #expect(summary["skipped"] == 0)
    }

    /// A Figma export with no frames has no screens: it is skipped, not one passing screen.
    @Test func anExportWithNoFramesIsSkipped() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("empty.json")
        let page = #"{"id": "0:1", "name": "Page 1", "type": "CANVAS", "children": [{"id": "1:1", "name": "Note", "type": "TEXT", "characters": "Draft"}]}"#
        try Data(#"{"name": "Empty", "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [\#(page)]}}"#.utf8).write(to: file)
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try #require(result.json?["summary"] as? [String: Int])
        #expect(summary["screens"] == 0)
        #expect(summary["skipped"] == 1)
        let text = try await CommandRunner.higaudit("check", file.path)
        #expect(text.stdout.contains("1 file skipped: not screen descriptions, Interface Builder documents for another platform, or documents with no screens"))
    }

    @Test func checkTextPointsIntoTheFigmaDocument() async throws {
        let result = try await CommandRunner.higaudit("check", Self.files[1])
        #expect(result.status == 1)
        // Located at the `{` of the "Log In" text node (line and column), in the Figma document.
        let file = try String(contentsOfFile: Self.files[1], encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(result.stdout.split(separator: "\n").first { $0.contains(": error: ") && $0.contains("3.37:1") })
        let position = try #require(line.dropFirst(Self.files[1].count + 1).split(separator: ":").prefix(2).compactMap { Int($0) } as [Int]?)
        #expect(position.count == 2)
        let text = file[position[0] - 1].dropFirst(position[1] - 1)
        #expect(text.hasPrefix("{"), "\(line)")
        #expect(file[position[0]...].prefix(20).contains { $0.contains("101:9") })
        // People find it by the frame's and the layer's names.
        #expect(line.hasSuffix(#"(frame "Log-In Page", layer "Log In") [text-contrast]"#), "\(line)")
        let japanese = try await CommandRunner.higaudit("check", "--lang", "ja", Self.files[1])
        #expect(japanese.stdout.contains("（フレーム「Log-In Page」、レイヤー「Log In」） [text-contrast]"))
    }

    @Test func importWritesOneScreenDocumentPerFrame() async throws {
        let out = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try await CommandRunner.higaudit("import", "figma", Self.files[0], "--out", out.path)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(written == ["25-0.json"])
        // The written document is a valid hig-screen/1 file that check audits alike.
        let document = out.appendingPathComponent("25-0.json").path
        let data = try Data(contentsOf: URL(fileURLWithPath: document))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["format"] as? String == "hig-screen/1")
        #expect(json["platform"] as? String == "macOS")
        let check = try await CommandRunner.higaudit("check", "--format", "json", document)
        let screens = try #require(check.json?["screens"] as? [[String: Any]])
        #expect(screens.count == 1)
        #expect(screens.first?["status"] as? String == "fail")
        #expect((screens.first?["findings"] as? [[String: Any]])?.count == 2)

        let notFigma = try await CommandRunner.higaudit("import", "figma", document, "--out", out.path)
        #expect(notFigma.status == 2)
        #expect(!notFigma.stderr.isEmpty)
    }
}
