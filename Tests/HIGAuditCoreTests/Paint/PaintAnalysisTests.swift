import HIGAuditCore
import Testing

/// Decodes a screen and answers effective backgrounds by element id.
private struct Painted {
    let screen: Screen
    let paint: PaintAnalysis

    init(_ elements: String, _ extraMembers: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws {
        screen = try decodeScreen(screenDocument(elements, extraMembers), sourceLocation: sourceLocation)
        paint = PaintAnalysis(screen: screen)
    }

    func background(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> EffectiveBackground {
        paint.background(of: try index(of: id, in: screen, sourceLocation: sourceLocation))
    }

    func behind(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> EffectiveBackground {
        paint.backgroundBehind(try index(of: id, in: screen, sourceLocation: sourceLocation))
    }
}

private func hex(_ text: String) -> RGBA { RGBA(hex: text)! }

/// A known background of exactly `color`.
private func known(_ background: EffectiveBackground, _ color: RGB) -> Bool {
    !background.isUnknown && background.color == color
}

private let white = RGB.white
private let black = RGB.black

@Suite struct PaintAnalysisTests {
    @Test func screenBackgroundAlone() throws {
        let light = try Painted(#"{"type":"text","id":"t","frame":[0,0,10,10]},{"type":"text","id":"u"}"#)
        #expect(known(try light.background("t"), white))
        #expect(known(try light.background("u"), white))
        let dark = try Painted(#"{"type":"text","id":"t"}"#, #""appearance":"dark""#)
        #expect(try dark.background("t").color == black)
        let colored = try Painted(##"{"type":"text","id":"t"}"##, ##""background":"#336699""##)
        #expect(try colored.background("t").color == hex("#336699").opaque)
    }

    @Test func ancestorsWithoutFrames() throws {
        let p = try Painted(
            #"""
            {"type":"view","background":"#000000","children":[
                {"type":"view","children":[{"type":"text","id":"noFrame"},{"type":"text","id":"framed","frame":[500,500,10,10]}]}]}
            """#)
        #expect(try p.background("noFrame").color == black)
        #expect(try p.background("framed").color == black)
    }

    @Test func ancestorFrameMustContainTheElement() throws {
        let p = try Painted(
            #"""
            {"type":"view","background":"#000000","frame":[0,0,100,100],"children":[
                {"type":"text","id":"inside","frame":[10,10,50,20]},
                {"type":"text","id":"sticksOut","frame":[90,10,20,20]},
                {"type":"text","id":"noFrame"}]}
            """#)
        #expect(try p.background("inside").color == black)
        #expect(try p.background("sticksOut").color == white)
        // An element without a frame sees every ancestor.
        #expect(try p.background("noFrame").color == black)
    }

    @Test func siblingRectangleBehindALabel() throws {
        let p = try Painted(
            #"""
            {"type":"view","id":"pill","frame":[100,100,200,20],"background":"#000000"},
            {"type":"text","id":"label","frame":[110,102,180,16]},
            {"type":"text","id":"elsewhere","frame":[0,0,50,20]},
            {"type":"text","id":"noFrame"}
            """#)
        #expect(try p.background("label").color == black)
        #expect(try p.background("elsewhere").color == white)
        // Without a frame, only ancestors count.
        #expect(try p.background("noFrame").color == white)
    }

    /// The label's frame sticks out of the pill's by `by` points on one side.
    @Test(arguments: [
        ("left", 1.0, true), ("right", 1.0, true), ("top", 1.0, true), ("bottom", 1.0, true),
        ("left", 0.5, true), ("all", 1.0, true),
        ("left", 1.5, false), ("right", 1.5, false), ("top", 1.5, false), ("bottom", 1.5, false), ("all", 1.5, false),
    ])
    func containsAllowsOnePointOnEachSide(side: String, by: Double, behind: Bool) throws {
        var frame = (x: 100.0, y: 100.0, width: 200.0, height: 20.0)
        switch side {
        case "left":
            frame.x -= by
            frame.width += by
        case "right": frame.width += by
        case "top":
            frame.y -= by
            frame.height += by
        case "bottom": frame.height += by
        default: frame = (frame.x - by, frame.y - by, frame.width + 2 * by, frame.height + 2 * by)
        }
        let p = try Painted(
            #"""
            {"type":"view","frame":[100,100,200,20],"background":"#000000"},
            {"type":"text","id":"label","frame":[\#(frame.x),\#(frame.y),\#(frame.width),\#(frame.height)]}
            """#)
        #expect(try p.background("label").color == (behind ? black : white))
    }

    @Test func toleranceAppliesToAncestorsToo() throws {
        let p = try Painted(
            #"""
            {"type":"view","frame":[100,100,200,20],"background":"#000000","children":[
                {"type":"text","id":"one","frame":[99,99,202,22]},
                {"type":"text","id":"oneAndAHalf","frame":[98.5,100,201.5,20]}]}
            """#)
        #expect(try p.background("one").color == black)
        #expect(try p.background("oneAndAHalf").color == white)
    }

    @Test func rectanglesWithNegativeSizes() throws {
        let p = try Painted(
            #"""
            {"type":"view","frame":[300,120,-200,-20],"background":"#000000"},
            {"type":"text","id":"label","frame":[110,102,180,16]}
            """#)
        #expect(try p.background("label").color == black)
    }

    @Test func onlyElementsPaintedBeforeCount() throws {
        let p = try Painted(
            #"""
            {"type":"text","id":"label","frame":[110,102,180,16]},
            {"type":"view","frame":[100,100,200,20],"background":"#000000"}
            """#)
        #expect(try p.background("label").color == white)
    }

    @Test func otherElementsNeedFrames() throws {
        let p = try Painted(
            #"""
            {"type":"view","background":"#000000"},
            {"type":"text","id":"label","frame":[110,102,180,16]}
            """#)
        #expect(try p.background("label").color == white)
    }

    @Test func elementsInsideEarlierSiblingsCount() throws {
        let p = try Painted(
            #"""
            {"type":"view","children":[{"type":"view","frame":[0,0,100,100],"background":"#000000"}]},
            {"type":"view","children":[{"type":"text","id":"label","frame":[10,10,20,20]}]}
            """#)
        #expect(try p.background("label").color == black)
    }

    @Test func translucentLayersCompositeInGammaEncodedSRGBInPaintOrder() throws {
        let p = try Painted(
            #"""
            {"type":"view","frame":[0,0,100,100],"background":"#FF000080","children":[
                {"type":"view","frame":[0,0,100,100],"background":"#0000FF40"}]},
            {"type":"text","id":"label","frame":[10,10,10,10],"background":"#00FF0020"}
            """#)
        let red = 128.0 / 255, blue = 64.0 / 255, green = 32.0 / 255
        let first = RGB(r: 1, g: 1 - red, b: 1 - red)
        let second = RGB(r: first.r * (1 - blue), g: first.g * (1 - blue), b: blue + first.b * (1 - blue))
        let own = RGB(r: second.r * (1 - green), g: green + second.g * (1 - green), b: second.b * (1 - green))
        #expect(approximatelyEqual(try p.behind("label").color, second))
        #expect(approximatelyEqual(try p.background("label").color, own))
        #expect(try p.background("label").isUnknown == false)
        // The other order gives another color: paint order matters.
        let reversed = hex("#FF000080").composited(over: hex("#0000FF40").composited(over: white))
        #expect(!approximatelyEqual(reversed, second))
    }

    @Test func halfBlackOverWhiteIsMidGrayInGammaEncodedSpace() throws {
        let p = try Painted(#"{"type":"text","id":"t","background":{"r":0,"g":0,"b":0,"a":0.5}}"#)
        #expect(approximatelyEqual(try p.background("t").color, RGB(r: 0.5, g: 0.5, b: 0.5)))
    }

    @Test func anOpaqueLayerHidesEarlierOnes() throws {
        let p = try Painted(
            #"""
            {"type":"view","frame":[0,0,100,100],"backgroundImage":true},
            {"type":"view","frame":[0,0,100,100],"gradient":{"from":"#000","to":"#fff"}},
            {"type":"view","frame":[0,0,100,100],"background":"#FF000080"},
            {"type":"view","frame":[0,0,100,100],"background":"#336699"},
            {"type":"view","frame":[0,0,100,100],"background":"#FFFFFF80"},
            {"type":"text","id":"label","frame":[10,10,10,10]}
            """#)
        let expected = hex("#FFFFFF80").composited(over: hex("#336699").opaque)
        let background = try p.background("label")
        #expect(background.isUnknown == false)
        #expect(approximatelyEqual(background.color, expected))
    }

    @Test func imageOrGradientBehindMakesTheBackgroundUnknown() throws {
        let p = try Painted(
            #"""
            {"type":"view","id":"image","frame":[0,0,100,100],"backgroundImage":true,"children":[
                {"type":"text","id":"onImage","frame":[10,10,10,10]},
                {"type":"text","id":"onImageNoFrame"}]},
            {"type":"view","id":"gradient","frame":[200,0,100,100],"gradient":"linear"},
            {"type":"text","id":"onGradient","frame":[210,10,10,10]},
            {"type":"view","frame":[200,0,100,100],"background":"#00000080"},
            {"type":"text","id":"onTranslucentOverGradient","frame":[210,10,10,10]},
            {"type":"view","frame":[200,0,100,100],"background":"#000000"},
            {"type":"text","id":"onOpaqueOverGradient","frame":[210,10,10,10]},
            {"type":"text","id":"besideImage","frame":[400,0,10,10]}
            """#)
        #expect(try p.background("onImage").isUnknown)
        #expect(try p.background("onImageNoFrame").isUnknown)
        #expect(try p.background("onGradient").isUnknown)
        #expect(try p.background("onTranslucentOverGradient").isUnknown)
        #expect(known(try p.background("onOpaqueOverGradient"), black))
        #expect(known(try p.background("besideImage"), white))
        // The image or gradient of the element itself.
        #expect(try p.background("image").isUnknown)
        #expect(try p.background("gradient").isUnknown)
        #expect(try p.behind("gradient").isUnknown == false)
    }

    @Test func ownImageWinsOverOwnColor() throws {
        let p = try Painted(
            #"""
            {"type":"button","id":"b","background":"#000000","backgroundImage":true},
            {"type":"button","id":"g","background":"#000000","gradient":true},
            {"type":"button","id":"plain","background":"#000000","gradient":false,"backgroundImage":false}
            """#)
        #expect(try p.background("b").isUnknown)
        #expect(try p.background("g").isUnknown)
        #expect(known(try p.background("plain"), black))
    }

    @Test func hiddenElementsDoNotPaint() throws {
        let p = try Painted(
            #"""
            {"type":"view","frame":[0,0,100,100],"background":"#000000","hidden":true},
            {"type":"view","hidden":true,"children":[{"type":"view","frame":[0,0,100,100],"background":"#000000","hidden":false}]},
            {"type":"view","frame":[0,0,100,100],"backgroundImage":true,"hidden":true},
            {"type":"text","id":"label","frame":[10,10,10,10]},
            {"type":"view","background":"#000000","hidden":true,"children":[{"type":"text","id":"insideHidden"}]}
            """#)
        #expect(known(try p.background("label"), white))
        #expect(try p.background("insideHidden").color == white)
    }

    @Test func disabledElementsStillPaint() throws {
        let p = try Painted(
            #"""
            {"type":"view","frame":[0,0,100,100],"background":"#000000","enabled":false},
            {"type":"text","id":"label","frame":[10,10,10,10]}
            """#)
        #expect(try p.background("label").color == black)
    }

    @Test func ownBackgroundIsIncludedAndBehindExcludesIt() throws {
        let p = try Painted(
            #"""
            {"type":"view","background":"#000000","children":[{"type":"button","id":"b","background":"#FFFFFF80"}]}
            """#)
        let expected = hex("#FFFFFF80").composited(over: black)
        #expect(approximatelyEqual(try p.background("b").color, expected))
        #expect(try p.behind("b").color == black)
        let own = try Painted(##"{"type":"button","id":"b","background":"#123456"}"##)
        #expect(try own.background("b").color == hex("#123456").opaque)
    }

    @Test func answersAreStableWhenAskedAgain() throws {
        let p = try Painted(
            #"""
            {"type":"view","frame":[0,0,100,100],"background":"#80808080"},
            {"type":"text","id":"label","frame":[10,10,10,10],"background":"#FF000040"}
            """#)
        let first = try p.background("label")
        let second = try p.background("label")
        #expect(first == second)
    }
}
