import HIGAuditCore
import Testing

@testable import HIGAuditFigma

/// The cases of the mapping table in `docs/figma.md`, on small hand-made Figma documents.
@Suite struct FigmaMappingTests {
    typealias J = FigmaJSON

    private func root(_ bytes: [UInt8]) throws -> JSONValue {
        try #require(try J.firstScreen(bytes).hig.at("elements", 0))
    }

    private func findings(_ bytes: [UInt8]) -> [Finding] {
        FigmaFixtures.reports(bytes).flatMap(\.findings)
    }

    @Test func detection() {
        #expect(FigmaImport.isFigmaExport(J.screen([])))
        #expect(!FigmaImport.isFigmaExport(Array(#"{"format": "hig-screen/1", "elements": []}"#.utf8)))
        #expect(!FigmaImport.isFigmaExport(Array(#"{"document": {"type": "CANVAS"}, "x": "DOCUMENT"}"#.utf8)))
        #expect(!FigmaImport.isFigmaExport(Array(#"{"document": "DOCUMENT""#.utf8)))
        // A hig-screen document goes the usual way: one report, named as usual.
        let reports = FigmaFixtures.reports(Array(#"{"format": "hig-screen/1", "elements": []}"#.utf8))
        #expect(reports.count == 1 && reports[0].screen == "figma")
    }

    @Test func oneScreenPerTopLevelFrameIncludingSections() throws {
        let bytes = J.document([
            J.node("FRAME", "1:1", "A", (0, 0, 100, 100)),
            J.text("1:2", "Loose text", (0, 200, 100, 20)),
            J.node("SECTION", "1:3", "Section", (0, 300, 500, 500), children: [J.node("FRAME", "1:4", "B", (10, 310, 100, 100))]),
            J.node("COMPONENT", "1:5", "C", (300, 0, 50, 50)),
        ])
        let screens = try FigmaImport.screens(from: bytes)
        #expect(screens.map(\.nodeId) == ["1:1", "1:4", "1:5"])
        #expect(screens.map(\.pointer) == ["/document/children/0/children/0", "/document/children/0/children/2/children/0", "/document/children/0/children/3"])
        #expect(screens.allSatisfy { $0.screen != nil })
        #expect(screens[1].reportFileName == "1-4.json")
        #expect(FigmaImport.fileName(forNodeId: "I25:4;1:70") == "I25-4_1-70")
        #expect(FigmaImport.fileName(forNodeId: "../x") == "~2E~2E~2Fx")
    }

    /// A hidden section hides its frames as `visible: false` hides a frame: their layers
    /// are not audited, however they fail; a visible section's frames are.
    @Test func framesInAHiddenSectionAreHidden() throws {
        let pale = J.text("2:1", "Pale", (20, 20, 100, 20), color: J.solid(0.8, 0.8, 0.8))
        let frame = { (id: String) in J.node("FRAME", id, "Screen " + id, (0, 0, 375, 812), J.fills(J.white), children: [pale]) }
        let bytes = J.document([
            J.node(
                "SECTION", "1:1", "Old", (0, 0, 900, 900), #""visible": false"#,
                children: [
                    J.node("SECTION", "1:2", "Nested", (0, 0, 800, 800), children: [frame("1:3")]), frame("1:4"),
                ]),
            J.node("SECTION", "1:5", "Current", (1000, 0, 900, 900), children: [frame("1:6")]),
        ])
        let reports = FigmaFixtures.reports(bytes)
        #expect(reports.map(\.screen) == ["figma#1:3", "figma#1:4", "figma#1:6"])
        #expect(reports.map { $0.findings.map(\.rule) } == [[], [], ["text-contrast"]])
        let screens = try FigmaImport.screens(from: bytes)
        #expect(screens.map { $0.hig.at("elements", 0)?["hidden"] } == [.bool(true), .bool(true), nil])
    }

    /// A mask's own paints are not drawn (it only clips), so white text over a white mask
    /// on a dark frame is measured on the frame.
    @Test func aMaskIsNotPainted() throws {
        let mask = J.node("RECTANGLE", "2:1", "Mask", (100, 200, 375, 100), J.fills(J.white) + #", "isMask": true"#)
        let text = J.text("2:2", "On dark", (120, 220, 100, 20), color: J.white)
        let root = try root(J.screen([mask, text], frameExtra: J.fills(J.solid(0.1, 0.1, 0.1))))
        #expect(root.at("children", 0)?["background"] == nil)
        #expect(findings(J.screen([mask, text], frameExtra: J.fills(J.solid(0.1, 0.1, 0.1)))).isEmpty)
    }

    /// A boolean operation is drawn in its own fills; its operands are not drawn.
    @Test func aBooleanOperationPaintsItsOwnFillNotItsOperands() throws {
        let operand = { (id: String, x: Double) in J.node("RECTANGLE", id, "Part", (x, 200, 200, 100), J.fills(J.solid(0.85, 0.85, 0.85))) }
        let union = J.node(
            "BOOLEAN_OPERATION", "2:1", "Badge", (100, 200, 300, 100), J.fills(J.solid(0.1, 0.1, 0.1)),
            children: [operand("2:2", 100), operand("2:3", 200)])
        let bytes = J.screen([union, J.text("2:4", "Sale", (120, 220, 60, 20), color: J.white)])
        let root = try root(bytes)
        #expect(root.at("children", 0)?.at("background", "r") == .number(0.1))
        #expect(root.at("children", 0)?["children"] == nil)
        #expect(findings(bytes).isEmpty)
    }

    /// Overrides that every character of a text uses are its style: their fill and size.
    /// Runs in several styles keep the node's own style.
    @Test func aStyleOverrideOfTheWholeTextIsItsStyle() throws {
        let overrides = { (ids: [Int]) in
            #""characterStyleOverrides": \#(ids), "styleOverrideTable": {"1": {"fontSize": 22, "fills": [\#(J.solid(0.7, 0.7, 0.7))]}}"#
        }
        let whole = J.text("2:1", "Synced", (120, 220, 100, 20), size: 14, extra: overrides(Array(repeating: 1, count: 6)))
        let mixed = J.text("2:2", "Synced", (120, 260, 100, 20), size: 14, extra: overrides([1, 1, 1, 0, 0, 0]))
        let root = try root(J.screen([whole, mixed]))
        #expect(root.at("children", 0)?.at("foreground", "r") == .number(0.7))
        #expect(root.at("children", 0)?.at("font", "size") == .number(22))
        #expect(root.at("children", 1)?["foreground"] == .string("#000000"))
        #expect(root.at("children", 1)?.at("font", "size") == .number(14))
    }

    @Test func framesAreRelativeToTheTopFrameAndTextHasFont() throws {
        let root = try root(J.screen([J.text("2:1", "Hello", (116, 300, 80, 20), size: 13, weight: 600)]))
        let text = try #require(root.at("children", 0))
        #expect(text["type"] == .string("text"))
        #expect(text["text"] == .string("Hello"))
        #expect(text["frame"] == .array([.number(16), .number(100), .number(80), .number(20)]))
        #expect(text.at("font", "size") == .number(13))
        #expect(text.at("font", "weight") == .number(600))
        #expect(text["foreground"] == .string("#000000"))
        #expect(text["id"] == .string("2:1"))
        #expect(root["frame"] == .array([.number(0), .number(0), .number(375), .number(812)]))
        #expect(root["background"] == .string("#FFFFFF"))
    }

    @Test func topmostVisibleSolidFillWithOpacitiesCombined() throws {
        // Fills are bottom to top: the blue one is on top but invisible, so red counts;
        // alpha 0.8 × paint opacity 0.5 × node opacity 0.5 = 0.2.
        let shape = J.node(
            "RECTANGLE", "2:1", "Shape", (100, 200, 50, 50),
            #""opacity": 0.5, "# + J.fills(J.solid(1, 0, 0, a: 0.8, opacity: 0.5), J.solid(0, 0, 1, visible: false)))
        let element = try #require(try root(J.screen([shape])).at("children", 0))
        #expect(element["background"] == .string("#FF000033"))
        // The topmost of two visible solids wins.
        let two = J.node("RECTANGLE", "2:2", "Shape", (100, 200, 50, 50), J.fills(J.solid(1, 0, 0), J.solid(0, 0, 1)))
        #expect(try root(J.screen([two])).at("children", 0, "background") == .string("#0000FF"))
        // A text's fill, with its opacities, is its foreground.
        let text = J.text("2:3", "Hi", (100, 200, 50, 20), color: J.solid(0, 0, 0, opacity: 0.5), extra: #""opacity": 0.5"#)
        #expect(try root(J.screen([text])).at("children", 0, "foreground") == .object(["r": .number(0), "g": .number(0), "b": .number(0), "a": .number(0.25)]))
    }

    /// A translucent fill shows the fills below it, as Figma paints them: black at 50% over
    /// white is a gray of 0.5, and a layer's opacity fades the blend as a whole.
    @Test func translucentFillsBlendWithTheFillsBelow() throws {
        let shape = J.node("RECTANGLE", "2:1", "Shape", (100, 200, 50, 50), J.fills(J.solid(1, 1, 1), J.solid(0, 0, 0, opacity: 0.5)))
        #expect(try root(J.screen([shape])).at("children", 0, "background") == Self.rgba(0.5, 0.5, 0.5, 1))
        let faded = J.node(
            "RECTANGLE", "2:2", "Shape", (100, 200, 50, 50), #""opacity": 0.5, "# + J.fills(J.solid(1, 1, 1), J.solid(0, 0, 0, opacity: 0.5)))
        #expect(try root(J.screen([faded])).at("children", 0, "background") == Self.rgba(0.5, 0.5, 0.5, 0.5))
        // A text's fills blend too: black at 50% over red is dark red, not gray.
        let text = J.text("2:3", "Hi", (100, 200, 50, 20), color: J.solid(1, 0, 0) + "," + J.solid(0, 0, 0, opacity: 0.5))
        let foreground = try root(J.screen([text])).at("children", 0, "foreground")
        #expect(foreground == Self.rgba(0.5, 0, 0, 1), "\(String(describing: foreground))")
    }

    static func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> JSONValue {
        .object(["r": .number(r), "g": .number(g), "b": .number(b), "a": .number(a)])
    }

    /// Weights are kept as written: 650 is not bold, so its text needs 4.5:1.
    @Test func fontWeightsAreNotRounded() throws {
        let text = J.text("2:1", "Hello", (116, 300, 80, 20), size: 16, weight: 650)
        #expect(try root(J.screen([text])).at("children", 0, "font", "weight") == .number(650))
    }

    @Test func rectangleBehindALabelIsItsBackground() throws {
        let bytes = J.screen([
            J.node(
                "GROUP", "2:1", "Group", (120, 400, 250, 42),
                children: [
                    J.node("RECTANGLE", "2:2", "Rectangle", (120, 400, 250, 42), J.fills(J.red)),
                    J.text("2:3", "Log In", (135, 412, 223, 18), color: J.white, size: 12),
                ])
        ])
        let found = findings(bytes)
        #expect(found.count == 1)
        let contrast = try #require(found.first)
        #expect(contrast.rule == "text-contrast")
        #expect(contrast.elementId == "2:3")
        #expect(contrast.pointer == "/document/children/0/children/0/children/0/children/1")
        #expect(contrast.measured?["background"] == .string("#FF473A"))
        #expect(contrast.measured?["ratio"] == .number(3.37))
    }

    @Test func gradientAndImageFillsMakeTheBackgroundUnknown() throws {
        let gradient = J.node("RECTANGLE", "2:1", "Gradient", (100, 200, 200, 100), J.fills(#"{"type": "GRADIENT_LINEAR", "gradientStops": []}"#))
        let image = J.node(
            "RECTANGLE", "3:1", "Photo", (100, 200, 200, 100), J.fills(J.solid(1, 1, 1), #"{"type": "IMAGE", "scaleMode": "FILL", "imageRef": "x"}"#))
        let label = J.text("2:2", "On top", (110, 210, 100, 20), color: J.white)
        #expect(try root(J.screen([gradient])).at("children", 0, "gradient") == .string("GRADIENT_LINEAR"))
        #expect(try root(J.screen([image])).at("children", 0, "backgroundImage") == .bool(true))
        for background in [gradient, image] {
            let found = findings(J.screen([background, label]))
            #expect(found.count == 1)
            #expect(found.first?.severity == .note)
            #expect(found.first?.measured?["incomplete"] == .bool(true))
            #expect(found.first?.elementId == "2:2")
        }
        // An opaque solid painted over the image hides it.
        let covered = J.node("RECTANGLE", "3:2", "Cover", (100, 200, 200, 100), J.fills(#"{"type": "IMAGE", "imageRef": "x"}"#, J.solid(0, 0, 0)))
        #expect(try root(J.screen([covered])).at("children", 0, "backgroundImage") == nil)
        #expect(findings(J.screen([covered, label])).isEmpty)
    }

    @Test func invisibleLayersAreHiddenAndNotAudited() throws {
        let text = J.text("2:1", "Faint", (110, 210, 100, 20), color: J.solid(0.9, 0.9, 0.9), extra: #""visible": false"#)
        #expect(try root(J.screen([text])).at("children", 0, "hidden") == .bool(true))
        #expect(findings(J.screen([text])).isEmpty)
        let shown = J.text("2:1", "Faint", (110, 210, 100, 20), color: J.solid(0.9, 0.9, 0.9))
        #expect(findings(J.screen([shown])).map(\.rule) == ["text-contrast"])
    }

    // MARK: Toggles

    private func variant(_ id: String, _ name: String, x: Double, fill: String) -> String {
        J.node("COMPONENT", id, name, (x, 0, 40, 24), J.fills(fill), children: [J.node("RECTANGLE", id + "r", "knob", (x + 2, 2, 20, 20), J.fills(J.white))])
    }

    private func toggleFile(states: (String, String), instanceOf: String, extraVariant: String? = nil) -> [UInt8] {
        var variants = [
            variant("5:1", "\(states.0), Size=Large", x: 0, fill: J.solid(0.2, 0.78, 0.35)),
            variant("5:2", "\(states.1), Size=Large", x: 50, fill: J.solid(0.9, 0.9, 0.92)),
        ]
        if let extraVariant { variants.append(extraVariant) }
        let set = J.node("COMPONENT_SET", "5:0", "Favorite", (0, 0, 100, 24), children: variants)
        let screen = J.node(
            "FRAME", "1:1", "Screen", (0, 100, 375, 812), J.fills(J.white),
            children: [
                J.node(
                    "INSTANCE", "6:1", "Favorite", (16, 200, 40, 24), J.fills(J.solid(0.9, 0.9, 0.92)) + #", "componentId": "\#(instanceOf)""#,
                    children: [J.node("RECTANGLE", "I6:1;5:2r", "knob", (18, 202, 20, 20), J.fills(J.white))])
            ])
        return J.document([set, screen])
    }

    @Test(arguments: [("State=On", "State=Off"), ("Checked=True", "Checked=False"), ("Selected=Yes", "Selected=No"), ("Value=On", "Value=Off")])
    func variantInstancesAreToggles(states: (String, String)) throws {
        let bytes = toggleFile(states: states, instanceOf: "5:2")
        let screens = try FigmaImport.screens(from: bytes)
        let frame = try #require(screens.first { $0.nodeId == "1:1" })
        let toggle = try #require(frame.hig.at("elements", 0, "children", 0))
        #expect(toggle["type"] == .string("toggle"))
        #expect(toggle["isOn"] == .bool(false))
        #expect(toggle.at("states", "on", "background") != toggle.at("states", "off", "background"))
        let reports = FigmaFixtures.reports(bytes)
        let report = try #require(reports.first { $0.screen == "figma#1:1" })
        let colorOnly = try #require(report.findings.first { $0.rule == "toggle-color-only" })
        #expect(colorOnly.elementId == "6:1")
        #expect(colorOnly.pointer == "/document/children/0/children/1/children/0")
        // The on state is the other variant, in the component set.
        #expect(frame.targets["/elements/0/children/0/states/on"] == FigmaTarget(pointer: "/document/children/0/children/0/children/0", nodeId: "5:1"))
        // The set itself, on its page, is one toggle for the pair.
        let set = try #require(screens.first { $0.nodeId == "5:0" })
        #expect(set.hig.at("elements", 0, "children", 0, "type") == .string("toggle"))
        #expect(set.hig.at("elements", 0, "children", 1) == nil)
    }

    @Test func variantsThatDifferInShapeAreFine() throws {
        // The on variant moves the knob: a non-color cue.
        let variants = [
            J.node(
                "COMPONENT", "5:1", "State=On", (0, 0, 40, 24), J.fills(J.solid(0.2, 0.78, 0.35)),
                children: [J.node("ELLIPSE", "5:3", "knob", (18, 2, 20, 20), J.fills(J.white))]),
            J.node(
                "COMPONENT", "5:2", "State=Off", (50, 0, 40, 24), J.fills(J.solid(0.9, 0.9, 0.92)),
                children: [J.node("ELLIPSE", "5:4", "knob", (52, 2, 20, 20), J.fills(J.white))]),
        ]
        let bytes = J.document([J.node("COMPONENT_SET", "5:0", "Toggle", (0, 0, 100, 24), children: variants)])
        #expect(findings(bytes).filter { $0.rule.hasPrefix("toggle-") }.isEmpty)
    }

    @Test func instanceWithoutItsComponentSetIsAView() throws {
        let bytes = J.screen([J.node("INSTANCE", "6:1", "Favorite", (16, 200, 40, 24), #""componentId": "99:9""#)])
        #expect(try root(bytes).at("children", 0, "type") == .string("view"))
    }

    @Test func stateLayersOfACheckbox() throws {
        // A checkbox drawn as two layers named by state (the Figmagic and FigmaSharp kits).
        let checkbox = J.node(
            "COMPONENT", "3:1", "Checkbox", (100, 200, 32, 32),
            children: [
                J.node("GROUP", "3:2", "Normal", (100, 200, 32, 32), children: [J.node("RECTANGLE", "3:3", "Normal", (100, 200, 32, 32), J.fills(J.white))]),
                J.node(
                    "GROUP", "3:4", "Checked", (100, 200, 32, 32),
                    children: [J.node("RECTANGLE", "3:5", ":checked", (100, 200, 32, 32), J.fills(J.solid(39.0 / 255, 174.0 / 255, 96.0 / 255)))]),
            ])
        let found = findings(J.screen([checkbox]))
        let colorOnly = try #require(found.first { $0.rule == "toggle-color-only" })
        #expect(colorOnly.elementId == "3:1")
        #expect(colorOnly.measured?["changes"]?.at(0)?["on"] == .string("#27AE60"))
        // With a check mark in the checked layer, it is not color-only.
        let marked = J.node(
            "INSTANCE", "3:1", "Checkbox/Standard", (100, 200, 32, 32),
            children: [
                J.node(
                    "GROUP", "3:2", "Off", (100, 200, 32, 32), #""visible": false"#,
                    children: [J.node("RECTANGLE", "3:3", "bg", (100, 200, 32, 32), J.fills(J.white))]),
                J.node(
                    "GROUP", "3:4", "On", (100, 200, 32, 32),
                    children: [
                        J.node("RECTANGLE", "3:5", "bg", (100, 200, 32, 32), J.fills(J.solid(0.3, 0.5, 0.96))),
                        J.node("VECTOR", "3:6", "glyph", (106, 206, 20, 20), J.fills(J.white)),
                    ]),
            ])
        let toggle = try #require(try root(J.screen([marked])).at("children", 0))
        #expect(toggle["isOn"] == .bool(true))
        #expect(toggle.at("states", "on", "indicator") != nil)
        #expect(findings(J.screen([marked])).filter { $0.rule.hasPrefix("toggle-") }.isEmpty)
    }

    // MARK: Alerts and buttons

    private func button(_ id: String, _ name: String, _ title: String, x: Double, fill: String = J.solid(0.95, 0.95, 0.95)) -> String {
        J.node("INSTANCE", id, name, (x, 500, 120, 44), J.fills(fill), children: [J.text(id + "t", title, (x + 10, 510, 100, 24))])
    }

    private func alert(_ buttons: [String], name: String = "Alert") -> [UInt8] {
        J.screen([
            J.node(
                "FRAME", "4:1", name, (140, 350, 270, 200), J.fills(J.white),
                children: [
                    J.text("4:2", "Delete Photo?", (150, 360, 250, 24), weight: 600),
                    J.text("4:3", "This can't be undone.", (150, 390, 250, 20), size: 13),
                ] + buttons)
        ])
    }

    @Test func alertWithCancelAndRedDestructiveButton() throws {
        let bytes = alert([button("4:4", "Button", "Cancel", x: 150), button("4:5", "Button", "Delete", x: 280, fill: J.solid(1, 0.23, 0.19))])
        let element = try #require(try root(bytes).at("children", 0))
        #expect(element["type"] == .string("alert"))
        #expect(element["title"] == .string("Delete Photo?"))
        #expect(element["message"] == .string("This can't be undone."))
        #expect(element["layout"] == .string("row"))
        #expect(element.at("buttons", 0, "title") == .string("Cancel"))
        #expect(element.at("buttons", 0, "role") == .string("cancel"))
        #expect(element.at("buttons", 1, "title") == .string("Delete"))
        #expect(element.at("buttons", 1, "role") == .string("destructive"))
        // The buttons stay layers of the alert, not buttons of their own.
        #expect(element.at("children", 2, "type") == .string("view"))
        // The one finding (cancel is not the default next to a destructive button)
        // points at the Cancel layer.
        let found = findings(bytes)
        let note = try #require(found.first { $0.rule == "alert-cancel-not-default" })
        #expect(note.elementId == "4:4")
        #expect(note.pointer == "/document/children/0/children/0/children/0/children/2")
    }

    @Test func alertButtonsByName() throws {
        // A layer named Cancel with another title is a cancel button with a wrong title;
        // a dialog whose confirming button says OK.
        let bytes = alert([button("4:4", "Cancel Button", "Dismiss", x: 150), button("4:5", "Button", "OK", x: 280)], name: "Dialog")
        let found = findings(bytes)
        let title = try #require(found.first { $0.rule == "alert-cancel-title" })
        #expect(title.elementId == "4:4")
        let ok = try #require(found.first { $0.rule == "alert-ok-default" })
        #expect(ok.elementId == "4:5")
        #expect(ok.pointer == "/document/children/0/children/0/children/0/children/3")
        // Named destructive, without red.
        let named = alert([button("4:4", "Button/Destructive", "Remove", x: 150)])
        #expect(try root(named).at("children", 0, "buttons", 0, "role") == .string("destructive"))
        #expect(findings(named).contains { $0.rule == "alert-destructive-without-cancel" && $0.elementId == "4:1" })
    }

    @Test func actionSheetsAndButtons() throws {
        let sheet = J.screen([J.node("FRAME", "4:1", "Action Sheet", (0, 500, 375, 300), children: [button("4:2", "Button", "Delete", x: 10)])])
        let element = try #require(try root(sheet).at("children", 0))
        #expect(element["type"] == .string("actionSheet"))
        #expect(element.at("buttons", 0, "title") == .string("Delete"))
        let plain = try #require(try root(J.screen([button("4:2", "Primary Button", "Continue", x: 10)])).at("children", 0))
        #expect(plain["type"] == .string("button"))
        #expect(plain["title"] == .string("Continue"))
        #expect(plain["isDefault"] == .bool(true))
        // A red fill makes a button destructive.
        let red = try #require(try root(J.screen([button("4:2", "Button", "Erase", x: 10, fill: J.red)])).at("children", 0))
        #expect(red["role"] == .string("destructive"))
        // Groups are not controls by name.
        let group = J.node("GROUP", "4:3", "Button", (10, 500, 120, 44), children: [J.text("4:4", "Go", (20, 510, 50, 20))])
        #expect(try root(J.screen([group])).at("children", 0, "type") == .string("view"))
    }

    @Test func configurableConventions() throws {
        var mapping = FigmaMapping()
        mapping.buttonNames = ["cta"]
        mapping.platform = .macOS
        let bytes = J.screen([button("4:2", "CTA", "Go", x: 10), button("4:3", "Button", "Stop", x: 200)])
        let screen = try #require(try FigmaImport.screens(from: bytes, options: mapping).first)
        #expect(screen.hig.at("elements", 0, "children", 0, "type") == .string("button"))
        #expect(screen.hig.at("elements", 0, "children", 1, "type") == .string("view"))
        #expect(screen.hig["platform"] == .string("macOS"))
        #expect(FigmaPaint.isRed(RGBA(r: 1, g: 0.23, b: 0.19, a: 1), FigmaMapping()))
        #expect(!FigmaPaint.isRed(RGBA(r: 1, g: 0.6, b: 0, a: 1), FigmaMapping()))
    }

    @Test func aBrokenFigmaFileIsAnInputErrorPointingIntoIt() {
        let bytes = Array(#"{"document": {"id": "0:0", "type": "DOCUMENT", "children": 3}}"#.utf8)
        let reports = FigmaFixtures.reports(bytes)
        #expect(reports.count == 1)
        #expect(reports.first?.status == .error)
        #expect(reports.first?.error?.pointer == "/document/children")
        // Placed at the bad value, in the error as in its finding.
        #expect(reports.first?.error?.line == 1 && reports.first?.error?.column == 60)
        #expect(reports.first?.findings.first?.location == TextPosition(line: 1, column: 60))
    }
}
