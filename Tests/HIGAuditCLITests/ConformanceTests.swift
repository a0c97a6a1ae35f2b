import Foundation
import Testing

/// The public conformance suite, run against the built command line.
struct ConformanceTests {
    @Test func publicConformanceSuitePasses() async throws {
        let scorer = CommandRunner.fixtures.appendingPathComponent("conformance/score.py").path
        try #require(FileManager.default.fileExists(atPath: scorer), "the conformance suite is expected at \(scorer)")
        let result = try await CommandRunner.run("/usr/bin/env", ["python3", scorer, "--cli", CommandRunner.higaudit])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(" 0 failed"), "\(result.stdout)")
    }

    @Test func bundledExamplesAndValidConformanceInputsMatchTheSchema() async throws {
        let schema = CommandRunner.packageRoot.appendingPathComponent("schema/hig-screen-1.schema.json").path
        let validator = CommandRunner.packageRoot.appendingPathComponent("scripts/validate-schema.py").path
        let examples = try FileManager.default.contentsOfDirectory(atPath: CommandRunner.packageRoot.appendingPathComponent("examples/screens").path)
            .filter { $0.hasSuffix(".json") }.map { CommandRunner.packageRoot.appendingPathComponent("examples/screens/\($0)").path }
        let cases = CommandRunner.fixtures.appendingPathComponent("conformance/cases")
        var valid: [String] = [], invalid: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted() {
            let folder = cases.appendingPathComponent(name)
            guard let input = try FileManager.default.contentsOfDirectory(atPath: folder.path).first(where: { $0.hasPrefix("screen") }) else { continue }
            let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("expected.json"))) as? [String: Any]
            let path = folder.appendingPathComponent(input).path
            if expected?["status"] as? String == "error" { invalid += ["--invalid", path] } else { valid.append(path) }
        }
        #expect(examples.count == 3)
        let result = try await CommandRunner.run("/usr/bin/env", ["python3", validator, schema] + invalid + examples + valid)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    /// The schema and the decoder take and refuse the same documents: blank strings as
    /// absent keys whatever their type, negative sizes refused, a blank `format` missing.
    @Test func theSchemaAndTheDecoderAgree() async throws {
        let documents = [
            #"{"format":"hig-screen/1","elements":[{"type":"text","frame":"","font":{"size":" "},"hidden":"","border":""}]}"#,
            #"{"format":"hig-screen/1","size":"","context":" ","elements":[{"type":"toggle","states":"","isOn":""}]}"#,
            #"{"format":"hig-screen/1","elements":[{"type":"tabBar","items":[{"title":"A","glyph":""},{"title":"B","enabled":" "}]}]}"#,
            #"{"format":"hig-screen/1","elements":[{"type":"text","font":{"size":-1}}]}"#,
            #"{"format":"hig-screen/1","size":{"width":-320,"height":480},"elements":[]}"#,
            #"{"format":"hig-screen/1","elements":[{"type":"text","border":{"width":-1}}]}"#,
            #"{"format":"hig-screen/1","elements":[{"type":"button","pointer":{"cornerRadius":-4}}]}"#,
            #"{"format":"","elements":[]}"#,
            #"{"format":"hig-screen/1","elements":""}"#,
            #"{"format":"hig-screen/1","elements":[{"type":"text","frame":[0,0,"",1]}]}"#,
        ]
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var arguments: [String] = []
        var refused = 0
        for (index, document) in documents.enumerated() {
            let path = folder.appendingPathComponent("d\(index).json").path
            try Data(document.utf8).write(to: URL(fileURLWithPath: path))
            let checked = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", path])
            let status = (checked.json?["screens"] as? [[String: Any]])?.first?["status"] as? String
            if status == "error" {
                arguments += ["--invalid", path]
                refused += 1
            } else {
                arguments.append(path)
            }
        }
        #expect(refused == 7, "the decoder refuses the negative sizes and the blank format and elements only")
        let schema = CommandRunner.packageRoot.appendingPathComponent("schema/hig-screen-1.schema.json").path
        let validator = CommandRunner.packageRoot.appendingPathComponent("scripts/validate-schema.py").path
        let result = try await CommandRunner.run("/usr/bin/env", ["python3", validator, schema] + arguments)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }
}
