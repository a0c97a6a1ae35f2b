import Foundation
import HIGAuditYAML
import Testing

/// `action.yml`: valid against GitHub's schema for actions, and its steps, run as a runner
/// runs them, install higaudit from a tarball and audit the screens.
struct GitHubActionTests {
    static let action = CommandRunner.packageRoot.appendingPathComponent("action.yml")

    @Test func theActionValidatesAgainstGitHubsSchema() async throws {
        let result = try await CommandRunner.run(
            "/usr/bin/env", ["python3", "-m", "check_jsonschema", "--builtin-schema", "vendor.github-actions", Self.action.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    /// The action's steps: their `run` scripts and the inputs their `env` names.
    static func steps() throws -> [(run: String, env: [String: String])] {
        let json = try YAMLToJSON.convert(Array(try Data(contentsOf: action)))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        let runs = try #require(document["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        return try #require(runs["steps"] as? [[String: Any]]).map { step in
            (step["run"] as? String ?? "", step["env"] as? [String: String] ?? [:])
        }
    }

    /// Installing from a tarball laid out as scripts/package lays it out, then auditing the
    /// examples: annotations (and a failing step) in the github format, a SARIF log otherwise.
    @Test func theStepsInstallFromATarballAndAudit() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let unpacked = folder.appendingPathComponent("higaudit-0.0.0-linux-test/bin")
        try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CommandRunner.higaudit, toPath: unpacked.appendingPathComponent("higaudit").path)
        let tarball = folder.appendingPathComponent("higaudit-0.0.0-linux-test.tar.gz").path
        _ = try await CommandRunner.run("/usr/bin/env", ["tar", "-czf", tarball, "-C", folder.path, "higaudit-0.0.0-linux-test"])
        let runnerTemp = folder.appendingPathComponent("runner")
        try FileManager.default.createDirectory(at: runnerTemp, withIntermediateDirectories: true)
        let githubPath = folder.appendingPathComponent("github_path").path
        let githubOutput = folder.appendingPathComponent("github_output").path
        FileManager.default.createFile(atPath: githubPath, contents: nil)
        FileManager.default.createFile(atPath: githubOutput, contents: nil)

        let steps = try Self.steps()
        #expect(steps.count == 2)
        let inputs: [String: String] = [
            "package": tarball, "paths": CommandRunner.packageRoot.appendingPathComponent("examples/screens").path, "args": "--lang en",
            "sarif-file": folder.appendingPathComponent("higaudit.sarif").path,
        ]
        func run(_ step: (run: String, env: [String: String]), format: String) async throws -> CommandRunner.Result {
            var environment = ProcessInfo.processInfo.environment
            environment["RUNNER_TEMP"] = runnerTemp.path
            environment["GITHUB_PATH"] = githubPath
            environment["GITHUB_OUTPUT"] = githubOutput
            // What GITHUB_PATH added, first on PATH, as the runner does for later steps.
            let added = try String(contentsOfFile: githubPath, encoding: .utf8).split(separator: "\n").map(String.init)
            environment["PATH"] = (added + ["/usr/bin:/bin"]).joined(separator: ":")
            for (name, expression) in step.env {
                let input = try #require(expression.firstMatch(of: /\$\{\{ inputs\.([a-z-]+) \}\}/)?.output.1)
                environment[name] = input == "format" ? format : inputs[String(input)] ?? ""
            }
            return try await CommandRunner.run("/bin/bash", ["-e", "-c", step.run], environment: environment, directory: folder)
        }

        let install = try await run(steps[0], format: "github")
        #expect(install.status == 0, "\(install.stderr)")
        #expect(try String(contentsOfFile: githubPath, encoding: .utf8) == runnerTemp.path + "/higaudit/bin\n")

        let annotations = try await run(steps[1], format: "github")
        #expect(annotations.status == 1, "the examples fail: \(annotations.stderr)")
        #expect(annotations.stdout.contains("::error file="), "\(annotations.stdout)")

        let sarif = try await run(steps[1], format: "sarif")
        #expect(sarif.status == 1)
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: try #require(inputs["sarif-file"])))) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
        #expect(try String(contentsOfFile: githubOutput, encoding: .utf8).contains("sarif-file=" + (inputs["sarif-file"] ?? "")))
    }
}
