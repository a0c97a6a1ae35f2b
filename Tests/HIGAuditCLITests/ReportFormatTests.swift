import Foundation
import Testing

struct ReportFormatTests {
    static let examples = CommandRunner.packageRoot.appendingPathComponent("examples/screens").path
    static let cases = CommandRunner.fixtures.appendingPathComponent("conformance/cases").path

    @Test func sarifValidatesAgainstTheOASISSchema() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await CommandRunner.higaudit("check", "--format", "sarif", Self.cases, Self.examples)
        #expect(result.status == 2, "the conformance cases include invalid inputs")
        let file = folder.appendingPathComponent("run.sarif")
        try result.stdout.write(to: file, atomically: true, encoding: .utf8)
        let schema = CommandRunner.fixtures.appendingPathComponent("schemas/sarif-schema-2.1.0.json").path
        let validator = CommandRunner.packageRoot.appendingPathComponent("scripts/validate-sarif.py").path
        let validation = try await CommandRunner.run("/usr/bin/env", ["python3", validator, schema, file.path])
        #expect(validation.status == 0, "\(validation.stdout)")

        let log = try #require(result.json)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints", "SARIF 2.1.0 §3.14.27: a run with results says how columns count")
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let ids = try await CommandRunner.higaudit("rules").stdout.split(separator: "\n").dropFirst().compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
        #expect(rules.compactMap { $0["id"] as? String } == ids)
        #expect(rules.allSatisfy { $0["shortDescription"] != nil && $0["fullDescription"] != nil && $0["defaultConfiguration"] != nil && $0["name"] != nil })
        let results = try #require(run["results"] as? [[String: Any]])
        let okDefault = try #require(results.first { $0["ruleId"] as? String == "alert-ok-default" })
        let location = try #require((okDefault["locations"] as? [[String: Any]])?.first)
        let logical = (location["logicalLocations"] as? [[String: Any]])?.first?["fullyQualifiedName"] as? String
        #expect(logical?.hasPrefix("/elements/") == true)
        let artifact = ((location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        #expect(artifact?.hasSuffix(".json") == true)
    }

    @Test func junitIsReadByARealConsumer() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        try "{\"format\": \"hig-screen/1\", \"elements\": [".write(to: bad, atomically: true, encoding: .utf8)
        let good = folder.appendingPathComponent("good.json")
        try ##"{"format":"hig-screen/1","elements":[{"type":"text","text":"<b>&</b>","foreground":"#000000"}]}"##.write(
            to: good, atomically: true, encoding: .utf8)
        let result = try await CommandRunner.higaudit("check", "--format", "junit", Self.examples, bad.path, good.path)
        let file = folder.appendingPathComponent("junit.xml")
        try result.stdout.write(to: file, atomically: true, encoding: .utf8)
        let reader = CommandRunner.packageRoot.appendingPathComponent("scripts/read-junit.py").path
        let read = try await CommandRunner.run("/usr/bin/env", ["python3", reader, file.path])
        #expect(read.status == 0, "\(read.stderr)")
        let totals = try #require((try? JSONSerialization.jsonObject(with: Data(read.stdout.utf8))) as? [String: Any])
        #expect(totals["tests"] as? Int == 5)
        #expect(totals["failures"] as? Int == 3)
        #expect(totals["errors"] as? Int == 1)
        let results = (totals["cases"] as? [[String: Any]])?.map { $0["result"] as? String }
        #expect(results == ["failure", "failure", "failure", "error", "pass"])
    }

    @Test func githubAnnotationsEscapeTheirFields() async throws {
        let result = try await CommandRunner.higaudit("check", "--format", "github", Self.examples)
        let lines = result.stdout.split(separator: "\n")
        #expect(
            lines.contains {
                $0.hasPrefix("::error file=\(Self.examples)/delete-confirmation.json,line=110,col=9,title=alert-ok-default at /elements/4/buttons/0::")
            })
        #expect(lines.contains { $0.hasPrefix("::notice ") })
        #expect(lines.contains { $0.hasPrefix("::warning ") })
        #expect(lines.filter { $0.hasPrefix("::") }.allSatisfy { $0.split(separator: "::").count >= 2 })
    }

    @Test func baselineWrittenTodayMakesAnUnchangedRunPass() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screens = folder.appendingPathComponent("screens")
        try FileManager.default.copyItem(atPath: Self.examples, toPath: screens.path)
        let baseline = folder.appendingPathComponent("baseline.json").path
        let first = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--write-baseline", baseline, screens.path])
        #expect(first.status == 1)
        let unchanged = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--baseline", baseline, screens.path])
        #expect(unchanged.status == 0, "\(unchanged.stdout)")
        #expect(unchanged.stdout.contains("known findings suppressed"))

        // An unrelated element inserted first shifts every pointer; known findings stay known.
        let settings = screens.appendingPathComponent("settings.json")
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: settings)) as? [String: Any])
        var elements = try #require(document["elements"] as? [Any])
        elements.insert(["type": "view", "id": "spacer"], at: 0)
        document["elements"] = elements
        try JSONSerialization.data(withJSONObject: document).write(to: settings)
        let shifted = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--baseline", baseline, "--format", "json", screens.path])
        #expect(shifted.status == 0, "\(shifted.stdout.prefix(2000))")

        // A new problem is reported; a fixed one is counted.
        let signIn = screens.appendingPathComponent("sign-in.json")
        var signInDocument = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: signIn)) as? [String: Any])
        var signInElements = try #require(signInDocument["elements"] as? [[String: Any]])
        let alertIndex = try #require(signInElements.firstIndex { $0["type"] as? String == "alert" })
        signInElements[alertIndex]["title"] = "Unable to Sign In"
        signInElements.append(["type": "text", "id": "new-caption", "text": "New", "foreground": "#BBBBBB"])
        signInDocument["elements"] = signInElements
        try JSONSerialization.data(withJSONObject: signInDocument).write(to: signIn)
        let changed = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--baseline", baseline, "--format", "json", screens.path])
        #expect(changed.status == 1)
        let summary = try #require(changed.json?["summary"] as? [String: Int])
        #expect(summary["findings"] == 1)
        #expect(summary["fixed"] == 1)
    }

    @Test func configurationFileSetsRulesAndIsCheckedStrictly() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("higaudit.yaml")
        try "rules:\n  alert-ok-default: false\n  alert-cancel-title:\n    severity: warning\nignore: [\"sign-*\"]\n".write(
            to: config, atomically: true, encoding: .utf8)
        let result = try await CommandRunner.higaudit("check", "--config", config.path, "--format", "json", Self.examples)
        let screens = try #require(result.json?["screens"] as? [[String: Any]])
        #expect(screens.count == 2)
        let findings = screens.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }
        #expect(!findings.contains { $0["rule"] as? String == "alert-ok-default" })
        #expect(findings.first { $0["rule"] as? String == "alert-cancel-title" }?["severity"] as? String == "warning")

        try "rules:\n  alert-ok-defualt: false\n".write(to: config, atomically: true, encoding: .utf8)
        let typo = try await CommandRunner.higaudit("check", "--config", config.path, Self.examples)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("/rules/alert-ok-defualt"))
        #expect(typo.stderr.contains("did you mean \"alert-ok-default\""))

        try "limits:\n  touchTarget: big\n".write(to: config, atomically: true, encoding: .utf8)
        let badValue = try await CommandRunner.higaudit("check", "--config", config.path, Self.examples)
        #expect(badValue.status == 2)
        #expect(badValue.stderr.contains("/limits/touchTarget"))
    }

    @Test func shippedConfigurationIsValidAndChangesNothing() async throws {
        let config = CommandRunner.packageRoot.appendingPathComponent("etc/higaudit/higaudit.yaml").path
        let withConfig = try await CommandRunner.higaudit("check", "--config", config, "--format", "json", Self.examples)
        let without = try await CommandRunner.higaudit("check", "--format", "json", Self.examples)
        #expect(withConfig.status == without.status)
        var summary = try #require(withConfig.json?["summary"] as? [String: Any])
        #expect(summary.removeValue(forKey: "configuration") as? String == config)
        #expect(summary as? [String: Int] == without.json?["summary"] as? [String: Int])
    }

    /// The rule catalog's pages, in English (`docs/rules.md`) and Japanese (`docs/rules.ja.md`).
    @Test(arguments: [("en", "docs/rules.md"), ("ja", "docs/rules.ja.md")])
    func generatedRuleDocsAreCurrent(language: String, page: String) async throws {
        let generated = try await CommandRunner.higaudit("rules", "--format", "markdown", "--lang", language)
        let committed = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent(page), encoding: .utf8)
        #expect(generated.stdout == committed, "\(page) is stale: run `swift run higaudit rules --format markdown --lang \(language) > \(page)`")
    }

    @Test func everyRuleOfTheSpecIsListedAndExplained() async throws {
        let spec = try String(contentsOf: CommandRunner.fixtures.appendingPathComponent("spec/rules.md"), encoding: .utf8)
        let ids = Set(spec.matches(of: /^\| `([a-z0-9-]+)` \|/.anchorsMatchLineEndings()).map { String($0.1) })
        #expect(ids.count >= 50)
        let listed = try await CommandRunner.higaudit("rules").stdout
        for id in ids.sorted() {
            #expect(listed.contains(id + " "), "\(id) is not listed")
            let explained = try await CommandRunner.higaudit("explain", id)
            #expect(explained.status == 0 && explained.stdout.hasPrefix(id + ": "), "\(id) is not explained")
        }
    }
}
