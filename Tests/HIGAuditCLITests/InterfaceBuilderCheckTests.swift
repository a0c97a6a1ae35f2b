import Foundation
import Testing

/// `higaudit check` on the real Interface Builder documents of `Tests/Fixtures/real/ib`
/// and on hostile ones.
struct InterfaceBuilderCheckTests {
    static let fixtures = CommandRunner.fixtures.appendingPathComponent("real/ib")

    static func runFixtures() async throws -> [String: Any] {
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", fixtures.path])
        #expect(result.status == 1, "stderr: \(result.stderr)")
        return try #require(result.json)
    }

    /// The verdicts an independent reading of the spec gives (`expected.json`): every known
    /// text-contrast verdict in light and dark, and every unlabelled image button.
    @Test func agreesWithTheIndependentVerdicts() async throws {
        let script = CommandRunner.packageRoot.appendingPathComponent("scripts/ib-agreement.py").path
        let result = try await CommandRunner.run("/usr/bin/env", ["python3", script, CommandRunner.higaudit, Self.fixtures.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("light: 189/189"), "\(result.stdout)")
        #expect(result.stdout.contains("dark: 155/155"), "\(result.stdout)")
        #expect(result.stdout.contains("unlabelled image buttons: 9/9 found"), "\(result.stdout)")
    }

    /// The Dynamic Type findings an independent reading of `dynamic-type.md` gives
    /// (`expected-dynamic-type.json`): each by element and rule, with its measured values.
    @Test func agreesWithTheIndependentDynamicTypeFindings() async throws {
        let script = CommandRunner.packageRoot.appendingPathComponent("scripts/dt-agreement.py").path
        let result = try await CommandRunner.run("/usr/bin/env", ["python3", script, CommandRunner.higaudit, Self.fixtures.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("Dynamic Type findings: 112/112 expected found, 0 more"), "\(result.stdout)")
    }

    /// The standard reports' severities an independent reading of `increase-contrast.md`
    /// gives (`expected-increase-contrast.json`): a failure that passes with Increase
    /// Contrast is a warning, one that doesn't stays an error.
    @Test func agreesWithTheIndependentIncreaseContrastSeverities() async throws {
        let script = CommandRunner.packageRoot.appendingPathComponent("scripts/hc-agreement.py").path
        let result = try await CommandRunner.run("/usr/bin/env", ["python3", script, CommandRunner.higaudit, Self.fixtures.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("standard severities: 224/224 agree"), "\(result.stdout)")
    }

    @Test func everyDocumentIsAuditedAndEveryCatalogFileSkipped() async throws {
        let run = try await Self.runFixtures()
        let summary = try #require(run["summary"] as? [String: Int])
        // The catalogs' Contents.json files and expected.json: JSON that is no screen description.
        let catalogFiles = try FileManager.default.subpathsOfDirectory(atPath: Self.fixtures.path).filter { $0.hasSuffix(".json") }
        #expect(summary["unreadable"] == 0)
        #expect(summary["skipped"] == catalogFiles.count)
        let screens = try #require(run["screens"] as? [[String: Any]])
        let documents = Set(screens.compactMap { $0["source"] as? String })
        #expect(documents.count == 30)
        #expect(screens.allSatisfy { ["light", "dark"].contains($0["appearance"] as? String) })
        #expect(screens.contains { ($0["screen"] as? String)?.hasSuffix("Main#BYZ-38-t0r") == true } || screens.count > 100)
    }

    /// Each finding's location is the `<` of the start tag of the element its `elementId` names.
    @Test func locationsPointAtTheStartTag() async throws {
        let run = try await Self.runFixtures()
        let screens = try #require(run["screens"] as? [[String: Any]])
        var checked = 0
        var lines: [String: [Substring]] = [:]
        for screen in screens {
            let source = try #require(screen["source"] as? String)
            if lines[source] == nil {
                lines[source] = try String(contentsOfFile: source, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            }
            for finding in screen["findings"] as? [[String: Any]] ?? [] {
                let location = try #require(finding["location"] as? [String: Int], "\(finding)")
                let id = try #require(finding["elementId"] as? String)
                let lineNumber = try #require(location["line"])
                let columnNumber = try #require(location["column"])
                let line = try #require(lines[source]?[lineNumber - 1])
                let tag = line.dropFirst(columnNumber - 1)
                #expect(tag.hasPrefix("<"), "\(source):\(location): \(tag.prefix(40))")
                #expect(tag.prefix { $0 != ">" }.contains("id=\"\(id)\""), "\(source):\(location) is not \(id)")
                checked += 1
            }
        }
        #expect(checked > 200)
    }

    @Test func textLinesAreFileLineColumnSeverityMessageRule() async throws {
        for lang in ["en", "ja"] {
            let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--lang", lang, Self.fixtures.path])
            let findings = result.stdout.split(separator: "\n").filter { $0.contains(".storyboard:") || $0.contains(".xib:") }
            // Each finding once: a dark repeat of a light finding is not a line of its own.
            #expect(findings.count > 120)
            #expect(Set(findings).count == findings.count)
            let pattern = try Regex(#"^[^:]+\.(storyboard|xib):[0-9]+:[0-9]+: (error|warning|note): .+ \[[a-z-]+\]$"#)
            for line in findings { #expect(line.wholeMatch(of: pattern) != nil, "\(line)") }
        }
    }

    /// A label whose text is attributed only is not checked for contrast, and counted: in its
    /// report, in the run's summary and in the text footer.
    @Test func labelsWithAttributedTextAreCounted() async throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
              <objects>
                <view id="root-1"><rect key="frame" x="0" y="0" width="390" height="844"/>
                  <subviews>
                    <label id="att"><rect key="frame" x="10" y="60" width="200" height="21"/>
                      <attributedString key="attributedText"><fragment content="Attr"><attributes>
                        <color key="NSColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                      </attributes></fragment></attributedString>
                    </label>
                  </subviews>
                  <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
              </objects>
            </document>
            """
        let (result, _) = try await Self.checkDocument(document, name: "Attributed.xib")
        let summary = try #require(result.json?["summary"] as? [String: Any])
        #expect(summary["attributedLabelsNotChecked"] as? Int == 1, "\(summary)")
        let reports = try #require(result.json?["screens"] as? [[String: Any]])
        let light = try #require(reports.first { $0["appearance"] as? String == "light" })
        #expect(light["attributedLabelsNotChecked"] as? Int == 1, "once, in the light report")
        #expect(reports.allSatisfy { $0["status"] as? String == "pass" })
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Attributed.xib")
        try Data(document.utf8).write(to: file)
        let text = try await CommandRunner.run(CommandRunner.higaudit, ["check", file.path])
        #expect(text.stdout.contains("Labels not checked for contrast, their text being attributed (styled runs): 1\n"), "\(text.stdout)")
        let japanese = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--lang", "ja", file.path])
        #expect(japanese.stdout.contains("コントラストを確認していないラベルの数: 1\n"), "\(japanese.stdout)")
    }

    static func checkDocument(_ text: String, name: String = "hostile.storyboard") async throws -> (CommandRunner.Result, Duration) {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        let start = ContinuousClock.now
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", file.path])
        return (result, ContinuousClock.now - start)
    }

    static let billionLaughs = """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
        <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;"><!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
        <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;"><!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
        <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">]>
        <document targetRuntime="iOS.CocoaTouch"><objects><label id="a" text="&lol9;"><rect key="frame" x="0" y="0" width="10" height="10"/></label></objects></document>
        """

    static let externalEntity = """
        <?xml version="1.0"?>
        <!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
        <document targetRuntime="iOS.CocoaTouch"><objects><label id="a" text="&xxe;"/></objects></document>
        """

    @Test(arguments: [
        ("billion laughs", billionLaughs, 7), ("external entity", externalEntity, 2),
        ("deep nesting", "<document targetRuntime=\"iOS.CocoaTouch\">" + String(repeating: "<view>", count: 100_000), 1),
        ("not XML", "{\"format\": \"hig-screen/1\"}", 1), ("wrong root", "<plist version=\"1.0\"><dict/></plist>", 1),
    ])
    func hostileDocumentsAreInputErrors(_ name: String, _ text: String, _ line: Int) async throws {
        let (result, elapsed) = try await Self.checkDocument(text)
        #expect(result.status == 2, "\(name): \(result.stderr)")
        #expect(elapsed < .seconds(60), "\(name) took \(elapsed)")
        let screen = try #require((result.json?["screens"] as? [[String: Any]])?.first)
        #expect(screen["status"] as? String == "error")
        let error = try #require(screen["error"] as? [String: Any])
        #expect(error["line"] as? Int == line, "\(name): \(error)")
        let findings = try #require(screen["findings"] as? [[String: Any]])
        #expect(findings.first?["rule"] as? String == "input-invalid")
    }

    /// A hostile document disturbs nothing else in the run: the screen beside it is audited.
    @Test func aHostileDocumentLeavesTheOthersAudited() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.billionLaughs.utf8).write(to: folder.appendingPathComponent("a-laughs.storyboard"))
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("duckduckgo-ios/DuckDuckGo/FindInPage.xib"),
            to: folder.appendingPathComponent("b-find.xib"))
        let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", folder.path])
        #expect(result.status == 2)
        let screens = try #require(result.json?["screens"] as? [[String: Any]])
        #expect(screens.first?["status"] as? String == "error")
        // Light and dark, each with Increase Contrast too (its system blue changes there).
        #expect(screens.dropFirst().count == 4)
        #expect(screens.dropFirst().allSatisfy { $0["status"] as? String == "fail" })
    }

    @Test func appKitDocumentsAreSkipped() async throws {
        let (result, _) = try await Self.checkDocument(
            #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects/></document>"#,
            name: "Window.xib")
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try #require(result.json?["summary"] as? [String: Int])
        #expect(summary["skipped"] == 1)
        #expect(summary["screens"] == 0)
    }

    /// A document saved before Xcode 5 (root `<archive>`) is skipped, counted and named
    /// with what to do, never an input error that fails the run.
    @Test func documentsSavedBeforeXcode5AreSkippedWithTheirReason() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Old.xib")
        try Data(#"<?xml version="1.0" encoding="UTF-8"?><archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data/></archive>"#.utf8)
            .write(to: file)
        let json = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", file.path])
        #expect(json.status == 0, "\(json.stderr)")
        #expect((json.json?["summary"] as? [String: Int])?["skipped"] == 1)
        let english = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--lang", "en", file.path])
        #expect(english.status == 0)
        #expect(english.stdout.contains("\(file.path): saved in a format older than Xcode 5: open and save it in Xcode to audit it"), "\(english.stdout)")
        let japanese = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--lang", "ja", file.path])
        #expect(japanese.stdout.contains("\(file.path): Xcode 5 より前の形式で保存されています"), "\(japanese.stdout)")
    }

    /// Each root view is one screen: a storyboard whose scenes have none (a navigation
    /// controller and a storyboard reference) has no screens, and is skipped, not passed.
    @Test func aDocumentWithNoRootViewsIsSkipped() async throws {
        let (result, _) = try await Self.checkDocument(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="n1"><objects><navigationController id="nav"><navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/></navigationController></objects></scene>
                    <scene sceneID="r1"><objects><viewControllerPlaceholder storyboardName="Other" id="ref"/></objects></scene>
                </scenes>
            </document>
            """,
            name: "User.storyboard")
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try #require(result.json?["summary"] as? [String: Int])
        #expect(summary["skipped"] == 1)
        #expect(summary["screens"] == 0)
        #expect(summary["passed"] == 0)
    }
}

/// `higaudit import ib`: the documents written are what the audit saw.
struct InterfaceBuilderImportTests {
    @Test(arguments: [
        "duckduckgo-ios/DuckDuckGo/FindInPage.xib", "netnewswire/iOS/Account/Account.storyboard",
        "cwa-app-ios/src/xcode/ENA/ENA/Source/Scenes/Onboarding/OnboardingInfoViewController.xib",
    ])
    func importedDocumentsGiveTheSameFindings(_ file: String) async throws {
        let path = InterfaceBuilderCheckTests.fixtures.appendingPathComponent(file).path
        let out = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let imported = try await CommandRunner.run(CommandRunner.higaudit, ["import", "ib", path, "--out", out.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let checked = try await #require(try CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", path]).json)
        let screens = try #require(checked["screens"] as? [[String: Any]])
        #expect(!screens.isEmpty)
        for screen in screens {
            let objectId = try #require((screen["screen"] as? String)?.split(separator: "#").last)
            let name =
                String(objectId) + (screen["appearance"] as? String == "dark" ? ".dark" : "") + (screen["contrast"] as? String == "increased" ? ".hc" : "")
                + ".json"
            let document = out.appendingPathComponent(name).path
            #expect(FileManager.default.fileExists(atPath: document), "\(name) was not written")
            let again = try await #require(try CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", document]).json)
            let report = try #require((again["screens"] as? [[String: Any]])?.first)
            func keys(_ findings: Any?) -> [String] {
                ((findings as? [[String: Any]]) ?? []).map { "\($0["rule"] ?? "") \($0["pointer"] ?? "") \($0["severity"] ?? "")" }.sorted()
            }
            #expect(keys(report["findings"]) == keys(screen["findings"]), "\(file) \(name)")
        }
    }
}

/// `check` audits a document in the appearances its app has: the `appearances`
/// configuration key first, else the app's `Info.plist`.
struct AppAppearanceCheckTests {
    @Test func theConfigurationOverridesTheInfoPlist() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="root-1">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews><label text="Hi" id="lab-1"><rect key="frame" x="0" y="0" width="100" height="20"/></label></subviews>
                    </view>
                </objects>
            </document>
            """
        try Data(xib.utf8).write(to: folder.appendingPathComponent("Card.xib"))
        let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>Light</string></dict></plist>"#
        try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        func appearances(_ arguments: [String]) async throws -> [String] {
            let result = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json"] + arguments + [folder.path])
            return (result.json?["screens"] as? [[String: Any]] ?? []).compactMap { $0["appearance"] as? String }
        }
        #expect(try await appearances([]) == ["light"])
        let config = folder.appendingPathComponent("higaudit.yaml")
        try Data("appearances: [light, dark]\n".utf8).write(to: config)
        #expect(try await appearances(["--config", config.path]) == ["light", "dark"])
        try Data("appearances: []\n".utf8).write(to: config)
        let refused = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--config", config.path, folder.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("must list light, dark or both"), "\(refused.stderr)")
    }
}

/// `interface-builder.md`, "Each finding once where people read".
struct FindingOnceAcrossAppearancesTests {
    /// A label in labelColor on systemBackground (dynamic: audited in light and dark, passing
    /// in both; in the Body text style, adjusting) and a small image button without a label,
    /// drawn in system blue (so each appearance is audited with Increase Contrast too): its
    /// two findings don't depend on the appearance.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
                        <label text="Hi" adjustsFontForContentSizeCategory="YES" id="lab-1">
                            <rect key="frame" x="0" y="100" width="100" height="20"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-1">
                            <rect key="frame" x="10" y="200" width="30" height="30"/>
                            <state key="normal" image="gear"/>
                        </button>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                </view>
            </objects>
        </document>
        """

    @Test func aFindingOfBothAppearancesIsListedOnce() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Card.xib")
        try Data(Self.xib.utf8).write(to: file)

        let text = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--lang", "en", file.path])
        let lines = text.stdout.split(separator: "\n").filter { $0.contains("[touch-target-size]") || $0.contains("[button-missing-label]") }
        #expect(lines.count == 2, "\(text.stdout)")
        #expect(!lines.contains { $0.contains("dark appearance") || $0.contains("Increase Contrast") })
        #expect(text.stdout.contains("4 screens: 0 passed, 4 failed, 0 not readable; 1 error, 1 warning, 0 notes"), "\(text.stdout)")

        let github = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "github", file.path])
        #expect(github.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }.count == 2, "\(github.stdout)")

        // Each report stays complete.
        let json = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "json", file.path])
        let screens = try #require(json.json?["screens"] as? [[String: Any]])
        #expect(screens.map { ($0["findings"] as? [Any])?.count } == [2, 2, 2, 2])
        #expect(screens.map { $0["contrast"] as? String } == ["standard", "standard", "increased", "increased"])
        #expect((json.json?["summary"] as? [String: Int])?["findings"] == 2)

        let sarif = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "sarif", file.path])
        let runs = try #require(sarif.json?["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for result in results {
            #expect((result["properties"] as? [String: Any])?["appearances"] as? [String] == ["light", "dark", "light+hc", "dark+hc"])
        }

        let junit = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "junit", file.path])
        #expect(junit.stdout.components(separatedBy: "[touch-target-size]").count - 1 == 1, "\(junit.stdout)")
    }

    @Test func theDarkPageNamesWhatTheLightPageShows() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.xib.utf8).write(to: folder.appendingPathComponent("Card.xib"))
        let output = folder.appendingPathComponent("pages")
        _ = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "html", "--output", output.path, "--lang", "en", folder.path])
        let pages = try #require(FileManager.default.enumerator(atPath: output.path)?.allObjects as? [String])
        let darkPath = try #require(pages.first { $0.hasSuffix(".dark.html") })
        let dark = try String(contentsOf: output.appendingPathComponent(darkPath), encoding: .utf8)
        #expect(dark.contains("Also in light (2), listed on the light page"))
        #expect(dark.contains("Findings (0)"))
        #expect(!dark.contains(#"<ol class="findings">"#))
    }

    /// systemBlue text on white: the light page shows the excused warning's two swatch pairs
    /// and links to its Increase Contrast page, which says so in its title and links back.
    @Test func theIncreaseContrastPagesSayItAndLinkEachOther() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = Self.xib.replacingOccurrences(
            of: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#,
            with: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/><color key="textColor" systemColor="systemBlueColor"/>"#)
        try Data(xib.utf8).write(to: folder.appendingPathComponent("Card.xib"))
        let output = folder.appendingPathComponent("pages")
        _ = try await CommandRunner.run(CommandRunner.higaudit, ["check", "--format", "html", "--output", output.path, "--lang", "en", folder.path])
        let pages = try #require(FileManager.default.enumerator(atPath: output.path)?.allObjects as? [String])
        let lightPath = try #require(pages.first { $0.hasSuffix("root-1.html") })
        let light = try String(contentsOf: output.appendingPathComponent(lightPath), encoding: .utf8)
        #expect(light.contains(#"<a href="root-1.hc.html">The same screen with Increase Contrast</a>"#))
        #expect(light.contains(#"<p class="contrast-caption">Default</p>"#))
        #expect(light.contains(#"<p class="contrast-caption">Increase Contrast</p>"#))
        #expect(light.contains("7.56:1"))
        let hcPath = try #require(pages.first { $0.hasSuffix("root-1.hc.html") })
        let hc = try String(contentsOf: output.appendingPathComponent(hcPath), encoding: .utf8)
        #expect(hc.contains("· Light · Increase Contrast"))
        #expect(hc.contains(#"<a href="root-1.html">The same screen with default contrast</a>"#))
        let darkHC = try String(contentsOf: output.appendingPathComponent(try #require(pages.first { $0.hasSuffix("root-1.dark.hc.html") })), encoding: .utf8)
        #expect(darkHC.contains(#"<a href="root-1.dark.html">"#))
        // The overview marks the rows and filters by contrast.
        let overview = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(overview.contains(#"<select id="f-contrast">"#))
        #expect(overview.contains(#""light+hc""#) && overview.contains(#""dark+hc""#))
        #expect(overview.contains(#"data-hc="HC""#))
    }
}

/// `scripts/precision` on the real documents: every finding counted by rule, severity and
/// kind of element, and no line repeated across appearances.
struct PrecisionReportTests {
    @Test func thePrecisionReportCountsEachListedFindingOnce() async throws {
        let script = CommandRunner.packageRoot.appendingPathComponent("scripts/precision").path
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let figures = folder.appendingPathComponent("precision.json")
        let result = try await CommandRunner.run(
            "/usr/bin/env", ["python3", script, "--higaudit", CommandRunner.higaudit, "--json", figures.path, InterfaceBuilderCheckTests.fixtures.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("lines repeated across appearances: 0"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: figures)) as? [String: Any])
        let kinds = try #require(json["kinds"] as? [String: Int])
        let findings = try #require(json["findings"] as? Int)
        #expect(kinds.values.reduce(0, +) == findings)
        #expect(kinds["imageView"] == nil, "image views VoiceOver never reads get no finding")
        let rules = try #require(json["rules"] as? [String: Int])
        #expect(rules["image-missing-label"] == nil)
    }
}
