import Foundation
import HIGAuditCore
import HIGAuditOutputs
import ProcessTestSupport
import Testing

/// `higaudit check --format html --output DIR` writes the pages the daemon keeps.
struct PagesParityTests {
    @Test func checkWritesTheDaemonsPage() async throws {
        let daemon = try DaemonProcess()
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/screens")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".json") }.sorted()
        for name in names { try FileManager.default.copyItem(at: examples.appendingPathComponent(name), to: daemon.screens.appendingPathComponent(name)) }
        try await daemon.start()
        try await daemon.waitReported()
        let kept = try String(contentsOf: daemon.reports.appendingPathComponent("index.html"), encoding: .utf8)

        let out = daemon.folder.appendingPathComponent("pages")
        let cli = DaemonProcess.productsDirectory.appendingPathComponent("higaudit")
        let check = try await ChildProcess.run(cli, ["check", "--lang", "en", "--format", "html", "--output", out.path] + names, directory: daemon.screens)
        #expect(check.status == 1)
        let written = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)

        // Times differ by run; the daemon's overview also says what its history knows;
        // everything else is the same page.
        let times = try Regex(#"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z"#)
        let history = try Regex(#"<section id="history"[\s\S]*?</section>"#)
        #expect(kept.contains(#"<section id="history""#) && !written.contains(#"<section id="history""#))
        #expect(written.replacing(times, with: "T") == kept.replacing(history, with: "").replacing(times, with: "T"))
        #expect(written.contains("settings.json"))
        for name in names {
            let page = "screens/" + PagePaths.page(forKey: name)
            let kept = try String(contentsOf: daemon.reports.appendingPathComponent(page), encoding: .utf8)
            let written = try String(contentsOf: out.appendingPathComponent(page), encoding: .utf8)
            #expect(written.replacing(times, with: "T") == kept.replacing(times, with: "T"), "\(page)")
        }
    }
}
