import Foundation
import Testing

/// The public conformance suite, run against the built command line.
struct ConformanceTests {
    @Test func publicConformanceSuitePasses() throws {
        let scorer = CommandRunner.shared.appendingPathComponent("conformance/score.py").path
        try #require(FileManager.default.fileExists(atPath: scorer), "the conformance suite is expected at \(scorer)")
        let result = try CommandRunner.run("/usr/bin/env", ["python3", scorer, "--cli", CommandRunner.higaudit])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(" 0 failed"), "\(result.stdout)")
    }

    @Test func bundledExamplesAndValidConformanceInputsMatchTheSchema() throws {
        let schema = CommandRunner.packageRoot.appendingPathComponent("schema/hig-screen-1.schema.json").path
        let validator = CommandRunner.packageRoot.appendingPathComponent("scripts/validate-schema.py").path
        let examples = try FileManager.default.contentsOfDirectory(atPath: CommandRunner.packageRoot.appendingPathComponent("examples/screens").path)
            .filter { $0.hasSuffix(".json") }.map { CommandRunner.packageRoot.appendingPathComponent("examples/screens/\($0)").path }
        let cases = CommandRunner.shared.appendingPathComponent("conformance/cases")
        var valid: [String] = [], invalid: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted() {
            let folder = cases.appendingPathComponent(name)
            guard let input = try FileManager.default.contentsOfDirectory(atPath: folder.path).first(where: { $0.hasPrefix("screen") }) else { continue }
            let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("expected.json"))) as? [String: Any]
            let path = folder.appendingPathComponent(input).path
            if expected?["status"] as? String == "error" { invalid += ["--invalid", path] } else { valid.append(path) }
        }
        #expect(examples.count == 3)
        let result = try CommandRunner.run("/usr/bin/env", ["python3", validator, schema] + invalid + examples + valid)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }
}
