import Foundation
import HIGAuditCore
import HIGAuditInputs
import HIGAuditInterfaceBuilder
import HIGAuditOutputs
import HIGAuditRules
import HIGAuditYAML
import Testing

@testable import HIGAuditCLI

/// `check --format html --output`, which writes each page as its screen is audited and the
/// overview from compact rows at the end.
struct ReportPagesTests {
    /// Every page, and the overview, byte for byte what rendering every report of the run
    /// at once gives (as pages were written when the run kept its reports).
    @Test func streamedPagesAreThePagesOfTheWholeRun() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs = [
            CommandRunner.packageRoot.appendingPathComponent("examples/screens").path,
            CommandRunner.fixtures.appendingPathComponent("real/ib/netnewswire").path,
            CommandRunner.fixtures.appendingPathComponent("real/figma").path,
        ]
        let output = folder.appendingPathComponent("pages")
        let result = try await CommandRunner.run(
            CommandRunner.higaudit, ["check", "--format", "html", "--output", output.path, "--lang", "en"] + inputs, directory: folder)
        #expect(result.status == 1, "\(result.stderr)")

        // The same run, every report kept, rendered whole.
        var settings = Settings()
        settings.audit.language = .en
        let auditor = InputAuditor(sourceAuditor: .withYAML(RuleCatalog.auditor(configuration: settings.audit)))
        let rules = RuleIndex(RuleCatalog.all.map(\.descriptor))
        let page = ScreenPage(language: .en, version: HIGAudit.version, rules: rules)
        var expected: [String: String] = [:]
        var entries: [(entry: OverviewEntry, screen: String)] = []
        var catalogs: [String: AssetCatalogs] = [:]
        for await input in SourceCollector.stream(inputs) {
            if input.kind == .interfaceBuilder, catalogs[input.root] == nil { catalogs[input.root] = AssetCatalogs(root: input.root) }
            let outcome = auditor.audit(
                source: input.source, path: input.path, input: SourceReader.read(input, limit: settings.inputLimit, language: .en),
                kind: input.kind ?? .json, catalogs: catalogs[input.root], auditedAt: "T")
            for made in outcome.reports {
                let key = PagePaths.key(forGivenPath: FileName.display(made.reportKey))
                expected["screens/" + PagePaths.page(forKey: key)] = page.render(made.report, key: key)
                entries.append((OverviewEntry(made.report, key: key, rules: rules), made.report.screen))
            }
        }
        entries.sort { lhs, rhs in
            SourceOrder.precedes(source: lhs.entry.source, screen: lhs.screen, key: lhs.entry.key, before: (rhs.entry.source, rhs.screen, rhs.entry.key))
        }
        expected["index.html"] = OverviewPage(language: .en, generatedAt: "T", version: HIGAudit.version, rules: rules).render(entries.map(\.entry))

        let written = try #require(FileManager.default.subpaths(atPath: output.path)).filter { !$0.hasSuffix("/") }.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path, isDirectory: &isFolder) && !isFolder.boolValue
        }
        #expect(Set(written) == Set(expected.keys))
        #expect(expected.count > 40, "pages of the examples, the IB scenes in every appearance and the Figma frames")
        for (path, text) in expected {
            let file = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
            #expect(file.replacing(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/, with: "T") == text, "\(path)")
        }
    }

    /// A page that can't be written stops the command with its path, and no overview is written.
    @Test func aPageThatCantBeWrittenNamesItsPath() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        // A file where the pages' folder should be.
        try Data().write(to: output.appendingPathComponent("screens"))
        let examples = CommandRunner.packageRoot.appendingPathComponent("examples/screens").path
        let result = try await CommandRunner.run(
            CommandRunner.higaudit, ["check", "--format", "html", "--output", output.path, "--lang", "en", examples], directory: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(output.path + "/screens/"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }
}
