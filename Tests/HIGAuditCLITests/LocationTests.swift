import Foundation
import Testing

/// Every finding leads back to its place in the file: `path:line:column:` in text, the `{`
/// that opens the element, `line=`/`col=` in GitHub annotations, a SARIF region.
struct LocationTests {
    static let cases = CommandRunner.fixtures.appendingPathComponent("conformance/cases")
    static let figma = CommandRunner.fixtures.appendingPathComponent("real/figma")
    static var inputs: [String] {
        get throws {
            let caseFiles = try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted().compactMap { name -> String? in
                let folder = cases.appendingPathComponent(name)
                return try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix("screen.") }
                    .map { folder.appendingPathComponent($0).path }
            }
            return [CheckCommandTests.examples, figma.path, Self.yamlScreen] + caseFiles
        }
    }

    /// A YAML screen whose findings sit on known lines.
    static let yamlScreen: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("higaudit-locations-\(getpid()).yaml").path
        let text =
            "format: hig-screen/1\nelements:\n  - type: text\n    text: Hi\n    foreground: \"#9A9A9A\"\n    font: {size: 13}\n  - type: button\n    symbol: star\n"
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }()

    @Test(arguments: ["en", "ja"])
    func textLinesArePathLineColumnSeverityMessageRule(lang: String) async throws {
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--lang", lang] + (try Self.inputs))
        let findings = result.stdout.split(separator: "\n").filter { $0.hasSuffix("]") }
        #expect(findings.count > 80)
        let pattern = try Regex(#"^[^:]+:[0-9]+:[0-9]+: (error|warning|note): .+ \[[a-z-]+\]$"#)
        for line in findings { #expect(line.wholeMatch(of: pattern) != nil, "\(line)") }
    }

    @Test func elementLocationsAreTheBraceThatOpensTheElement() async throws {
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json"] + (try Self.inputs))
        let screens = try #require(result.json?["screens"] as? [[String: Any]])
        var checked = 0
        var files: [String: [Substring]] = [:]
        for screen in screens where screen["status"] as? String != "error" {
            let source = try #require(screen["source"] as? String)
            for finding in screen["findings"] as? [[String: Any]] ?? [] {
                let location = try #require(finding["location"] as? [String: Int], "\(source): \(finding)")
                guard !source.hasSuffix(".yaml") else { continue }
                if files[source] == nil {
                    files[source] = try String(contentsOfFile: source, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                }
                let lineNumber = try #require(location["line"])
                let columnNumber = try #require(location["column"])
                let line = try #require(files[source]?[lineNumber - 1])
                let pointer = finding["pointer"] as? String ?? ""
                // A pointer to an element (or a state, a button, an item) lands on its `{`.
                if pointer.split(separator: "/").last.map({ Int($0) != nil || $0 == "on" || $0 == "off" }) == true {
                    #expect(line.dropFirst(columnNumber - 1).hasPrefix("{"), "\(source):\(lineNumber):\(columnNumber) \(pointer)")
                    checked += 1
                }
            }
        }
        #expect(checked > 60)
    }

    @Test func yamlLocationsAreWhereTheMappingStarts() async throws {
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", Self.yamlScreen])
        #expect(result.stdout.contains(Self.yamlScreen + ":3:5: error: "), "\(result.stdout)")
        #expect(result.stdout.contains(Self.yamlScreen + ":7:5: error: "), "\(result.stdout)")
    }

    @Test func githubAnnotationsCarryLineAndColumn() async throws {
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "github"] + (try Self.inputs))
        let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count > 80)
        let pattern = try Regex(#"^::(error|warning|notice) file=[^,]+,line=[0-9]+,col=[0-9]+,title="#)
        for line in annotations { #expect(line.prefixMatch(of: pattern) != nil, "\(line)") }
    }

    @Test func sarifResultsHaveRegionsAndRulesHelpLinks() async throws {
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "sarif"] + (try Self.inputs))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.allSatisfy { ($0["helpUri"] as? String)?.hasPrefix("https://developer.apple.com/design/human-interface-guidelines/") == true })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count > 80)
        for item in results {
            let physical = ((item["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let region = physical?["region"] as? [String: Int]
            #expect(region?["startLine"] != nil && region?["startColumn"] != nil, "\(item["ruleId"] ?? "")")
        }
    }
}
