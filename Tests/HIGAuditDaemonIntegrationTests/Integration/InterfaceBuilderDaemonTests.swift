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

    @Test func keepsReportsPerScreenAndAppearanceAndReauditsColorsetUsers() async throws {
        let daemon = try DaemonProcess()
        try Self.copyFixtures(into: daemon)
        try await daemon.start()
        try await daemon.waitReported()

        let status = try await daemon.status()
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
        let rows = try #require(try await daemon.get("/v1/screens").json as? [[String: Any]])
        #expect(rows.count == files.filter { $0.hasPrefix("screens/") && $0.hasSuffix(".json") }.count)
        #expect(rows.filter { $0["appearance"] as? String == "dark" }.count == files.filter { $0.contains(".dark.") && $0.hasSuffix(".json") }.count)
        // The Increase Contrast reports: their own files, rows and filter.
        let increasedFiles = files.filter { $0.hasSuffix(".hc.json") }
        #expect(!increasedFiles.isEmpty)
        let hc = try #require(daemon.report(String(increasedFiles[0].dropFirst("screens/".count))))
        #expect(hc["contrast"] as? String == "increased")
        #expect(rows.filter { $0["contrast"] as? String == "increased" }.count == increasedFiles.count)
        let increased = try #require(try await daemon.get("/v1/screens?contrast=increased").json as? [[String: Any]])
        #expect(increased.count == increasedFiles.count)
        #expect(increased.allSatisfy { $0["contrast"] as? String == "increased" })
        let standardFailing = try #require(try await daemon.get("/v1/screens?contrast=standard&status=fail").json as? [[String: Any]])
        #expect(standardFailing.allSatisfy { $0["contrast"] as? String == "standard" && $0["status"] as? String == "fail" })
        #expect(try await daemon.get("/v1/screens?contrast=high").status == 400)
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
        let before = try #require(try await daemon.status()["auditsTotal"] as? Int)
        let url = daemon.screens.appendingPathComponent(colorset)
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"alpha\"", with: "\"alpha\" ").utf8).write(to: url)
        try await daemon.waitReported()
        let after = try #require(try await daemon.status()["auditsTotal"] as? Int)
        #expect(after - before == users.count, "re-audited \(after - before) documents, \(users.count) use \(name)")
    }
}

/// `increase-contrast.md`: a colorset is an input of the documents that use it for
/// Increase Contrast too. Giving it a High Contrast appearance makes the screen's Increase
/// Contrast report and ends its `contrast-variant-missing` note; taking it away removes
/// the report again.
struct IncreaseContrastDaemonTests {
    static let storyboard = AppAppearanceDaemonTests.storyboard.replacingOccurrences(
        of: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#,
        with: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/><color key="textColor" name="Brand"/>"#)

    static func colorset(highContrast: Bool) -> String {
        func entry(_ white: String, high: Bool) -> String {
            let appearances = high ? #","appearances":[{"appearance":"contrast","value":"high"}]"# : ""
            return
                #"{"idiom":"universal"\#(appearances),"color":{"color-space":"srgb","components":{"red":"\#(white)","green":"\#(white)","blue":"\#(white)","alpha":"1.000"}}}"#
        }
        let entries = [entry("0.400", high: false)] + (highContrast ? [entry("0.300", high: true)] : [])
        return #"{"colors":[\#(entries.joined(separator: ","))],"info":{"author":"xcode","version":1}}"#
    }

    @Test func aColorsetsHighContrastEntryMakesAndUnmakesTheReport() async throws {
        let daemon = try DaemonProcess()
        try daemon.write("App/Main.storyboard", Self.storyboard)
        try daemon.write("App/Assets.xcassets/Brand.colorset/Contents.json", Self.colorset(highContrast: false))
        try await daemon.start()
        try await daemon.waitReported()
        let hc = "screens/App/Main.storyboard/root-1.hc.json"
        #expect(!daemon.reportFiles().contains(hc))
        let light = try #require(daemon.report("App/Main.storyboard/root-1.json"))
        let notes = (light["findings"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "contrast-variant-missing" }
        #expect(notes.count == 1)

        try daemon.write("App/Assets.xcassets/Brand.colorset/Contents.json", Self.colorset(highContrast: true))
        try await daemon.waitReported()
        #expect(daemon.reportFiles().contains(hc))
        let increased = try #require(daemon.report("App/Main.storyboard/root-1.hc.json"))
        #expect(increased["contrast"] as? String == "increased")
        let after = try #require(daemon.report("App/Main.storyboard/root-1.json"))
        #expect(!(after["findings"] as? [[String: Any]] ?? []).contains { $0["rule"] as? String == "contrast-variant-missing" })
        let rows = try #require(try await daemon.get("/v1/screens?contrast=increased").json as? [[String: Any]])
        #expect(rows.count == 1)

        try daemon.write("App/Assets.xcassets/Brand.colorset/Contents.json", Self.colorset(highContrast: false))
        try await daemon.waitReported()
        #expect(!daemon.reportFiles().contains(hc))
        let none = try #require(try await daemon.get("/v1/screens?contrast=increased").json as? [[String: Any]])
        #expect(none.isEmpty)
    }
}

/// `interface-builder.md`, "Which appearances the app has": an app's `Info.plist` is an
/// input of the documents it governs; opting out of dark removes their dark reports.
struct AppAppearanceDaemonTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc-1">
                            <view key="view" contentMode="scaleToFill" id="root-1">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <label text="Hello" adjustsFontForContentSizeCategory="YES" id="lab-1">
                                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func infoPlist(style: String?) -> String {
        let entry = style.map { "<key>UIUserInterfaceStyle</key><string>\($0)</string>" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleName</key><string>App</string>\(entry)</dict></plist>
            """
    }

    @Test func anInfoPlistThatOptsOutOfDarkRemovesTheDarkReports() async throws {
        let daemon = try DaemonProcess()
        let app = daemon.screens.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try Data(Self.storyboard.utf8).write(to: app.appendingPathComponent("Base.lproj/Main.storyboard"))
        try Data(Self.infoPlist(style: nil).utf8).write(to: app.appendingPathComponent("Info.plist"))
        try await daemon.start()
        try await daemon.waitReported()
        let dark = "screens/App/Base.lproj/Main.storyboard/root-1.dark.json"
        #expect(daemon.reportFiles().contains(dark))
        #expect(try await daemon.status()["unreadable"] as? Int == 0)

        try Data(Self.infoPlist(style: "Light").utf8).write(to: app.appendingPathComponent("Info.plist"))
        try await daemon.waitReported()
        let files = daemon.reportFiles()
        #expect(files.contains("screens/App/Base.lproj/Main.storyboard/root-1.json"))
        #expect(!files.contains(dark), "\(files)")
        #expect(try await daemon.status()["unreadable"] as? Int == 0)
    }

    /// The daemon's SARIF lists a finding of every appearance once, with all named: light and
    /// dark, each with Increase Contrast too (the button's system blue changes there).
    @Test func theSARIFListsAFindingOfBothAppearancesOnce() async throws {
        let daemon = try DaemonProcess()
        let storyboard = Self.storyboard.replacingOccurrences(
            of: "</subviews>",
            with:
                #"<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-1"><rect key="frame" x="10" y="200" width="30" height="30"/><state key="normal" image="gear"/></button></subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/>"#
        )
        try daemon.write("App/Main.storyboard", storyboard)
        try await daemon.start()
        try await daemon.waitReported()
        #expect(daemon.reportFiles().contains("screens/App/Main.storyboard/root-1.dark.json"))
        #expect(daemon.reportFiles().contains("screens/App/Main.storyboard/root-1.dark.hc.json"))
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: daemon.reports.appendingPathComponent("audit.sarif"))) as? [String: Any]
        let results = try #require((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String }.sorted { ($0 ?? "") < ($1 ?? "") } == ["button-missing-label", "touch-target-size"])
        for result in results {
            #expect((result["properties"] as? [String: Any])?["appearances"] as? [String] == ["light", "dark", "light+hc", "dark+hc"])
        }
    }
}
