import Foundation
import Testing

struct CheckCommandTests {
    static let examples = CommandRunner.packageRoot.appendingPathComponent("examples/screens").path

    @Test func bundledExamplesFailWithFindings() async throws {
        let result = try await CommandRunner.higaudit("check", Self.examples)
        #expect(result.status == 1)
        #expect(result.stdout.contains("delete-confirmation.json:110:9: error: "))
        #expect(result.stdout.contains("[alert-ok-default]"))
        #expect(result.stdout.contains("3 screens: 0 passed, 3 failed"))
        #expect(!result.stdout.contains("\u{1B}["), "no color when not on a terminal")
    }

    @Test func jsonFormatIsOneRunDocument() async throws {
        let result = try await CommandRunner.higaudit("check", "--format", "json", Self.examples)
        let run = try #require(result.json)
        #expect(run["format"] as? String == "hig-audit-run/1")
        let screens = try #require(run["screens"] as? [[String: Any]])
        #expect(screens.map { $0["source"] as? String } == ["delete-confirmation.json", "settings.json", "sign-in.json"].map { Self.examples + "/" + $0 })
        #expect(screens.allSatisfy { $0["format"] as? String == "hig-report/1" })
        #expect(screens.first?["screen"] as? String != nil)
        let summary = try #require(run["summary"] as? [String: Int])
        #expect(summary["screens"] == 3)
        #expect(summary["failed"] == 3)
        #expect(summary["findings"] == screens.reduce(0) { $0 + (($1["findings"] as? [Any])?.count ?? 0) })
    }

    @Test func outputOrderIsDeterministic() async throws {
        let first = try await CommandRunner.higaudit("check", "--format", "json", Self.examples)
        let second = try await CommandRunner.higaudit("check", "--format", "json", Self.examples)
        let strip: (String) -> String = { $0.replacing(/"auditedAt":"[^"]*"/, with: "") }
        #expect(strip(first.stdout) == strip(second.stdout))
    }

    /// A walked folder's screens come in the byte order of their paths, wherever a folder's
    /// name is a prefix of its siblings' (`a/` sorts after `a-b` and `a.json`, before `ab`).
    @Test func walkedScreensComeInTheByteOrderOfTheirPaths() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higaudit-order-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = ["a/z.json", "a/b/c.json", "a-b.json", "a.json", "ab.json", "a/0.json", "B.json", "a b/x.json"]
        for name in names {
            let file = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(#"{"format":"hig-screen/1","elements":[]}"#.utf8).write(to: file)
        }
        let result = try await CommandRunner.higaudit("check", "--format", "json", folder.path)
        let sources = try #require(result.json?["screens"] as? [[String: Any]]).compactMap { $0["source"] as? String }
        let expected = names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map { folder.path + "/" + $0 }
        #expect(sources == expected)
    }

    @Test func standardInputIsReadAsJSONOrYAML() async throws {
        let json = try await CommandRunner.higaudit(
            "check", "--format", "json", "-",
            stdin: Data(##"{"format":"hig-screen/1","elements":[{"type":"text","text":"Hi","foreground":"#9A9A9A","font":{"size":13}}]}"##.utf8))
        let screen = try #require((json.json?["screens"] as? [[String: Any]])?.first)
        #expect(screen["source"] as? String == "stdin")
        #expect(screen["screen"] as? String == "stdin")
        #expect(screen["status"] as? String == "fail")
        #expect(json.status == 1)

        let yaml = "format: hig-screen/1\nelements:\n  - type: alert\n    title: Download Complete\n    buttons:\n      - title: OK\n"
        let fromYAML = try await CommandRunner.higaudit("check", "--format", "json", "-", stdin: Data(yaml.utf8))
        #expect((fromYAML.json?["screens"] as? [[String: Any]])?.first?["status"] as? String == "pass")
        #expect(fromYAML.status == 0)

        // YAML may start with `<` too; only an XML document is read as Interface Builder's.
        let angled = "<note: a plain scalar key\nformat: hig-screen/1\nelements: []\n"
        let fromAngledYAML = try await CommandRunner.higaudit("check", "--format", "json", "-", stdin: Data(angled.utf8))
        #expect((fromAngledYAML.json?["screens"] as? [[String: Any]])?.first?["status"] as? String == "pass", "\(fromAngledYAML.stdout)")
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"/>"#
        let fromXML = try await CommandRunner.higaudit("check", "--format", "json", "-", stdin: Data(xml.utf8))
        #expect((fromXML.json?["summary"] as? [String: Any])?["skipped"] as? Int == 1, "an AppKit document, read as one: \(fromXML.stdout)")
    }

    @Test func yamlFilesUseTheYAML12CoreSchema() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("switches.yaml")
        try "format: hig-screen/1\nelements:\n  - type: text\n    text: on\n    hidden: yes\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try await CommandRunner.higaudit("check", "--format", "json", file.path)
        let screen = try #require((result.json?["screens"] as? [[String: Any]])?.first)
        #expect(screen["status"] as? String == "error", "\"yes\" is a string in YAML 1.2, not a boolean")
        #expect((screen["error"] as? [String: Any])?["pointer"] as? String == "/elements/0/hidden")
        #expect(screen["screen"] as? String == file.path.replacing(".yaml", with: ""))
        #expect(result.status == 2)
    }

    @Test func invalidInputExitsTwoAndNamesFileAndPointer() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.json")
        try ##"{"format":"hig-screen/1","elements":[{"type":"text","foreground":"#12345G"}]}"##.write(to: file, atomically: true, encoding: .utf8)
        let result = try await CommandRunner.higaudit("check", file.path)
        #expect(result.status == 2)
        // The line and column of the bad value.
        #expect(result.stdout.contains("\(file.path):1:66: error: "))
        #expect(result.stdout.contains("#12345G"))
        #expect(result.stdout.contains("[input-invalid]"))
    }

    @Test func directoriesAreSearchedRecursivelySkippingDotfilesAndOtherExtensions() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = ##"{"format":"hig-screen/1","elements":[]}"##
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        for name in ["a/b/one.json", "a/two.yml", "three.yaml", ".dot.json", ".hidden/four.json", "notes.txt"] {
            try screen.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let result = try await CommandRunner.higaudit("check", "--format", "json", folder.path + "/")
        let sources = (result.json?["screens"] as? [[String: Any]])?.compactMap { $0["source"] as? String }
        #expect(sources == ["a/b/one.json", "a/two.yml", "three.yaml"].map { folder.path + "/" + $0 })
        #expect(result.status == 0)
    }

    @Test func usageErrorsExitTwo() async throws {
        #expect(await try await CommandRunner.higaudit("check", "--profile", "nope", "x.json").status == 2)
        #expect(await try await CommandRunner.higaudit("check").status == 2)
        #expect(await try await CommandRunner.higaudit("frobnicate").status == 2)
    }

    @Test func missingFileIsAnErrorReport() async throws {
        let result = try await CommandRunner.higaudit("check", "--format", "json", "/nonexistent/screen.json")
        #expect(result.status == 2)
        let screen = try #require((result.json?["screens"] as? [[String: Any]])?.first)
        #expect(screen["status"] as? String == "error")
    }

    @Test func profilesChangeThresholds() async throws {
        let caption = Data(##"{"format":"hig-screen/1","elements":[{"type":"text","text":"Caption","foreground":"#767676","font":{"size":13}}]}"##.utf8)
        #expect(try await CommandRunner.higaudit("check", "--profile", "wcag-aa", "-", stdin: caption).status == 0)
        #expect(try await CommandRunner.higaudit("check", "--profile", "wcag-aaa", "-", stdin: caption).status == 1)
        let apca = try await CommandRunner.higaudit("check", "--profile", "apca", "--format", "json", "-", stdin: caption)
        let finding = try #require(((apca.json?["screens"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])?.first)
        #expect((finding["measured"] as? [String: Any])?["required"] as? Double == 75)
    }

    @Test func rulesAndExplainDescribeTheCatalog() async throws {
        let rules = try await CommandRunner.higaudit("rules")
        #expect(rules.status == 0)
        for id in ["text-contrast", "glyph-contrast", "toggle-color-only", "alert-ok-default", "action-sheet-missing-cancel", "input-invalid"] {
            #expect(rules.stdout.contains(id))
        }
        let explain = try await CommandRunner.higaudit("explain", "alert-ok-default")
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("Alerts"))
        #expect(explain.stdout.contains("/elements/0/buttons/1"))
        let unknown = try await CommandRunner.higaudit("explain", "alert-ok-defualt")
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("alert-ok-default"), "suggests the closest id: \(unknown.stderr)")
    }
}
