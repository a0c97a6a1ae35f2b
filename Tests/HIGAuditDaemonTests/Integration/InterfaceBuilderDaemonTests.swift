import Foundation
import Testing

/// The daemon on a copy of the real Interface Builder fixtures: a report per screen and
/// appearance, catalog files skipped, colorsets as inputs of the documents that use them.
struct InterfaceBuilderDaemonTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/real/ib")

    static func copyFixtures(into daemon: DaemonProcess) throws {
        for app in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path) {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(app), to: daemon.screens.appendingPathComponent(app))
        }
    }

    @Test func keepsReportsPerScreenAndAppearanceAndReauditsColorsetUsers() throws {
        let daemon = try DaemonProcess()
        try Self.copyFixtures(into: daemon)
        try daemon.start()
        try daemon.waitReported()

        let status = try daemon.status()
        let jsonFiles = try FileManager.default.subpathsOfDirectory(atPath: daemon.screens.path).filter { $0.hasSuffix(".json") }
        #expect(status["unreadable"] as? Int == 0)
        #expect(status["skipped"] as? Int == jsonFiles.count)
        #expect(status["state"] as? String == "idle")
        let files = daemon.reportFiles()
        #expect(files.contains("screens/duckduckgo-ios/DuckDuckGo/FindInPage.xib/mpb-t3-Kh2.json"))
        #expect(files.contains("screens/duckduckgo-ios/DuckDuckGo/FindInPage.xib/mpb-t3-Kh2.dark.json"))
        #expect(!files.contains { $0.contains("NotificationView.xib") && $0.hasSuffix(".dark.json") })
        #expect(!files.contains { $0.contains("Contents.json") })
        let dark = try #require(daemon.report("duckduckgo-ios/DuckDuckGo/FindInPage.xib/mpb-t3-Kh2.dark.json"))
        #expect(dark["appearance"] as? String == "dark")
        #expect(dark["screen"] as? String == "duckduckgo-ios/DuckDuckGo/FindInPage#mpb-t3-Kh2")
        let rows = try #require(try daemon.get("/v1/screens").json as? [[String: Any]])
        #expect(rows.count == files.filter { $0.hasPrefix("screens/") && $0.hasSuffix(".json") }.count)
        #expect(rows.filter { $0["appearance"] as? String == "dark" }.count == files.filter { $0.hasSuffix(".dark.json") }.count)
        #expect(rows.contains { $0["title"] as? String == "FindInPage" })

        // Editing one colorset re-audits exactly the documents whose colors go through its name.
        let name = "ENA Text Primary 2 Color"
        let users = try FileManager.default.subpathsOfDirectory(atPath: daemon.screens.path)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
            .filter { path in
                let text = try String(contentsOf: daemon.screens.appendingPathComponent(path), encoding: .utf8)
                return text.contains(#"name="\#(name)""#)
            }
        #expect(users.count >= 2)
        let colorset = try #require(
            FileManager.default.subpathsOfDirectory(atPath: daemon.screens.path)
                .first { $0.hasSuffix(name + ".colorset/Contents.json") })
        let before = try #require(try daemon.status()["auditsTotal"] as? Int)
        let url = daemon.screens.appendingPathComponent(colorset)
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"alpha\"", with: "\"alpha\" ").utf8).write(to: url)
        try daemon.waitReported()
        let after = try #require(try daemon.status()["auditsTotal"] as? Int)
        #expect(after - before == users.count, "re-audited \(after - before) documents, \(users.count) use \(name)")
    }
}
