import HIGAuditCore
import Testing

@testable import HIGAuditRules

/// The Dynamic Type rules: where they run, each firing and not, the estimate's boundaries.
struct TextSizeRulesTests {
    static let ids: Set<String> = [
        "text-fixed-size", "text-style-not-adjusting", "text-shrinks-instead-of-scaling", "text-too-small", "text-clips-at-large-size",
    ]

    /// The text size findings on a screen of `elements`, as (rule, pointer).
    func findings(_ elements: String, platform: String = "iOS") throws -> [Finding] {
        try CatalogFindings.of(#"{"format":"hig-screen/1","platform":"\#(platform)","elements":[\#(elements)]}"#).filter { Self.ids.contains($0.rule) }
    }

    func pairs(_ elements: String, platform: String = "iOS") throws -> [String] {
        try findings(elements, platform: platform).map { "\($0.rule) \($0.pointer)" }
    }

    @Test(arguments: [
        (17.0, 400, TextStyle.body), (17, 600, .headline), (17, 500, .body), (14, 400, .subheadline), (25, 400, .title1),
        (10.9, 400, .caption2), (27.5, 400, .title1), (13, 700, .footnote), (31, 400, .largeTitle), (19, 400, .title3),
    ])
    func theSuggestedStyleIsTheNearestTiesToTheLargerThenTheWeight(_ size: Double, _ weight: Int, _ style: TextStyle) {
        #expect(TextFixedSizeRule.suggestedStyle(size: size, weight: weight) == style)
    }

    @Test func onlyAFontSaidToBeFixedIsFixed() throws {
        let elements = #"""
            {"type":"text","text":"a","font":{"size":13,"scales":false}},
            {"type":"text","text":"b","font":{"size":13}},
            {"type":"text","text":"c","font":{"size":28,"scales":false}},
            {"type":"text","text":"d","font":{"size":27.99,"scales":false}},
            {"type":"text","text":"e","font":{"size":13,"scales":true}},
            {"type":"text","text":"f","font":{"textStyle":"footnote","scales":false}},
            {"type":"text","font":{"size":13,"scales":false}},
            {"type":"textField","font":{"size":13,"scales":false}}
            """#
        #expect(
            try pairs(elements).filter { $0.hasPrefix("text-fixed-size") } == [
                "text-fixed-size /elements/0", "text-fixed-size /elements/3", "text-fixed-size /elements/7",
            ])
    }

    @Test func noRuleRunsWhereTheSystemSizesTheTextOrCodeSetsIt() throws {
        let fixed = #""font":{"size":9,"scales":false}"#
        let elements = """
            {"type":"toolbar","items":[{"type":"button","title":"Edit",\(fixed)},{"type":"view","children":[{"type":"text","text":"In a bar item",\(fixed)}]}]},
            {"type":"alert","title":"Delete?","buttons":[{"title":"Delete","role":"destructive"}],"children":[{"type":"text","text":"x",\(fixed)}]},
            {"type":"text","text":"hidden","hidden":true,\(fixed)},
            {"type":"text","text":"code","font":{"size":9,"scales":false,"setByCode":true}},
            {"type":"toggle","style":"switch","title":"Wi-Fi",\(fixed)},
            {"type":"image","symbol":"star",\(fixed)},
            {"type":"text","text":"disabled","enabled":false,\(fixed)}
            """
        #expect(try pairs(elements) == ["text-fixed-size /elements/6", "text-too-small /elements/6"])
        #expect(try pairs(elements, platform: "macOS").isEmpty)
        #expect(try pairs(elements, platform: "visionOS").isEmpty)
    }

    @Test func aTextStyleThatDoesntAdjustIsSaidOfTextNeverOfButtons() throws {
        let elements = #"""
            {"type":"text","text":"a","font":{"textStyle":"body","scales":false}},
            {"type":"button","title":"b","font":{"textStyle":"body","scales":false}},
            {"type":"textField","font":{"textStyle":"callout","scales":false}},
            {"type":"text","text":"c","font":{"textStyle":"body"}}
            """#
        let found = try findings(elements).filter { $0.rule == "text-style-not-adjusting" }
        #expect(found.map(\.pointer) == ["/elements/0", "/elements/2"])
        #expect(found.first?.message.rendered(in: .en).contains("the Body text style") == true)
    }

    @Test func shrinkingIsSaidOfScalingTextOnly() throws {
        let elements = #"""
            {"type":"text","text":"a","font":{"textStyle":"body","minimumScaleFactor":0.5999}},
            {"type":"text","text":"b","font":{"size":17,"scales":false,"minimumScaleFactor":0.5}},
            {"type":"textView","text":"c","font":{"textStyle":"body","minimumScaleFactor":0.5}}
            """#
        let found = try findings(elements).filter { $0.rule == "text-shrinks-instead-of-scaling" }
        #expect(found.map(\.pointer) == ["/elements/0"])
        #expect(found.first?.message.rendered(in: .en).contains("down to 60 %") == true)
        #expect(found.first?.measured == .object(["minimumScaleFactor": .number(0.6), "size": .number(17), "shrinksTo": .number(10.2)]))
    }

    @Test func tooSmallIsBelowElevenWithOrWithoutAStyle() throws {
        let elements = #"""
            {"type":"text","text":"a","font":{"size":10.99}},
            {"type":"text","text":"b","font":{"size":11}},
            {"type":"text","text":"c","font":{"textStyle":"caption2"}},
            {"type":"text","text":"d","font":{"textStyle":"caption2","size":10}},
            {"type":"text","text":"e"}
            """#
        #expect(try pairs(elements).filter { $0.hasPrefix("text-too-small") } == ["text-too-small /elements/0", "text-too-small /elements/3"])
    }

    /// 19 "a" in Body at AX3 (40 pt) need 316.92 pt: past 300 × 1.05 = 315; 18 need 300.24.
    @Test func aSingleLineClipsPastFivePercentMore() throws {
        func text(_ count: Int, width: Double) -> String {
            #"{"type":"text","text":"\#(String(repeating: "a", count: count))","maxLines":1,"font":{"textStyle":"body"},"frame":[0,0,\#(width),22]}"#
        }
        #expect(try pairs(text(18, width: 300)).isEmpty)
        let clipped = try findings(text(19, width: 300))
        #expect(clipped.map(\.rule) == ["text-clips-at-large-size"])
        #expect(try findings(text(19, width: 301.9)).isEmpty, "316.92 ≤ 301.9 × 1.05 = 316.995")
    }

    @Test func theWidthGrowsToTheNearestSiblingOrTheParentsEdge() throws {
        // Twelve "a" at AX3: 200.16 pt; the frame is 100 wide.
        let label = #"{"type":"text","text":"aaaaaaaaaaaa","maxLines":1,"font":{"textStyle":"body"},"frame":[10,10,100,22]}"#
        func inParent(_ width: Double, _ siblings: String = "") -> String {
            #"{"type":"view","frame":[0,0,\#(width),400],"children":[\#(label)\#(siblings.isEmpty ? "" : "," + siblings)]}"#
        }
        #expect(try findings(inParent(400)).isEmpty, "room up to the parent's right edge")
        #expect(try findings(inParent(180)).first?.measured?["availableWidth"] == .number(170))
        let blocking = #"{"type":"image","symbol":"star","frame":[150,0,20,30]}"#
        #expect(try findings(inParent(400, blocking)).first?.measured?["availableWidth"] == .number(140))
        let beyond = #"{"type":"image","symbol":"star","frame":[300,0,20,30]}"#
        #expect(try findings(inParent(180, beyond)).isEmpty, "up to the nearest sibling, even past the parent's edge: 290 pt")
        let below = #"{"type":"image","symbol":"star","frame":[150,31.6,20,30]}"#
        #expect(try findings(inParent(400, below)).isEmpty, "overlapping by 0.4 pt only")
        let left = #"{"type":"image","symbol":"star","frame":[0,0,9,30]}"#
        #expect(try findings(inParent(400, left)).isEmpty, "a sibling to the left is not in the way")
        let hidden = #"{"type":"image","symbol":"star","hidden":true,"frame":[150,0,20,30]}"#
        #expect(try findings(inParent(400, hidden)).isEmpty)
        #expect(try findings(label).first?.measured?["availableWidth"] == .number(100), "a top-level element keeps its frame's width")
    }

    @Test func linesHeightsAndTheFirstCategory() throws {
        let elements = #"""
            {"type":"text","text":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","maxLines":1,"font":{"textStyle":"body"},"frame":[0,0,100,22]},
            {"type":"text","text":"one\ntwo\nthree","maxLines":2,"font":{"textStyle":"body"},"frame":[0,40,300,44]},
            {"type":"text","text":"aaaa","maxLines":0,"fixedHeight":true,"font":{"textStyle":"body"},"frame":[0,100,300,45]},
            {"type":"text","text":"aaaa","maxLines":0,"font":{"textStyle":"body"},"frame":[0,160,300,20]},
            {"type":"text","text":"aaaa","font":{"textStyle":"body"},"frame":[0,200,300,20]},
            {"type":"textView","text":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","maxLines":1,"font":{"textStyle":"body"},"frame":[0,240,50,20]},
            {"type":"text","text":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","maxLines":1,"font":{"textStyle":"extraLargeTitle"},"frame":[0,280,50,20]},
            {"type":"textField","text":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","font":{"textStyle":"body"},"frame":[0,320,100,30]}
            """#
        let found = try findings(elements)
        #expect(found.map(\.pointer) == ["/elements/0", "/elements/1", "/elements/2", "/elements/7"])
        #expect(found[0].measured?["firstClippingCategory"] == .string("L"))
        #expect(found[0].message.rendered(in: .en).contains("even at the default size"))
        #expect(found[1].measured?["clipsBy"] == .string("lines") && found[1].measured?["linesNeeded"] == .number(3))
        #expect(found[1].measured?["firstClippingCategory"] == .string("L"), "three paragraphs need three lines at any size")
        #expect(found[2].measured?["clipsBy"] == .string("height") && found[2].measured?["heightNeeded"] == .number(47.74))
        #expect(found[2].measured?["heightAvailable"] == .number(45))
        #expect(found[3].measured?["linesAllowed"] == .number(1))
    }

    @Test func theTextOfEachKindIsTheOneShown() throws {
        let elements = #"""
            {"type":"button","title":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","maxLines":1,"font":{"textStyle":"body"},"frame":[0,0,100,44]},
            {"type":"toggle","title":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","maxLines":1,"font":{"textStyle":"body"},"frame":[0,50,100,44]},
            {"type":"textField","placeholder":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","font":{"textStyle":"body"},"frame":[0,100,100,44]},
            {"type":"textField","font":{"textStyle":"body"},"frame":[0,150,10,44]}
            """#
        #expect(try findings(elements).map(\.pointer) == ["/elements/0", "/elements/1", "/elements/2"])
    }
}
