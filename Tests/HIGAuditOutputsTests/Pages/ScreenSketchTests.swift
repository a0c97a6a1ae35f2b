import Foundation
import HIGAuditCore
import HIGAuditOutputs
import HIGAuditRules
import Testing

/// A screen's page drawn from the screen as audited: the sketch, its outlines and the cards.
struct ScreenSketchTests {
    private static let noYAML: SourceAuditor.YAMLConverter = { _ in
        .failure(InputError(Message("input.not-yaml", ["detail": "no YAML here"]), pointer: ""))
    }

    private static func page(_ json: String, language: Language = .en) -> String {
        let auditor = SourceAuditor(auditor: Auditor(rules: RuleCatalog.all), version: "1", yamlConverter: noYAML)
        let report = auditor.report(
            source: "s.json", screenName: "s", input: .bytes(Array(json.utf8)), syntax: .json,
            auditedAt: "2026-11-24T00:00:00Z")
        return ScreenPage(language: language, version: "1", rules: RuleIndex(RuleCatalog.all.map(\.descriptor))).render(report, key: "s.json")
    }

    /// A warning-level finding (a small touch target) before an error (low contrast) in the
    /// file, a toggle told apart by color only, and a label without a frame.
    private static let screen = """
        {"format": "hig-screen/1", "size": {"width": 390, "height": 200}, "elements": [
          {"type": "button", "title": "Go", "frame": [16, 16, 30, 30], "foreground": "#FFFFFF", "background": "#007AFF"},
          {"type": "text", "text": "Fine print", "frame": [16, 60, 200, 16], "foreground": "#9A9A9A", "font": {"size": 12, "weight": 600}},
          {"type": "text", "text": "Light on dark", "frame": [16, 90, 200, 20], "foreground": "#777777", "background": "#000000"},
          {"type": "toggle", "frame": [300, 60, 51, 31], "states": {"on": {"background": "#34C759"}, "off": {"background": "#E9E9EA"}}},
          {"type": "text", "text": "Somewhere", "foreground": "#AAAAAA"}
        ]}
        """

    /// Text cut off at a large text size gets a second sketch at the largest size checked:
    /// its frame outlined, the room it needs dashed; its card shows it at that size.
    @Test func textCutOffAtLargeSizesGetsASketchAtThatSize() throws {
        let html = Self.page(
            #"""
            {"format": "hig-screen/1", "size": {"width": 390, "height": 200}, "elements": [
              {"type": "text", "text": "aaaaaaaaaaaaaaaaaaa", "maxLines": 1, "font": {"textStyle": "body"}, "frame": [0, 40, 300, 22]},
              {"type": "text", "text": "one\ntwo\nthree", "maxLines": 2, "font": {"textStyle": "callout"}, "frame": [0, 100, 300, 40]},
              {"type": "text", "text": "fits", "maxLines": 1, "font": {"textStyle": "body"}, "frame": [0, 150, 300, 22]}
            ]}
            """#)
        let section = try #require(html.firstMatch(of: /<section class="sketch" aria-labelledby="[^"]*-large-text">[\s\S]*?<\/section>/)).output
        #expect(section.contains("At AX3 (estimated)"), "the largest check size: Body's AX3 over Callout's AX2")
        let outlines = section.matches(of: /id="large-text-outline-(\d+)" class="outline severity-warning" data-pointer="([^"]*)"/).map { String($0.output.2) }
        #expect(outlines == ["/elements/0", "/elements/1"])
        #expect(section.contains(#"<g class="needed" data-pointer="/elements/0"><rect y="40" width="316.92" height="47.74""#), "one line of its width")
        // Callout at AX2 is 32 pt: three lines of 38.19 pt, as wide as the frame.
        #expect(section.contains(#"<g class="needed" data-pointer="/elements/1"><rect y="100" width="300" height="114.57""#))
        #expect(!section.contains(#"data-pointer="/elements/2""#))
        #expect(html.contains(#"<span class="large-text-sample" style="font-size:40px;font-weight:400">aaaaaaaaaaaaaaaaaaa</span>"#))
        #expect(Self.page(Self.screen).contains("-large-text") == false, "no second sketch without such a finding")
        let cut = #"{"type": "text", "text": "aaaaaaaaaaaaaaaaaaa", "maxLines": 1, "font": {"textStyle": "body"}, "frame": [0, 40, 300, 22]}"#
        let japanese = Self.page(#"{"format": "hig-screen/1", "elements": [\#(cut)]}"#, language: .ja)
        #expect(japanese.contains("AX3（推定）"))
    }

    @Test func theSketchDrawsTheScreenAndOutlinesEachFramedFinding() throws {
        let html = Self.page(Self.screen)
        let svg = try #require(html.firstMatch(of: /<svg[^>]*class="sketch-drawing light"[\s\S]*?<\/svg><\/div>/)).output
        #expect(svg.contains(#"viewBox="0 0 390 200""#))
        #expect(svg.contains(">Fine print</text>") && svg.contains(#"font-size="12" font-weight="600""#), "text in its size and weight")
        #expect(svg.contains(##"fill="#9A9A9A""##), "text in its color")
        #expect(svg.contains(##"<rect x="16" y="16" width="30" height="30" fill="#007AFF"/>"##), "fills at their frames")
        #expect(!svg.contains("fill-opacity") && !svg.contains("</rect>"), "opaque fills say nothing of opacity, and empty shapes close themselves")
        #expect(
            svg.matches(of: /font-weight="400"/).count == 1 && svg.contains(#"font-weight="400" text-anchor="start""#),
            "the defaults are said once, on the drawing")
        let translucent = Self.page(Self.screen.replacingOccurrences(of: ##""background": "#007AFF""##, with: ##""background": "#007AFF80""##))
        #expect(translucent.contains(##"fill="#007AFF" fill-opacity="0.5"/>"##), "a translucent fill keeps its opacity")
        let outlines = html.matches(of: /<a href="#finding-(\d+)" id="outline-(\d+)" class="outline severity-(\w+)" data-pointer="([^"]*)">/)
        #expect(!outlines.isEmpty)
        for outline in outlines {
            #expect(outline.output.1 == outline.output.2)
            // Each outline's card is there, links back, and shows the same pointer.
            let number = outline.output.1
            #expect(html.contains(#"id="finding-\#(number)""#) && html.contains(##"href="#outline-\##(number)""##))
            let card = try #require(html.firstMatch(of: try Regex(#"id="finding-\#(number)">[\s\S]*?<code>([^<]*)</code>"#)))
            #expect(card.output[1].substring.map(String.init) == String(outline.output.4))
        }
        #expect(!outlines.contains { $0.output.4 == "/elements/4" }, "an element without a frame has no outline")
        #expect(html.contains("Not on the sketch"))
        #expect(html.contains(##"<a href="#finding-"##) && html.contains("<code>/elements/4</code>"))
    }

    @Test func tabsAreDrawnInTheirBarAndAFindingOnOneIsOutlinedThere() throws {
        let html = Self.page(
            """
            {"format": "hig-screen/1", "size": {"width": 390, "height": 844}, "elements": [
              {"type": "text", "text": "Corner", "frame": [0, 0, 100, 20], "foreground": "#AAAAAA"},
              {"type": "tabBar", "frame": [0, 761, 390, 83], "items": [
                {"title": "Home", "symbol": "house.fill", "symbolVariant": "fill"},
                {"title": "Search", "symbol": "magnifyingglass", "enabled": false},
                {"title": "Inbox", "symbol": "tray.fill", "symbolVariant": "fill", "badge": "New"},
                {"title": "Profile", "symbol": "person.fill", "symbolVariant": "fill"}
              ]}
            ]}
            """)
        let svg = try #require(html.firstMatch(of: /<svg[^>]*class="sketch-drawing light"[\s\S]*?<\/svg><\/div>/)).output
        for (index, title) in ["Home", "Search", "Inbox", "Profile"].enumerated() {
            let x = index == 0 ? "" : "x=\"" + Self.display(Double(index) * 97.5) + "\" "
            #expect(svg.contains("<svg " + x + #"y="761" width="97.5" height="49">"#), "\(title)'s place")
            let faded = index == 1 ? #" fill-opacity="0.35""# : ""
            #expect(svg.contains(##"text-anchor="middle" fill="#8E8E93""## + faded + ">" + title + "</text>"), "\(title)")
        }
        #expect(svg.contains(##"<circle cx="243.75" cy="778" r="9" fill="#8E8E93"/>"##), "the third tab's symbol")
        #expect(svg.contains(##"<circle cx="254.75" cy="769" r="5" fill="#FF3B30"/>"##), "its badge")
        let outline = try #require(svg.firstMatch(of: /data-pointer="\/elements\/1\/items\/2"><title>\d+<\/title><rect ([^>]*)\/>/))
        #expect(outline.output.1 == #"x="195" y="761" width="97.5" height="49" vector-effect="non-scaling-stroke""#)
        // The text at the corner keeps its badge whole inside the drawing.
        let corner = try #require(svg.firstMatch(of: /<a href="#finding-1" class="outline severity-error" aria-hidden="true" tabindex="-1"><circle ([^>]*)\/>/))
        #expect(corner.output.1 == #"cx="9" cy="9" r="9""#)
    }

    @Test func togglesAreDrawnInTheStateTheyAreIn() throws {
        let html = Self.page(
            """
            {"format": "hig-screen/1", "size": {"width": 390, "height": 300}, "elements": [
              {"type": "toggle", "style": "switch", "isOn": true, "accessibilityLabel": "A", "frame": [300, 10, 51, 31]},
              {"type": "toggle", "style": "switch", "isOn": false, "accessibilityLabel": "B", "frame": [300, 60, 51, 31]},
              {"type": "toggle", "accessibilityLabel": "C", "frame": [10, 110, 44, 44],
               "states": {"on": {"symbol": "star.fill", "foreground": "#FF9500"}, "off": {"symbol": "star", "foreground": "#8E8E93"}}},
              {"type": "toggle", "isOn": false, "frame": [10, 170, 120, 44], "foreground": "#007AFF",
               "states": {"on": {"title": "Following", "background": "#007AFF", "foreground": "#FFFFFF", "shape": "capsule"},
                          "off": {"title": "Follow", "background": "#E5E5EA", "shape": "capsule"}}}
            ]}
            """)
        let svg = try #require(html.firstMatch(of: /<svg[^>]*class="sketch-drawing light"[\s\S]*?<\/svg><\/div>/)).output
        #expect(
            svg.contains(##"<rect x="300" y="10" width="51" height="31" rx="15.5" fill="#34C759"/><circle cx="335.5" cy="25.5" r="13.5" fill="#FFFFFF"/>"##))
        #expect(
            svg.contains(##"<rect x="300" y="60" width="51" height="31" rx="15.5" fill="#E9E9EA"/><circle cx="315.5" cy="75.5" r="13.5" fill="#FFFFFF"/>"##))
        #expect(svg.contains(##"<circle cx="32" cy="132" r="13.2" fill="#FF9500"/>"##), "on unless it says off: the on state's symbol")
        #expect(svg.contains(##"<rect x="10" y="170" width="120" height="44" rx="22" fill="#E5E5EA"/>"##), "the off state's capsule")
        #expect(svg.contains(##"fill="#007AFF">Follow</text>"##), "its title in the toggle's color, the state having none")
        #expect(!svg.contains("Following"))
    }

    @Test func anAlertWithoutAFrameIsDrawnWhereItIsShownWithItsButtonsOutlined() throws {
        let html = Self.page(
            """
            {"format": "hig-screen/1", "size": {"width": 390, "height": 844}, "elements": [
              {"type": "alert", "title": "Delete?", "message": "This can't be undone.",
               "buttons": [{"title": "OK", "isDefault": true}, {"title": "Delete"}, {"title": "Dismiss", "role": "cancel"}]}
            ]}
            """)
        let svg = try #require(html.firstMatch(of: /<svg[^>]*class="sketch-drawing light"[\s\S]*?<\/svg><\/div>/)).output
        // 270 points wide in the middle: 16 + 22 + 18 + 16 of text, then three buttons of 44.
        let height = 16.0 + 22 + 18 + 16 + 3 * 44
        let top = (844 - height) / 2
        let box = ##"<rect x="60" y="\##(Self.display(top))" width="270" height="\##(Self.display(height))" rx="14" fill="#F2F2F7"/>"##
        #expect(svg.contains(box), "the alert's box")
        #expect(svg.contains(##"<rect width="100%" height="100%" fill="#000000" fill-opacity="0.2"/>"##), "the screen dimmed behind it")
        #expect(svg.contains(##"font-weight="600" text-anchor="middle" fill="#000000">Delete?</text>"##))
        #expect(svg.contains(##"font-size="13" text-anchor="middle" fill="#000000">This can&#39;t be undone.</text>"##))
        #expect(svg.contains(##"font-weight="600" text-anchor="middle" fill="#007AFF">OK</text>"##), "the default button in semibold")
        #expect(svg.contains(##"text-anchor="middle" fill="#007AFF">Delete</text>"##), "the others in regular")
        // alert-ok-default names the OK button, which is outlined where it is drawn; the
        // outlines all come before the badges, which none of them crosses.
        let okTop = Self.display(top + height - 3 * 44)
        let outline = try #require(svg.firstMatch(of: /data-pointer="\/elements\/0\/buttons\/0"><title>\d+<\/title><rect ([^>]*)\/>/))
        #expect(String(outline.output.1) == #"x="60" y="\#(okTop)" width="270" height="44" vector-effect="non-scaling-stroke""#)
        let lastOutline = try #require(svg.ranges(of: "id=\"outline-").last)
        let firstBadge = try #require(svg.range(of: "aria-hidden=\"true\" tabindex=\"-1\""))
        #expect(lastOutline.lowerBound < firstBadge.lowerBound)
        #expect(!html.contains("Not on the sketch"), "every finding of the alert is on the sketch")

        // With a frame, in its frame, undimmed, two buttons side by side at its bottom.
        let framed = Self.page(
            """
            {"format": "hig-screen/1", "size": {"width": 390, "height": 844}, "elements": [
              {"type": "alert", "frame": [20, 100, 300, 200], "title": "Sign Out?",
               "buttons": [{"title": "Sign Out", "role": "destructive"}, {"title": "OK", "role": "cancel"}]}
            ]}
            """)
        #expect(!framed.contains("fill-opacity=\"0.2\""), "not dimmed")
        #expect(framed.contains(##"<rect x="20" y="100" width="300" height="200" rx="14" fill="#F2F2F7"/>"##))
        #expect(framed.contains(##"<line x1="20" y1="256" x2="170" y2="256" stroke="#C6C6C8"/>"##), "above the first")
        #expect(framed.contains(##"<line x1="170" y1="256" x2="320" y2="256" stroke="#C6C6C8"/>"##), "above the second")
        #expect(framed.contains(##"<line x1="170" y1="256" x2="170" y2="300" stroke="#C6C6C8"/>"##), "between the two")
        #expect(framed.contains(##"<svg x="20" y="256" width="150" height="44"><text x="75" y="27.95" text-anchor="middle" fill="#FF3B30">Sign Out</text>"##))
        #expect(framed.contains(##"font-weight="600" text-anchor="middle" fill="#007AFF">OK</text>"##), "the cancel button in semibold")
    }

    @Test func dialogsAndTabsOfAnySizeAreDrawnWithinBounds() {
        let message = String(repeating: "word ", count: 400)
        for screen in [
            #"{"format": "hig-screen/1", "size": {"width": 1e300, "height": 1e300}, "elements": ["#
                + #"{"type": "actionSheet", "message": "\#(message)", "buttons": [{"title": "Cancel", "role": "cancel"}]},"#
                + #"{"type": "alert", "title": "Fields", "textFields": 999999, "buttons": [{"title": "OK"}]}]}"#,
            #"{"format": "hig-screen/1", "elements": [{"type": "alert", "frame": [0, 0, 1e300, 1e300], "message": "\#(message)", "buttons": []},"#
                + #"{"type": "tabBar", "frame": [0, 0, 1e300, 83], "items": [{"title": "A"}, {"title": "B", "badge": "1"}]}]}"#,
            #"{"format": "hig-screen/1", "size": {"width": 1, "height": 1}, "elements": [{"type": "alert", "message": "\#(message)"}]}"#,
        ] {
            let html = Self.page(screen)
            #expect(html.contains("sketch-drawing"), "\(screen.prefix(80))")
            #expect(html.utf8.count < 200_000, "a bounded page: \(html.utf8.count) bytes")
            #expect(html.components(separatedBy: #"rx="5""#).count - 1 <= 4, "at most four text fields drawn")
        }
    }

    private static func display(_ value: Double) -> String { NumberFormatting.display(value) }

    @Test func cardsComeErrorsFirstAndSayWhatTheyAreAbout() throws {
        let html = Self.page(Self.screen)
        let severities = html.matches(of: /<li class="finding severity-(\w+)" id="finding-(\d+)">/)
        let ranks = severities.map { ["error", "warning", "note"].firstIndex(of: String($0.output.1))! }
        #expect(ranks == ranks.sorted() && Set(ranks).count > 1, "errors, then warnings, then notes")
        #expect(severities.map { Int($0.output.2)! } == Array(1...severities.count), "numbered in the order shown")
        #expect(html.contains("<q>Fine print</q>"), "the element's text quoted")
        #expect(html.contains("font-size:12px;font-weight:600"), "the sample at the text's own size and weight")
        #expect(html.contains("negative: light text on a dark background"), "a negative Lc explained")
        #expect(html.contains("below 10, the two states are hard to tell apart"), "ΔE00 with its threshold")
        #expect(html.contains(#"href="https://developer.apple.com/design/human-interface-guidelines/accessibility""#))
    }

    @Test func japanesePagesSayTheSame() {
        let html = Self.page(Self.screen, language: .ja)
        #expect(html.contains("スケッチ") && html.contains("ヒューマンインターフェイスガイドライン"))
        #expect(!html.contains("Not on the sketch") && !html.contains("hard to tell apart"))
    }

    @Test func hostileTextIsTextInTheSketchAndTheCards() throws {
        let payload = #"</svg><img src=x onerror=alert(1)><script>alert(2)</script>"#
        let escaped = payload.replacing("\"", with: "\\\"")
        let html = Self.page(
            ##"{"format": "hig-screen/1", "elements": [{"type": "text", "text": "\##(escaped)", "frame": [0, 0, 100, 20], "foreground": "#AAAAAA"}]}"##)
        #expect(!html.contains("<img") && !html.contains("<script"))
        #expect(html.contains("&lt;/svg&gt;&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;</text>"))
        #expect(html.contains("<q>&lt;/svg&gt;&lt;img"))
    }

    @Test func aReportReadBackHasNoSketchButTheSameCards() {
        let auditor = SourceAuditor(auditor: Auditor(rules: RuleCatalog.all), version: "1", yamlConverter: Self.noYAML)
        var report = auditor.report(
            source: "s.json", screenName: "s", input: .bytes(Array(Self.screen.utf8)), syntax: .json,
            auditedAt: "2026-11-24T00:00:00Z")
        report.auditedScreen = nil
        let html = ScreenPage(language: .en, version: "1").render(report, key: "s.json")
        #expect(!html.contains("<svg") && !html.contains("data-pointer"))
        #expect(html.matches(of: /<li class="finding/).count == report.findings.count)
    }
}
