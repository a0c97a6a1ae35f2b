import HIGAuditCore
import Testing

@testable import HIGAuditFigma

/// A Figma text's Dynamic Type facts: Apple's style names, auto-resize, truncation.
struct FigmaTextFactsTests {
    @Test(arguments: [
        ("Body", TextStyle.body), ("Title 2", .title2), ("title2", .title2), ("Large Title", .largeTitle),
        ("large-title/Emphasized", .largeTitle), ("Caption_1", .caption1), ("  Headline   Semibold ", .headline),
        ("Extra Large Title 2", .extraLargeTitle2), ("iOS/Body", nil), ("Body S", nil), ("Heading M", nil),
        ("Interactive Label/Standard", nil), ("Regular", nil), ("Body Bold Italic", nil),
    ])
    func appleStyleNamesAreRecognised(_ name: String, _ style: TextStyle?) {
        #expect(FigmaTextFacts.appleStyle(name) == style, "\(name)")
    }

    /// The facts of a TEXT node with `style`, its style named `name`.
    func facts(_ style: String, name: String? = nil) throws -> FigmaTextFacts {
        let json = #"{"type":"TEXT","characters":"a","style":\#(style)}"#
        let tape = try JSONParser().parse(Array(json.utf8))
        return FigmaTextFacts(FigmaNode(tape.root, in: tape), styleName: name, in: tape)
    }

    @Test func autoResizeAndTruncationGiveTheHeightLinesAndBreaks() throws {
        let none = try facts(#"{"fontSize":13}"#)
        #expect(none.fixedHeight && none.maxLines == 0 && none.lineBreak == .wordWrap && none.textStyle == nil)
        let height = try facts(#"{"textAutoResize":"HEIGHT"}"#, name: "Body")
        #expect(!height.fixedHeight && height.textStyle == .body)
        #expect(try !facts(#"{"textAutoResize":"WIDTH_AND_HEIGHT"}"#).fixedHeight)
        let truncate = try facts(#"{"textAutoResize":"TRUNCATE"}"#)
        #expect(truncate.fixedHeight && truncate.lineBreak == .truncateTail && truncate.maxLines == 0)
        let ending = try facts(#"{"textAutoResize":"HEIGHT","textTruncation":"ENDING","maxLines":2}"#)
        #expect(ending.maxLines == 2 && ending.lineBreak == .truncateTail && !ending.fixedHeight)
        #expect(try facts(#"{"maxLines":2}"#).maxLines == 0, "maxLines counts only with ENDING")
    }
}

/// The public Figma exports, as `dynamic-type.md` reads them: no style named like Apple's,
/// so no text scales or is said to be fixed; the 13 texts below 11 pt are too small.
struct FigmaDynamicTypeFixtureTests {
    @Test func theExportsGetTooSmallTextAndNoFixedSize() throws {
        var counts: [String: Int] = [:]
        for file in [FigmaFixtures.dialog, FigmaFixtures.signIn, FigmaFixtures.designSystem] {
            for report in try FigmaFixtures.reports(file: file) {
                for finding in report.findings where finding.rule.hasPrefix("text-") && finding.rule != "text-contrast" {
                    counts[finding.rule, default: 0] += 1
                    if finding.rule == "text-too-small" {
                        #expect(finding.message.rendered(in: .en).contains("set the layer's font size"), "worded for Figma")
                    }
                }
            }
        }
        #expect(counts == ["text-too-small": 13])
    }
}
