import Foundation
import HIGAuditCore
import Testing

@testable import HIGAuditFigma

/// The three real exports in Tests/Fixtures/real/figma (see its SOURCES.md).
@Suite struct FigmaRealExportTests {
    private func finding(_ report: ScreenReport, _ rule: String, elementId: String) -> Finding? {
        report.findings.first { $0.rule == rule && $0.elementId == elementId }
    }

    @Test(arguments: [FigmaFixtures.dialog, FigmaFixtures.signIn, FigmaFixtures.designSystem])
    func isDetectedAndAuditedWithoutInputError(file: String) throws {
        let bytes = try FigmaFixtures.bytes(file)
        #expect(FigmaImport.isFigmaExport(bytes))
        let reports = FigmaFixtures.reports(bytes, source: file)
        #expect(!reports.isEmpty)
        for report in reports {
            #expect(report.error == nil, "\(report.screen): \(report.error.map { $0.message(in: .en) } ?? "")")
            #expect(report.status != .error)
            #expect(report.source == file)
            #expect(report.screen.hasPrefix("figma#"))
            for finding in report.findings {
                #expect(finding.pointer.hasPrefix("/document/children/"), "\(finding.rule) at \(finding.pointer)")
                #expect(finding.elementId != nil)
                #expect(finding.rule != "input-invalid")
            }
        }
        // Every finding's pointer resolves in the Figma document, to the node it names.
        let tape = try JSONParser().parse(bytes)
        for report in reports {
            for finding in report.findings {
                #expect(FigmaPointer.exists(finding.pointer, in: tape), "\(finding.pointer)")
            }
        }
    }

    @Test func signInScreen() throws {
        let reports = try FigmaFixtures.reports(file: FigmaFixtures.signIn)
        try #require(reports.count == 1)
        let report = reports[0]
        #expect(report.screen == "figma#101:3")
        #expect(report.platform == .iOS)

        // White 12 pt "Log In" on the red #FF473A rectangle drawn behind it.
        let logIn = try #require(finding(report, "text-contrast", elementId: "101:9"))
        #expect(logIn.severity == .error)
        #expect(logIn.pointer == "/document/children/0/children/0/children/1/children/1/children/1")
        #expect(logIn.measured?["foreground"] == .string("#FFFFFF"))
        #expect(logIn.measured?["background"] == .string("#FF473A"))
        #expect(logIn.measured?["required"] == .number(4.5))
        // 3.379…:1 — 3.38 rounded; rules.md cuts measured.ratio to 2 decimals: 3.37.
        #expect(logIn.measured?["ratio"] == .number(3.37))
        let exact = WCAG.contrastRatio(RGB(r: 1, g: 1, b: 1), RGB(r: 1, g: 71.0 / 255, b: 58.0 / 255))
        #expect(NumberFormatting.rounded(exact, places: 2) == 3.38)

        // Texts over the background photo: incomplete notes, neither pass nor fail.
        for id in ["101:6", "101:11", "101:18", "101:19", "101:36", "101:44", "101:46"] {
            let note = try #require(finding(report, "text-contrast", elementId: id), "\(id)")
            #expect(note.severity == .note)
            #expect(note.measured?["incomplete"] == .bool(true))
            #expect(note.measured?["ratio"] == nil)
        }
        // Texts on the white field group pass.
        #expect(finding(report, "text-contrast", elementId: "101:14") == nil)
        #expect(finding(report, "text-contrast", elementId: "101:15") == nil)
        // The two 10 pt captions over the photo are below the 11 pt minimum (a design file
        // says nothing of scaling: no fixed-size finding).
        for id in ["101:6", "101:11"] {
            #expect(finding(report, "text-too-small", elementId: id)?.measured?["size"] == .number(10), "\(id)")
        }
        #expect(!report.findings.contains { $0.rule == "text-fixed-size" })
        #expect(report.findings.count == 10)
        #expect(report.status == .fail)
    }

    @Test func macOSDialog() throws {
        let reports = try FigmaFixtures.reports(file: FigmaFixtures.dialog)
        try #require(reports.count == 1)
        let report = reports[0]
        #expect(report.screen == "figma#25:0")
        #expect(report.platform == .macOS)  // from the Window/Standard instance
        // White "Add" on the default button's gradient: can't be measured.
        let add = try #require(finding(report, "text-contrast", elementId: "I25:4;1:70"))
        #expect(add.severity == .note)
        #expect(add.measured?["incomplete"] == .bool(true))
        // The "Layout" radio label at half opacity over the window's #F5F5F5.
        let layout = try #require(finding(report, "text-contrast", elementId: "I160:188;23:45"))
        #expect(layout.severity == .error)
        #expect(layout.measured?["ratio"] == .number(3.04))
        #expect(layout.measured?["background"] == .string("#F5F5F5"))
        // The checkbox and the radios show a glyph when on: not color-only.
        #expect(!report.findings.contains { $0.rule.hasPrefix("toggle-") })
        #expect(!report.findings.contains { $0.rule == "button-no-content" })

        // What the importer understood.
        let screen = try FigmaJSON.firstScreen(try FigmaFixtures.bytes(FigmaFixtures.dialog))
        let elements = flatten(screen.hig.at("elements", 0)!)
        let add0 = try #require(elements.first { $0["id"] == .string("25:4") })
        #expect(add0["type"] == .string("button"))
        #expect(add0["title"] == .string("Add"))
        let cancel = try #require(elements.first { $0["id"] == .string("25:5") })
        #expect(cancel["title"] == .string("Cancel"))
        #expect(cancel["role"] == .string("cancel"))
        let checkbox = try #require(elements.first { $0["id"] == .string("160:177") })
        #expect(checkbox["type"] == .string("toggle"))
        #expect(checkbox["isOn"] == .bool(false))
        #expect(checkbox["title"] == .string("Include original Figma document"))
        #expect(checkbox.at("states", "on", "background") == .string("#4F86F5"))
        #expect(checkbox.at("states", "off", "background") == .string("#FFFFFF"))
        #expect(checkbox.at("states", "on", "indicator") != nil)
        #expect(screen.hig["platform"] == .string("macOS"))
    }

    @Test func designSystem() throws {
        let bytes = try FigmaFixtures.bytes(FigmaFixtures.designSystem)
        let start = ContinuousClock.now
        let reports = FigmaFixtures.reports(bytes, source: FigmaFixtures.designSystem)
        let elapsed = ContinuousClock.now - start
        print("figmagic (\(bytes.count) bytes): \(reports.count) frames audited in \(elapsed)")
        #expect(elapsed < .seconds(30), "a liveness bound, generous for a loaded machine")

        // One report per top-level frame, component or instance of the 5 pages.
        let json = try JSONSerialization.jsonObject(with: Data(bytes)) as! [String: Any]
        let pages = (json["document"] as! [String: Any])["children"] as! [[String: Any]]
        let frames = pages.flatMap {
            ($0["children"] as! [[String: Any]]).filter { ["FRAME", "COMPONENT", "COMPONENT_SET", "INSTANCE"].contains($0["type"] as! String) }
        }
        #expect(reports.count == frames.count)
        #expect(reports.count == 41)
        #expect(Set(reports.map(\.screen)).count == reports.count)

        // The Checkbox component: "Normal" white, "Checked" green: only the color changes.
        let checkbox = try #require(reports.first { $0.screen == "figma#3009:112" })
        let colorOnly = try #require(finding(checkbox, "toggle-color-only", elementId: "3009:112"))
        #expect(colorOnly.pointer == "/document/children/1/children/9")
        let change = colorOnly.measured?["changes"]?.at(0)
        #expect(change?["property"] == .string("background"))
        #expect(change?["on"] == .string("#27AE60"))
        #expect(change?["off"] == .string("#FFFFFF"))

        // The Button component's Warning hover state: white bold 16 pt on #F2C94C.
        let button = try #require(reports.first { $0.screen == "figma#3005:93" })
        let hover = try #require(finding(button, "text-contrast", elementId: "3176:339"))
        #expect(hover.severity == .error)
        #expect(hover.measured?["ratio"] == .number(1.58))
        #expect(hover.pointer == "/document/children/1/children/15/children/1/children/0/children/1")

        // The iPhone view uses the checkbox too (inside DemoForm); the views infer platforms.
        let iPhone = try #require(reports.first { $0.screen == "figma#3022:697" })
        #expect(iPhone.platform == .iOS)
        #expect(iPhone.findings.contains { $0.rule == "toggle-color-only" })
        #expect(reports.first { $0.screen == "figma#3022:700" }?.platform == .macOS)
        #expect(reports.first { $0.screen == "figma#3022:698" }?.platform == .iPadOS)
    }

    private func flatten(_ element: JSONValue) -> [JSONValue] {
        var result = [element]
        if case .array(let children)? = element["children"] { for child in children { result += flatten(child) } }
        return result
    }
}
