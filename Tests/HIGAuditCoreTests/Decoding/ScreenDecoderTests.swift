import HIGAuditCore
import Testing

@Suite struct ScreenDecoderDocumentTests {
    @Test func minimalDocumentHasTheDefaults() throws {
        let screen = try decodeScreen(screenDocument())
        #expect(screen.id == nil)
        #expect(screen.platform == .iOS)
        #expect(screen.language == "en")
        #expect(screen.appearance == .light)
        #expect(screen.size == nil)
        #expect(screen.background == .white)
        #expect(screen.presentation == .fullScreen)
        #expect(screen.atLaunch == false)
        #expect(screen.elements.isEmpty)
        #expect(screen.auditIgnore.isEmpty)
    }

    @Test func everyDocumentKey() throws {
        let screen = try decodeScreen(
            screenDocument(
                "",
                #"""
                "id":"checkout/confirm","platform":"ipados","locale":"ja-JP","appearance":"DARK",
                "size":{"width":390,"height":844.5},"background":"#102030",
                "context":{"presentation":"Sheet","atLaunch":true},"auditIgnore":["text-contrast","glyph-contrast"]
                """#))
        #expect(screen.id == "checkout/confirm")
        #expect(screen.platform == .iPadOS)
        #expect(screen.language == "ja")
        #expect(screen.appearance == .dark)
        #expect(screen.size?.width == 390)
        #expect(screen.size?.height == 844.5)
        #expect(approximatelyEqual(screen.background, RGB(r: 0x10 / 255.0, g: 0x20 / 255.0, b: 0x30 / 255.0)))
        #expect(screen.presentation == .sheet)
        #expect(screen.atLaunch)
        #expect(screen.auditIgnore == ["text-contrast", "glyph-contrast"])
    }

    @Test func byteOrderMarkIsAccepted() throws {
        let screen = try decodeScreen(bytes: [0xEF, 0xBB, 0xBF] + Array(screenDocument(#"{"type":"text"}"#).utf8))
        #expect(screen.elements.count == 1)
    }

    @Test(arguments: [
        (#""en-GB""#, "en"),
        (#""en""#, "en"),
        (#""EN-us""#, "en"),
        (#""ja-JP""#, "ja"),
        (#""ja_JP""#, "ja"),
        (#"" fr-CA ""#, "fr"),
        (#""zh-Hant-TW""#, "zh"),
        (#""""#, "en"),
        (#""   ""#, "en"),
        ("null", "en"),
    ])
    func localeGivesTheLanguageSubtag(locale: String, language: String) throws {
        let screen = try decodeScreen(screenDocument("", #""locale":\#(locale)"#))
        #expect(screen.language == language)
    }

    @Test(arguments: [
        ("iOS", Platform.iOS), ("ios", .iOS), ("IOS", .iOS), ("iPadOS", .iPadOS), ("IPADOS", .iPadOS),
        ("macos", .macOS), ("MacOS", .macOS), ("watchOS", .watchOS), ("WATCHOS", .watchOS),
        ("tvos", .tvOS), ("TVOS", .tvOS), ("visionOS", .visionOS), ("VisionOs", .visionOS), (" macOS ", .macOS),
    ])
    func platformIsCaseInsensitive(text: String, platform: Platform) throws {
        let screen = try decodeScreen(screenDocument("", #""platform":"\#(text)""#))
        #expect(screen.platform == platform)
    }

    @Test func nullIsTheSameAsAbsent() throws {
        let screen = try decodeScreen(
            #"""
            {"format":"hig-screen/1","id":null,"platform":null,"locale":null,"appearance":null,"size":null,
             "background":null,"context":null,"auditIgnore":null,
             "elements":[{"type":"button","id":null,"frame":null,"hitRegion":null,"foreground":null,"background":null,
                          "border":null,"font":null,"text":null,"title":null,"subtitle":null,"symbol":null,
                          "accessibilityLabel":null,"hidden":null,"enabled":null,"custom":null,"backgroundImage":null,
                          "gradient":null,"children":null,"role":null,"style":null,"size":null,"isDefault":null,
                          "bezeled":null,"pointer":null}]}
            """#)
        #expect(screen.platform == .iOS)
        #expect(screen.appearance == .light)
        #expect(screen.background == .white)
        let element = try #require(screen.elements.first)
        #expect(element.type == .button)
        #expect(element.id == nil)
        #expect(element.frame == nil)
        #expect(element.foreground == nil)
        #expect(element.background == nil)
        #expect(element.border == nil)
        #expect(element.font == nil)
        #expect(element.title == nil)
        #expect(element.hidden == false)
        #expect(element.enabled == true)
        #expect(element.custom == false)
        #expect(element.backgroundImage == false)
        #expect(element.gradient == false)
        #expect(element.role == nil)
        #expect(element.style == nil)
        #expect(element.isDefault == false)
        #expect(element.bezeled == nil)
        #expect(element.pointer == nil)
        #expect(screen.elements.count == 1)
    }

    @Test func blankStringsAreTheSameAsAbsent() throws {
        let screen = try decodeScreen(
            #"""
            {"format":"hig-screen/1","id":"  ","platform":"  ","locale":"","appearance":"\t","background":" ",
             "elements":[{"type":"button","id":"","title":"   ","text":"\n","foreground":"","background":"  ",
                          "role":" ","style":"","size":"","symbol":" ","accessibilityLabel":"","gradient":" "}]}
            """#)
        #expect(screen.id == nil)
        #expect(screen.platform == .iOS)
        #expect(screen.language == "en")
        #expect(screen.appearance == .light)
        #expect(screen.background == .white)
        let element = try #require(screen.elements.first)
        #expect(element.id == nil)
        #expect(element.title == nil)
        #expect(element.text == nil)
        #expect(element.foreground == nil)
        #expect(element.background == nil)
        #expect(element.role == nil)
        #expect(element.style == nil)
        #expect(element.controlSize == nil)
        #expect(element.symbol == nil)
        #expect(element.accessibilityLabel == nil)
        #expect(element.gradient == false)
    }

    @Test func aBlankBadgeIsNoBadge() throws {
        let screen = try decodeScreen(
            #"{"format":"hig-screen/1","elements":[{"type":"tabBar","items":[{"title":"A","badge":"  "},{"title":"B","badge":" 3 "}]}]}"#)
        let items = try #require(screen.elements.first?.tabBar?.items)
        #expect(items.map(\.badge) == [nil, " 3 "])
    }

    /// Beyond the format, other controls' `pointer` and any element's `bezeled` are read; a
    /// malformed one there is ignored as an unknown key's value would be, but not on a `button`.
    @Test func pointerAndBezeledBeyondButtonsAreReadLeniently() throws {
        let screen = try decodeScreen(
            #"""
            {"format":"hig-screen/1","elements":[{"type":"closeButton","pointer":{"effect":3},"bezeled":"yes"},
             {"type":"infoButton","pointer":{"effect":"lift","shape":"circle"}},{"type":"view","bezeled":true},{"type":"text","bezeled":"no"}]}
            """#)
        #expect(screen.elements.map(\.pointer?.effect) == [nil, .lift, nil, nil])
        #expect(screen.elements.map(\.bezeled) == [nil, nil, true, nil])
        #expect(try decodeError(#"{"format":"hig-screen/1","elements":[{"type":"button","bezeled":"yes"}]}"#).pointer == "/elements/0/bezeled")
        #expect(try decodeError(#"{"format":"hig-screen/1","elements":[{"type":"button","pointer":{"effect":3}}]}"#).pointer == "/elements/0/pointer/effect")
    }

    @Test func auditIgnoreMatchesRuleIdsWithoutRegardToCase() throws {
        let screen = try decodeScreen(#"{"format":"hig-screen/1","auditIgnore":["TEXT-CONTRAST"," Glyph-Contrast "],"elements":[]}"#)
        #expect(screen.auditIgnore == ["text-contrast", "glyph-contrast"])
    }

    /// Blank is absent whatever type the key has: booleans, numbers, objects, arrays and frames too.
    @Test func blankStringsAreAbsentForKeysOfEveryType() throws {
        let screen = try decodeScreen(
            #"""
            {"format":"hig-screen/1","size":"","context":" ","auditIgnore":"",
             "elements":[{"type":"toggle","hidden":"","enabled":" ","frame":"","font":"","border":"","states":"",
                          "isOn":"","children":"","textFields":""},
                         {"type":"text","text":"Hi","font":{"size":"","weight":" "},"foreground":{"r":0,"g":0,"b":0,"a":""}}]}
            """#)
        #expect(screen.size == nil)
        #expect(screen.auditIgnore.isEmpty)
        #expect(screen.elements.count == 2)
        let toggle = screen.elements[0]
        #expect(!toggle.hidden && toggle.enabled)
        #expect(toggle.frame == nil && toggle.font == nil && toggle.border == nil && toggle.states == nil && toggle.isOn == nil)
        let text = screen.elements[1]
        #expect(text.font?.size == nil && text.font?.weight == nil)
        #expect(text.foreground == RGBA(r: 0, g: 0, b: 0, a: 1))
    }

    @Test func unknownKeysAreIgnored() throws {
        let screen = try decodeScreen(
            #"""
            {"format":"hig-screen/1","x-tool":{"name":"Exporter","nested":[1,{"a":null}]},"version":2,
             "context":{"presentation":"modal","future":true},
             "elements":[{"type":"text","text":"Hi","shadow":{"blur":3},"foreground":{"r":0,"g":0,"b":0,"comment":"black"},
                          "font":{"size":12,"family":"SF Pro"},"Type":"button"}]}
            """#)
        #expect(screen.presentation == .modal)
        let element = try #require(screen.elements.first)
        #expect(element.type == .text)
        #expect(element.text == "Hi")
        #expect(element.foreground == RGBA(r: 0, g: 0, b: 0, a: 1))
        #expect(element.font?.size == 12)
    }

    @Test func escapedMemberNamesAreRecognized() throws {
        let screen = try decodeScreen(#"{"form\u0061t":"hig-screen/1","\u0065lements":[{"typ\u0065":"t\u0065xt","text":"a\u00e9\n"}]}"#)
        let element = try #require(screen.elements.first)
        #expect(element.type == .text)
        #expect(element.text == "aé\n")
    }

    @Test func screenBackgroundWithAlphaIsCompositedOverTheAppearanceDefault() throws {
        let light = try decodeScreen(screenDocument("", ##""background":"#FF000080""##))
        let alpha = 128.0 / 255
        #expect(approximatelyEqual(light.background, RGB(r: 1, g: 1 - alpha, b: 1 - alpha)))
        let dark = try decodeScreen(screenDocument("", ##""appearance":"dark","background":"#FF000080""##))
        #expect(approximatelyEqual(dark.background, RGB(r: alpha, g: 0, b: 0)))
        let darkDefault = try decodeScreen(screenDocument("", #""appearance":"dark""#))
        #expect(darkDefault.background == .black)
        let object = try decodeScreen(screenDocument("", #""appearance":"light","background":{"r":0,"g":0,"b":0,"a":0.25}"#))
        #expect(approximatelyEqual(object.background, RGB(r: 0.75, g: 0.75, b: 0.75)))
        let transparent = try decodeScreen(screenDocument("", ##""appearance":"dark","background":"#FFF0""##))
        #expect(transparent.background == .black)
    }

    @Test(arguments: [
        ("#fff", RGBA(r: 1, g: 1, b: 1, a: 1)),
        ("#FFF", RGBA(r: 1, g: 1, b: 1, a: 1)),
        ("#0000", RGBA(r: 0, g: 0, b: 0, a: 0)),
        ("#336699", RGBA(r: 0x33 / 255.0, g: 0x66 / 255.0, b: 0x99 / 255.0, a: 1)),
        ("#aBcDeF80", RGBA(r: 0xAB / 255.0, g: 0xCD / 255.0, b: 0xEF / 255.0, a: 0x80 / 255.0)),
        ("  #000000 ", RGBA(r: 0, g: 0, b: 0, a: 1)),
    ])
    func hexColors(text: String, color: RGBA) throws {
        let screen = try decodeScreen(screenDocument(#"{"type":"text","foreground":"\#(text)"}"#))
        #expect(screen.elements.first?.foreground == color)
    }

    @Test func colorObjects() throws {
        let screen = try decodeScreen(
            screenDocument(
                #"""
                {"type":"text","id":"srgb","foreground":{"r":0.25,"g":0.5,"b":1}},
                {"type":"text","id":"alpha","foreground":{"r":0,"g":0,"b":0,"a":0.4,"space":"SRGB"}},
                {"type":"text","id":"p3gray","foreground":{"r":0.5,"g":0.5,"b":0.5,"space":"display-p3"}},
                {"type":"text","id":"p3red","foreground":{"r":1,"g":0,"b":0,"a":0.5,"space":"Display-P3"}},
                {"type":"text","id":"p3green","foreground":{"r":0,"g":1,"b":0,"space":" display-p3 "}},
                {"type":"text","id":"p3mid","foreground":{"r":0.8,"g":0.4,"b":0.2,"space":"display-p3"}},
                {"type":"text","id":"blankSpace","foreground":{"r":0,"g":1,"b":0,"space":""}}
                """#))
        func color(_ id: String) throws -> RGBA { try #require(screen.elements[try index(of: id, in: screen)].foreground) }
        #expect(try color("srgb") == RGBA(r: 0.25, g: 0.5, b: 1, a: 1))
        #expect(try color("alpha") == RGBA(r: 0, g: 0, b: 0, a: 0.4))
        let gray = try color("p3gray")
        #expect(abs(gray.r - 0.5) < 1e-9 && abs(gray.g - 0.5) < 1e-9 && abs(gray.b - 0.5) < 1e-9)
        // Display P3 red and green lie outside sRGB: converted, then clipped.
        let red = try color("p3red")
        #expect(red.r == 1 && red.g == 0 && red.b == 0 && red.a == 0.5)
        let green = try color("p3green")
        #expect(green.r == 0 && green.g == 1 && green.b == 0 && green.a == 1)
        // color(display-p3 0.8 0.4 0.2) is rgb(85.96% 37.04% 12.34%) in sRGB (CSS Color 4's rational matrices).
        let mid = try color("p3mid")
        #expect(abs(mid.r - 0.85957) < 1e-4)
        #expect(abs(mid.g - 0.37040) < 1e-4)
        #expect(abs(mid.b - 0.12343) < 1e-4)
        #expect(try color("blankSpace") == RGBA(r: 0, g: 1, b: 0, a: 1))
    }

    @Test func fontWeights() throws {
        let screen = try decodeScreen(
            screenDocument(
                #"""
                {"type":"text","id":"n","font":{"size":13,"weight":600}},
                {"type":"text","id":"bold","font":{"weight":"Bold"}},
                {"type":"text","id":"semi","font":{"weight":"SEMIBOLD"}},
                {"type":"text","id":"ultra","font":{"weight":"ultralight"}},
                {"type":"text","id":"black","font":{"weight":"black"}},
                {"type":"text","id":"min","font":{"weight":100}},
                {"type":"text","id":"max","font":{"weight":900}},
                {"type":"text","id":"none","font":{"size":20,"weight":null}}
                """#))
        func font(_ id: String) throws -> Font { try #require(screen.elements[try index(of: id, in: screen)].font) }
        #expect(try font("n").size == 13)
        #expect(try font("n").weight == 600)
        #expect(try font("bold").weight == 700)
        #expect(try font("bold").isBold)
        #expect(try font("bold").size == nil)
        #expect(try font("semi").weight == 600)
        #expect(try font("semi").isBold == false)
        #expect(try font("ultra").weight == 100)
        #expect(try font("black").weight == 900)
        #expect(try font("min").weight == 100)
        #expect(try font("max").weight == 900)
        #expect(try font("none").size == 20)
        #expect(try font("none").weight == nil)
    }

    @Test func elementTypesAreCaseInsensitive() throws {
        let screen = try decodeScreen(
            screenDocument(
                #"""
                {"type":"TEXT"},{"type":"ToGgLe"},{"type":"closebutton"},{"type":"NAVIGATIONBAR"},{"type":"textfield"}
                """#))
        #expect(screen.elements.map(\.type) == [.text, .toggle, .closeButton, .navigationBar, .textField])
        #expect(screen.elements.allSatisfy { $0.unknownTypeName == nil })
    }

    @Test func unknownElementTypesAreViewsWithTheirChildren() throws {
        let screen = try decodeScreen(
            screenDocument(
                #"""
                {"type":"slider","id":"s","background":"#000","children":[{"type":"text","id":"t"}]},
                {"type":"Stepper","items":[{"type":"text","id":"notAnElement"}]}
                """#))
        #expect(screen.elements.count == 3)
        #expect(screen.elements[0].type == .view)
        #expect(screen.elements[0].unknownTypeName == "slider")
        #expect(screen.elements[0].background != nil)
        #expect(screen.elements[1].id == "t")
        #expect(screen.elements[1].parent == 0)
        #expect(screen.pointer(of: 1) == "/elements/0/children/0")
        #expect(screen.elements[2].unknownTypeName == "Stepper")
    }

    @Test func unknownTypeNamesAreKeptAsWritten() throws {
        let screen = try decodeScreen(
            screenDocument(
                #"""
                {"type":"T\u0078t"},{"type":" lable "},{"type":"txt","children":[{"type":"Text"},{"type":" view "}]}
                """#))
        #expect(screen.elements.map(\.type) == [.view, .view, .view, .text, .view])
        #expect(screen.elements.map(\.unknownTypeName) == ["Txt", " lable ", "txt", nil, nil])
    }

    @Test func knownTypesKeepNoName() throws {
        // Exact spellings take the key table, others the case-insensitive path: neither keeps a name.
        let elements = ElementType.allCases.map { #"{"type":"\#($0.rawValue)"},{"type":"\#($0.rawValue.uppercased())"}"# }
        let screen = try decodeScreen(screenDocument(elements.joined(separator: ",")))
        #expect(screen.elements.count == ElementType.allCases.count * 2)
        #expect(screen.elements.allSatisfy { $0.unknownTypeName == nil })
    }

    @Test func typeSpecificKeys() throws {
        let screen = try decodeScreen(
            screenDocument(
                #"""
                {"type":"button","id":"b","role":"DESTRUCTIVE","style":"Filled","size":"LARGE","isDefault":true,"bezeled":false,
                 "pointer":{"effect":"Lift","shape":"circle","cornerRadius":8,"hover":{"scale":1.1,"shadow":true},"annotation":"Delete"}},
                {"type":"toggle","id":"tg","style":"Switch","isOn":true,
                 "states":{"on":{"symbol":"star.fill","foreground":"#FF9500","shape":"Capsule","border":{"color":"#000","width":2},"indicator":"checkmark"},
                           "off":{"symbol":"star","title":"Off","font":{"size":15}}}},
                {"type":"closeButton","id":"c","action":"ShowDetail","bezeled":true},
                {"type":"popUpButton","id":"p","options":["A","B"],"selected":"B"},
                {"type":"pullDownButton","id":"pd","menu":{"title":"More","items":[{"title":"Delete","destructive":true,"separatorBefore":true},{"symbol":"gear"}]}},
                {"type":"alert","id":"al","title":"Delete?","message":"Gone.","informational":true,"layout":"STACK","textFields":2,"cautionSymbol":true,
                 "buttons":[{"title":"Cancel","role":"cancel"},{"title":"Delete","role":"Destructive","isDefault":true},{"title":"A","role":"primary"},{"title":"B","role":"Normal"},{"title":"C"}]},
                {"type":"actionSheet","id":"as","title":"Share","buttons":[{"title":"Copy"}]},
                {"type":"tabBar","id":"tb","compact":true,"items":[{"title":"Home","symbol":"house","symbolVariant":"FILL","badge":" ","glyph":{"width":25,"height":20,"shape":"Wide"}},
                                                                  {"title":"New","action":true,"enabled":false,"badge":""}]},
                {"type":"textField","id":"tf","placeholder":"Name"},
                {"type":"image","id":"img","decorative":true}
                """#))
        let button = screen.elements[try index(of: "b", in: screen)]
        #expect(button.role == .destructive)
        #expect(button.style == .filled)
        #expect(button.controlSize == .large)
        #expect(button.isDefault)
        #expect(button.bezeled == false)
        #expect(button.pointer?.effect == .lift)
        #expect(button.pointer?.shape == .circle)
        #expect(button.pointer?.cornerRadius == 8)
        #expect(button.pointer?.hover?.scale == 1.1)
        #expect(button.pointer?.hover?.shadow == true)
        #expect(button.pointer?.hover?.tint == false)
        #expect(button.pointer?.annotation == "Delete")

        let toggle = screen.elements[try index(of: "tg", in: screen)]
        #expect(toggle.toggleStyle == .switch)
        #expect(toggle.isOn == true)
        let on = try #require(toggle.states?.on)
        #expect(on.symbol == "star.fill")
        #expect(on.shape == .capsule)
        #expect(on.border?.color == RGBA(r: 0, g: 0, b: 0, a: 1))
        #expect(on.border?.width == 2)
        #expect(on.indicator == "checkmark")
        let off = try #require(toggle.states?.off)
        #expect(off.title == "Off")
        #expect(off.font?.size == 15)
        #expect(off.foreground == nil)

        #expect(screen.elements[try index(of: "c", in: screen)].action == .showDetail)
        #expect(screen.elements[try index(of: "c", in: screen)].bezeled == true)
        let popUp = screen.elements[try index(of: "p", in: screen)]
        #expect(popUp.options == ["A", "B"])
        #expect(popUp.selected == "B")
        let menu = try #require(screen.elements[try index(of: "pd", in: screen)].menu)
        #expect(menu.title == "More")
        #expect(menu.items.count == 2)
        #expect(menu.items[0].destructive && menu.items[0].separatorBefore && !menu.items[0].confirms)
        #expect(menu.items[1].symbol == "gear")

        let alert = try #require(screen.elements[try index(of: "al", in: screen)].dialog)
        #expect(alert.title == "Delete?")
        #expect(alert.message == "Gone.")
        #expect(alert.informational)
        #expect(alert.layout == .stack)
        #expect(alert.textFields == 2)
        #expect(alert.cautionSymbol)
        #expect(alert.buttons.map(\.role) == [.cancel, .destructive, .default, .default, .default])
        #expect(alert.buttons.map(\.isDefault) == [false, true, false, false, false])
        let sheet = try #require(screen.elements[try index(of: "as", in: screen)].dialog)
        #expect(sheet.buttons.map(\.title) == ["Copy"])

        let tabBar = try #require(screen.elements[try index(of: "tb", in: screen)].tabBar)
        #expect(tabBar.compact)
        #expect(tabBar.items.count == 2)
        #expect(tabBar.items[0].symbolVariant == .fill)
        #expect(tabBar.items[0].badge == nil)
        #expect(tabBar.items[0].glyph?.shape == .wide)
        #expect(tabBar.items[0].glyph?.width == 25)
        #expect(tabBar.items[1].action)
        #expect(!tabBar.items[1].enabled)
        #expect(tabBar.items[1].badge == nil)
        // Tab items and dialog buttons are not elements.
        #expect(screen.elements.count == 10)

        #expect(screen.elements[try index(of: "tf", in: screen)].placeholder == "Name")
        #expect(screen.elements[try index(of: "img", in: screen)].decorative)
    }

    @Test func gradientAndBackgroundImage() throws {
        let screen = try decodeScreen(
            screenDocument(
                #"""
                {"type":"view","id":"obj","gradient":{"stops":["#000","#fff"]}},
                {"type":"view","id":"text","gradient":"linear"},
                {"type":"view","id":"yes","gradient":true},
                {"type":"view","id":"no","gradient":false},
                {"type":"view","id":"img","backgroundImage":true}
                """#))
        let flags = screen.elements.map { ($0.id ?? "", $0.gradient, $0.backgroundImage) }
        #expect(flags.map(\.1) == [true, true, true, false, false])
        #expect(flags.map(\.2) == [false, false, false, false, true])
        #expect(screen.elements.map(\.paintsBackground) == [true, true, true, false, true])
    }

    @Test func deepElementTreesDecodeWithoutRecursion() throws {
        let depth = 250
        var json = ""
        for _ in 0..<depth { json += #"{"type":"view","children":["# }
        json += #"{"type":"text","id":"leaf"}"#
        for _ in 0..<depth { json += "]}" }
        let screen = try decodeScreen(screenDocument(json))
        #expect(screen.elements.count == depth + 1)
        let leaf = try index(of: "leaf", in: screen)
        #expect(screen.elements[leaf].depth == depth)
        #expect(screen.pointer(of: leaf) == "/elements/0" + String(repeating: "/children/0", count: depth))
        #expect(screen.elements[0].subtreeEnd == depth + 1)
    }
}

@Suite struct ScreenDecoderTreeTests {
    static let tree = screenDocument(
        #"""
        {"type":"view","id":"a","children":[
            {"type":"text","id":"a0"},
            {"type":"view","id":"a1","children":[{"type":"text","id":"a10"}]}]},
        {"type":"toolbar","id":"t","items":[{"type":"button","id":"t0"},{"type":"button","id":"t1"}],"children":[{"type":"text","id":"tc0"}]},
        {"type":"navigationBar","id":"n","items":[{"type":"button","id":"n0","children":[{"type":"image","id":"n00"}]}]},
        {"type":"tabBar","id":"tb","items":[{"title":"Home"}]},
        {"type":"text","id":"b"}
        """#)

    @Test func elementsAreFlattenedInPaintOrder() throws {
        let screen = try decodeScreen(Self.tree)
        #expect(screen.elements.map { $0.id ?? "?" } == ["a", "a0", "a1", "a10", "t", "tc0", "t0", "t1", "n", "n0", "n00", "tb", "b"])
    }

    @Test func pointersParentsAndContainers() throws {
        let screen = try decodeScreen(Self.tree)
        let expected: [(String, String, String?, Element.Container, Int, Int)] = [
            ("a", "/elements/0", nil, .elements, 0, 0),
            ("a0", "/elements/0/children/0", "a", .children, 0, 1),
            ("a1", "/elements/0/children/1", "a", .children, 1, 1),
            ("a10", "/elements/0/children/1/children/0", "a1", .children, 0, 2),
            ("t", "/elements/1", nil, .elements, 1, 0),
            ("tc0", "/elements/1/children/0", "t", .children, 0, 1),
            ("t0", "/elements/1/items/0", "t", .items, 0, 1),
            ("t1", "/elements/1/items/1", "t", .items, 1, 1),
            ("n", "/elements/2", nil, .elements, 2, 0),
            ("n0", "/elements/2/items/0", "n", .items, 0, 1),
            ("n00", "/elements/2/items/0/children/0", "n0", .children, 0, 2),
            ("tb", "/elements/3", nil, .elements, 3, 0),
            ("b", "/elements/4", nil, .elements, 4, 0),
        ]
        for (id, pointer, parent, container, ordinal, depth) in expected {
            let i = try index(of: id, in: screen)
            let element = screen.elements[i]
            #expect(screen.pointer(of: i) == pointer, "\(id)")
            #expect(element.container == container, "\(id)")
            #expect(element.indexInContainer == ordinal, "\(id)")
            #expect(element.depth == depth, "\(id)")
            if let parent {
                #expect(element.parent == (try index(of: parent, in: screen)), "\(id)")
            } else {
                #expect(element.parent == -1, "\(id)")
            }
        }
    }

    @Test func subtreeEndsAndChildren() throws {
        let screen = try decodeScreen(Self.tree)
        #expect(screen.elements.map(\.subtreeEnd) == [4, 2, 4, 4, 8, 6, 7, 8, 11, 11, 11, 12, 13])
        #expect(screen.children(of: -1) == [0, 4, 8, 11, 12])
        #expect(screen.children(of: 0) == [1, 2])
        #expect(screen.children(of: 4) == [5, 6, 7])
        #expect(screen.children(of: 3) == [])
        #expect(screen.isAncestor(0, of: 3))
        #expect(screen.isAncestor(2, of: 3))
        #expect(!screen.isAncestor(1, of: 3))
        #expect(!screen.isAncestor(0, of: 4))
        #expect(!screen.isAncestor(3, of: 3))
    }

    @Test func hiddenAndDisabledAreInherited() throws {
        let screen = try decodeScreen(
            screenDocument(
                #"""
                {"type":"view","id":"hiddenParent","hidden":true,"children":[{"type":"text","id":"hiddenChild","hidden":false,
                    "children":[{"type":"text","id":"hiddenGrandchild"}]}]},
                {"type":"view","id":"disabledParent","enabled":false,"children":[{"type":"button","id":"disabledChild","enabled":true}]},
                {"type":"toolbar","id":"bar","hidden":true,"items":[{"type":"button","id":"hiddenItem"}]},
                {"type":"view","id":"plain","children":[{"type":"text","id":"selfHidden","hidden":true},{"type":"text","id":"selfDisabled","enabled":false}]}
                """#))
        func element(_ id: String) throws -> Element { screen.elements[try index(of: id, in: screen)] }
        #expect(try element("hiddenParent").isHiddenInTree)
        #expect(try element("hiddenChild").isHiddenInTree)
        #expect(try element("hiddenChild").hidden == false)
        #expect(try element("hiddenGrandchild").isHiddenInTree)
        #expect(try element("disabledParent").isDisabledInTree)
        #expect(try element("disabledChild").isDisabledInTree)
        #expect(try element("disabledChild").enabled)
        #expect(try element("disabledChild").isHiddenInTree == false)
        #expect(try element("hiddenItem").isHiddenInTree)
        #expect(try element("plain").isHiddenInTree == false)
        #expect(try element("plain").isDisabledInTree == false)
        #expect(try element("selfHidden").isHiddenInTree)
        #expect(try element("selfDisabled").isDisabledInTree)
        #expect(try element("selfDisabled").isHiddenInTree == false)
    }
}

/// A document the decoder must reject: the pointer, the message key, and text the message must contain.
struct RejectedScreen: Sendable, CustomTestStringConvertible {
    var json: String
    var pointer: String
    var key: String
    var mentions: [String]

    init(_ json: String, _ pointer: String, _ key: String, mentions: [String] = []) {
        self.json = json
        self.pointer = pointer
        self.key = key
        self.mentions = mentions
    }

    /// An element (JSON text) placed alone in `elements`.
    static func element(_ element: String, _ pointer: String, _ key: String, mentions: [String] = []) -> RejectedScreen {
        RejectedScreen(screenDocument(element), pointer, key, mentions: mentions)
    }

    var testDescription: String { "\(pointer) \(key): \(json.prefix(120))" }
}

@Suite struct ScreenDecoderErrorTests {
    static let allowedPlatforms = "iOS, iPadOS, macOS, watchOS, tvOS, visionOS"
    static let allowedWeights = "ultraLight, thin, light, regular, medium, semibold, bold, heavy, black"

    static let cases: [RejectedScreen] = [
        // The document
        .init(#"{"elements":[]}"#, "/format", "input.missing-format", mentions: ["format", "hig-screen/1"]),
        .init(#"{"format":null,"elements":[]}"#, "/format", "input.missing-format"),
        .init(#"{"format":"  ","elements":[]}"#, "/format", "input.missing-format"),
        .init(#"{"format":"hig-screen/2","elements":[]}"#, "/format", "input.wrong-format", mentions: ["hig-screen/1", "hig-screen/2"]),
        .init(#"{"format":"HIG-SCREEN/1","elements":[]}"#, "/format", "input.wrong-format"),
        .init(#"{"format":1,"elements":[]}"#, "/format", "input.string-one-of", mentions: [#""hig-screen/1""#]),
        .init(#"{"format":"hig-screen/1"}"#, "/elements", "input.missing-elements"),
        .init(#"{"format":"hig-screen/1","elements":null}"#, "/elements", "input.missing-elements"),
        .init(#"{"format":"hig-screen/1","elements":{}}"#, "/elements", "input.array"),
        .init(#"[]"#, "", "input.document-object", mentions: ["hig-screen/1"]),
        .init(#""hig-screen/1""#, "", "input.document-object"),
        .init(screenDocument("", #""platform":"Android""#), "/platform", "input.enumeration", mentions: [allowedPlatforms, "Android"]),
        .init(screenDocument("", #""platform":7"#), "/platform", "input.string-one-of", mentions: ["iOS, iPadOS"]),
        .init(screenDocument("", #""appearance":"sepia""#), "/appearance", "input.enumeration", mentions: ["light, dark", "sepia"]),
        .init(screenDocument("", #""id":["a"]"#), "/id", "input.string"),
        .init(screenDocument("", #""locale":5"#), "/locale", "input.string"),
        .init(screenDocument("", #""background":"red""#), "/background", "input.color-text", mentions: ["red"]),
        .init(screenDocument("", #""size":{"width":-1,"height":2}"#), "/size/width", "input.non-negative"),
        .init(screenDocument("", #""size":[1,2]"#), "/size", "input.object"),
        .init(
            screenDocument("", #""context":{"presentation":"drawer"}"#), "/context/presentation", "input.enumeration",
            mentions: ["fullScreen, modal, sheet, popover", "drawer"]),
        .init(screenDocument("", #""context":{"atLaunch":"yes"}"#), "/context/atLaunch", "input.bool"),
        .init(screenDocument("", #""auditIgnore":["text-contrast",2]"#), "/auditIgnore/1", "input.string"),
        .init(screenDocument("", #""auditIgnore":"text-contrast""#), "/auditIgnore", "input.array"),

        // Elements
        .element(##"{"type":"text","foreground":"#12345G"}"##, "/elements/0/foreground", "input.color-text", mentions: ["#12345G", "#RRGGBB"]),
        .element(#"{"type":"text","foreground":"12345F"}"#, "/elements/0/foreground", "input.color-text"),
        .element(##"{"type":"text","foreground":"#12345"}"##, "/elements/0/foreground", "input.color-text"),
        .element(#"{"type":"text","foreground":12}"#, "/elements/0/foreground", "input.color"),
        .element(#"{"type":"text","background":true}"#, "/elements/0/background", "input.color"),
        .element(#"{"type":"text","foreground":{"r":1.5,"g":0,"b":0}}"#, "/elements/0/foreground/r", "input.number-between", mentions: ["0", "1"]),
        .element(#"{"type":"text","foreground":{"r":0,"g":-0.1,"b":0}}"#, "/elements/0/foreground/g", "input.number-between"),
        .element(#"{"type":"text","foreground":{"r":0,"g":0,"b":0,"a":2}}"#, "/elements/0/foreground/a", "input.number-between"),
        .element(#"{"type":"text","foreground":{"r":0,"g":0,"b":"0"}}"#, "/elements/0/foreground/b", "input.number"),
        .element(#"{"type":"text","foreground":{"g":0,"b":0}}"#, "/elements/0/foreground/r", "input.color-component", mentions: ["\"r\""]),
        .element(#"{"type":"text","foreground":{"r":0,"g":null,"b":0}}"#, "/elements/0/foreground/g", "input.color-component", mentions: ["\"g\""]),
        .element(
            #"{"type":"text","foreground":{"r":0,"g":0,"b":0,"space":"adobe-rgb"}}"#, "/elements/0/foreground/space", "input.color-space",
            mentions: ["srgb, display-p3", "adobe-rgb"]),
        .element(#"{"type":"text","frame":"0,0,10,10"}"#, "/elements/0/frame", "input.rect", mentions: ["[x, y, width, height]"]),
        .element(#"{"type":"text","frame":[0,0,10]}"#, "/elements/0/frame", "input.rect"),
        .element(#"{"type":"text","frame":{"x":0,"y":0,"width":1,"height":1}}"#, "/elements/0/frame", "input.rect"),
        .element(#"{"type":"text","frame":[0,0,"10",10]}"#, "/elements/0/frame/2", "input.rect"),
        .element(#"{"type":"text","frame":[0,0,1e400,10]}"#, "/elements/0/frame/2", "input.number-range"),
        .element(#"{"type":"text","hitRegion":[0,0,1,null]}"#, "/elements/0/hitRegion/3", "input.rect"),
        .element(#"{"type":"text","font":{"size":13,"weight":950}}"#, "/elements/0/font/weight", "input.number-between", mentions: ["100", "900"]),
        .element(#"{"type":"text","font":{"weight":50}}"#, "/elements/0/font/weight", "input.number-between"),
        .element(#"{"type":"text","font":{"weight":"extraBold"}}"#, "/elements/0/font/weight", "input.enumeration", mentions: [allowedWeights, "extraBold"]),
        .element(#"{"type":"text","font":{"weight":true}}"#, "/elements/0/font/weight", "input.weight", mentions: ["100", "900", allowedWeights]),
        .element(#"{"type":"text","font":{"size":-1}}"#, "/elements/0/font/size", "input.non-negative"),
        .element(#"{"type":"text","font":{"size":1e400}}"#, "/elements/0/font/size", "input.number-range"),
        .element(#"{"type":"text","font":{"size":-1e400}}"#, "/elements/0/font/size", "input.number-range"),
        .element(#"{"type":"text","font":"bold"}"#, "/elements/0/font", "input.object"),
        .element(#"{"text":"Hello"}"#, "/elements/0/type", "input.missing-type", mentions: ["type"]),
        .element(#"{"type":"","text":"Hello"}"#, "/elements/0/type", "input.missing-type"),
        .element(#"{"type":null}"#, "/elements/0/type", "input.missing-type"),
        .element(#"{"type":3}"#, "/elements/0/type", "input.string-one-of", mentions: ["view, text, image"]),
        .element(#"{"type":"button","role":false}"#, "/elements/0/role", "input.string-one-of", mentions: ["normal, primary, cancel, destructive"]),
        .element(
            #"{"type":"alert","buttons":[{"title":"OK","role":2}]}"#, "/elements/0/buttons/0/role", "input.string-one-of",
            mentions: ["default, cancel, destructive"]),
        .element(#"5"#, "/elements/0", "input.element-object"),
        .element(#"{"type":"text"},"text""#, "/elements/1", "input.element-object"),
        .element(#"{"type":"text","hidden":"yes"}"#, "/elements/0/hidden", "input.bool"),
        .element(#"{"type":"text","enabled":1}"#, "/elements/0/enabled", "input.bool"),
        .element(#"{"type":"text","text":42}"#, "/elements/0/text", "input.string"),
        .element(#"{"type":"view","children":{}}"#, "/elements/0/children", "input.array"),
        .element(
            ##"{"type":"view","children":[{"type":"text"},{"type":"text","foreground":"#zzz"}]}"##,
            "/elements/0/children/1/foreground", "input.color-text"),
        .element(
            #"{"type":"view","children":[{"type":"view","children":[{"id":"x"}]}]}"#,
            "/elements/0/children/0/children/0/type", "input.missing-type"),
        .element(#"{"type":"toolbar","items":[{"title":"x"}]}"#, "/elements/0/items/0/type", "input.missing-type"),
        .element(#"{"type":"navigationBar","items":"none"}"#, "/elements/0/items", "input.array"),
        .element(##"{"type":"text","border":{"color":"#000","width":-2}}"##, "/elements/0/border/width", "input.non-negative"),
        .element(
            #"{"type":"button","role":"secondary"}"#, "/elements/0/role", "input.enumeration",
            mentions: ["normal, primary, cancel, destructive", "secondary"]),
        .element(#"{"type":"button","style":"outlined"}"#, "/elements/0/style", "input.enumeration", mentions: ["filled, tinted, gray, plain, bordered"]),
        .element(#"{"type":"button","size":"huge"}"#, "/elements/0/size", "input.enumeration", mentions: ["small, medium, large"]),
        .element(#"{"type":"button","pointer":{"effect":"glow"}}"#, "/elements/0/pointer/effect", "input.enumeration"),
        .element(#"{"type":"button","pointer":{"hover":{"scale":"big"}}}"#, "/elements/0/pointer/hover/scale", "input.number"),
        .element(#"{"type":"toggle","style":"checkbox"}"#, "/elements/0/style", "input.enumeration", mentions: ["button, switch"]),
        .element(##"{"type":"toggle","states":{"on":{"foreground":"#GGG"}}}"##, "/elements/0/states/on/foreground", "input.color-text"),
        .element(
            #"{"type":"toggle","states":{"off":{"shape":"star"}}}"#, "/elements/0/states/off/shape", "input.enumeration",
            mentions: ["none, roundedRect, circle, capsule"]),
        .element(#"{"type":"toggle","states":{"on":"bold"}}"#, "/elements/0/states/on", "input.object"),
        .element(#"{"type":"closeButton","action":"dismiss"}"#, "/elements/0/action", "input.enumeration", mentions: ["close, navigate, showDetail"]),
        .element(#"{"type":"popUpButton","options":["A",null]}"#, "/elements/0/options/1", "input.string"),
        .element(#"{"type":"pullDownButton","menu":{"items":[{"title":"A"},"B"]}}"#, "/elements/0/menu/items/1", "input.menu-item-object"),
        .element(#"{"type":"pullDownButton","menu":{"items":[{"title":"A","destructive":"no"}]}}"#, "/elements/0/menu/items/0/destructive", "input.bool"),
        .element(#"{"type":"alert","textFields":1.5}"#, "/elements/0/textFields", "input.whole-number"),
        .element(#"{"type":"alert","textFields":-1}"#, "/elements/0/textFields", "input.whole-number"),
        .element(#"{"type":"alert","textFields":"2"}"#, "/elements/0/textFields", "input.number"),
        .element(#"{"type":"alert","layout":"grid"}"#, "/elements/0/layout", "input.enumeration", mentions: ["row, stack"]),
        .element(#"{"type":"alert","buttons":[{"title":"OK"},"Cancel"]}"#, "/elements/0/buttons/1", "input.button-object"),
        .element(#"{"type":"alert","buttons":[{"title":"OK","role":"maybe"}]}"#, "/elements/0/buttons/0/role", "input.dialog-role", mentions: ["maybe"]),
        .element(#"{"type":"actionSheet","buttons":[{"title":"OK","isDefault":"true"}]}"#, "/elements/0/buttons/0/isDefault", "input.bool"),
        .element(
            #"{"type":"tabBar","items":[{"title":"A","glyph":{"shape":"hexagon"}}]}"#, "/elements/0/items/0/glyph/shape", "input.enumeration",
            mentions: ["circular, square, wide, tall"]),
        .element(#"{"type":"tabBar","items":[{"title":"A","badge":3}]}"#, "/elements/0/items/0/badge", "input.string"),
        .element(#"{"type":"tabBar","items":[{"title":"A","symbolVariant":"thin"}]}"#, "/elements/0/items/0/symbolVariant", "input.enumeration"),
        .element(#"{"type":"tabBar","items":["Home"]}"#, "/elements/0/items/0", "input.tab-item-object"),
        .element(#"{"type":"image","decorative":"true"}"#, "/elements/0/decorative", "input.bool"),
        .element(#"{"type":"textField","placeholder":false}"#, "/elements/0/placeholder", "input.string"),
    ]

    @Test(arguments: cases)
    func rejected(input: RejectedScreen) throws {
        let error = try decodeError(input.json)
        #expect(error.pointer == input.pointer)
        #expect(error.problem.key.rawValue == input.key)
        #expect(error.line == nil && error.column == nil)
        let text = error.message(in: .en)
        for mention in input.mentions {
            #expect(text.contains(mention), "\(text.debugDescription) does not mention \(mention)")
        }
        #expect(!text.contains("{"), "unfilled placeholder in \(text)")
        #expect(missingMessageKeys(in: error.problem).isEmpty)
    }

    @Test func syntaxErrorsKeepLineColumnAndPointer() throws {
        let error = try decodeError("{\"format\":\"hig-screen/1\",\n \"elements\":[")
        #expect(error.problem.key == "input.not-json")
        #expect(error.pointer == "/elements/0")
        #expect(error.line == 2)
        #expect(error.column == 14)
        #expect(error.message(in: .en) == "not valid JSON: unexpected end of file: expected a value")
    }

    @Test func syntaxErrorPointersEscapeKeys() throws {
        let error = try decodeError(#"{"format":"hig-screen/1","a/b~c":{"x~1":["#)
        #expect(error.pointer == "/a~1b~0c/x~01/0")
    }

    @Test(arguments: [
        (#"{"format":"hig-screen/1","elements":[{"type":"text","font":{"size":1e400}}]}"#, "/elements/0/font/size"),
        (#"{"format":"hig-screen/1","size":{"width":1e999,"height":1},"elements":[]}"#, "/size/width"),
        (#"{"format":"hig-screen/1","elements":[{"type":"button","frame":[0,0,1e400,44]}]}"#, "/elements/0/frame/2"),
    ])
    func numbersOutOfRangeAreInputErrors(json: String, pointer: String) throws {
        let error = try decodeError(json)
        #expect(error.pointer == pointer)
        #expect(error.message(in: .en) == "the number is out of range (at \(pointer))")
        #expect(error.message(in: .ja).hasSuffix("（場所: \(pointer)）"))
    }

    /// The message names the JSON Pointer of the bad value or the missing key, and the allowed values.
    /// The values are listed with the reader's list separator.
    @Test func messagesNameThePointerAndTheAllowedValues() throws {
        let english = ElementType.allCases.map(\.rawValue).joined(separator: ", ")
        let japanese = ElementType.allCases.map(\.rawValue).joined(separator: "、")
        let missing = try decodeError(#"{"format":"hig-screen/1","elements":[{"text":"x"}]}"#)
        #expect(missing.pointer == "/elements/0/type")
        #expect(missing.message(in: .en) == #"the required key "type" is missing: it must be one of \#(english) (at /elements/0/type)"#)
        let wrongType = try decodeError(#"{"format":"hig-screen/1","elements":[{"type":3}]}"#)
        #expect(wrongType.message(in: .en) == "must be a string, one of \(english) (at /elements/0/type)")
        #expect(wrongType.message(in: .ja) == "文字列で、\(japanese) のいずれかでなければなりません（場所: /elements/0/type）")
    }

    @Test func emptyFileAndBinaryGarbage() throws {
        let empty = try decodeError(bytes: [])
        #expect(empty.problem.key == "input.not-json")
        #expect(empty.message(in: .en) == "not valid JSON: the file is empty")
        #expect(empty.pointer == "")
        #expect(empty.line == 1 && empty.column == 1)

        let garbage = try decodeError(bytes: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0xFF, 0xD8])
        #expect(garbage.problem.key == "input.not-json")
        #expect(garbage.message(in: .en) == "not valid JSON: expected a value, found byte 0x7F")

        let png = try decodeError(bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(png.message(in: .en) == "not valid JSON: expected a value, found byte 0x89")
    }

    @Test func hundredThousandNestedArraysFailQuickly() throws {
        let clock = ContinuousClock()
        let prefix = Array(#"{"format":"hig-screen/1","elements":"#.utf8)
        let bytes = prefix + [UInt8](repeating: UInt8(ascii: "["), count: 100_000) + [UInt8](repeating: UInt8(ascii: "]"), count: 100_000) + [UInt8(ascii: "}")]
        var result: InputError?
        let elapsed = try clock.measure { result = try decodeError(bytes: bytes) }
        let error = try #require(result)
        #expect(error.message(in: .en).contains("nesting deeper than 512 levels"))
        #expect(error.pointer.hasPrefix("/elements/0/0/0"))
        #expect(elapsed < .seconds(20), "a liveness bound, generous for a loaded machine")
    }

    @Test func theFirstBadElementIsReported() throws {
        let error = try decodeError(screenDocument(##"{"type":"text"},{"type":"text","foreground":"#1"},{"type":"text","foreground":"#2"}"##))
        #expect(error.pointer == "/elements/1/foreground")
    }
}

/// The Dynamic Type keys: read as written, refused at their pointer when out of range.
@Suite struct DynamicTypeKeyDecodingTests {
    @Test func theKeysAreRead() throws {
        let screen = try decodeScreen(
            screenDocument(
                #"""
                {"type":"text","text":"a","font":{"textStyle":"TITLE1","scales":false,"minimumScaleFactor":0.5,"setByCode":true},
                 "maxLines":2,"lineBreak":"truncatetail","fixedHeight":true},
                {"type":"textView","text":"notes","placeholder":"Notes"},
                {"type":"text","text":"b","font":{"size":13}}
                """#))
        let font = try #require(screen.elements[0].font)
        #expect(font.textStyle == .title1 && font.scales == false && font.minimumScaleFactor == 0.5 && font.setByCode)
        #expect(screen.elements[0].textLayout == TextLayout(maxLines: 2, lineBreak: .truncateTail, fixedHeight: true))
        #expect(screen.elements[1].type == .textView && screen.elements[1].placeholder == "Notes")
        #expect(screen.elements[1].unknownTypeName == nil)
        #expect(screen.elements[2].font?.scales == nil && screen.elements[2].font?.setByCode == false)
        #expect(screen.elements[2].textLayout == nil)
    }

    @Test(arguments: [
        (#"{"type":"text","font":{"textStyle":"bodyy"}}"#, "/elements/0/font/textStyle"),
        (#"{"type":"text","font":{"scales":"yes"}}"#, "/elements/0/font/scales"),
        (#"{"type":"text","font":{"minimumScaleFactor":0}}"#, "/elements/0/font/minimumScaleFactor"),
        (#"{"type":"text","font":{"minimumScaleFactor":1}}"#, "/elements/0/font/minimumScaleFactor"),
        (#"{"type":"text","font":{"setByCode":1}}"#, "/elements/0/font/setByCode"),
        (#"{"type":"text","maxLines":-1}"#, "/elements/0/maxLines"),
        (#"{"type":"button","maxLines":1.5}"#, "/elements/0/maxLines"),
        (#"{"type":"text","lineBreak":"ellipsis"}"#, "/elements/0/lineBreak"),
        (#"{"type":"view","fixedHeight":"no"}"#, "/elements/0/fixedHeight"),
    ])
    func aBadValueIsRefusedAtItsKey(_ element: String, _ pointer: String) throws {
        let error = try decodeError(screenDocument(element))
        #expect(error.pointer == pointer)
        #expect(missingMessageKeys(in: error.problem).isEmpty)
    }
}

/// The `contrast` key and variant colors (`increase-contrast.md`).
@Suite struct ContrastVariantDecodingTests {
    @Test func aStandardScreenUsesStandardValuesAndHasACounterpart() throws {
        let screen = try decodeScreen(
            screenDocument(
                #"""
                {"type":"text","text":"a","foreground":{"standard":"#007AFF","increased":"#0040DD","name":"Accent"}},
                {"type":"view","background":{"standard":"#FFFFFF","name":"Paper"}}
                """#, ##""background":{"standard":"#F2F2F7","increased":"#EBEBF0"}"##))
        #expect(screen.contrast == .standard)
        #expect(screen.elements[0].foreground == RGBA(hex: "#007AFF"))
        #expect(screen.elements[0].colorNames?.foreground == NamedColor(name: "Accent", hasIncreased: true))
        #expect(screen.elements[1].colorNames?.background == NamedColor(name: "Paper", hasIncreased: false))
        #expect(screen.background == RGBA(hex: "#F2F2F7")?.opaque)
        let counterpart = try #require(screen.counterpart?.screen)
        #expect(counterpart.contrast == .increased)
        #expect(counterpart.elements[0].foreground == RGBA(hex: "#0040DD"))
        #expect(counterpart.elements[1].background == RGBA(hex: "#FFFFFF"), "no increased value: the standard one")
        #expect(counterpart.background == RGBA(hex: "#EBEBF0")?.opaque)
    }

    @Test func anIncreasedScreenUsesIncreasedValuesAndHasNoCounterpart() throws {
        let screen = try decodeScreen(
            screenDocument(##"{"type":"text","text":"a","foreground":{"standard":"#007AFF","increased":"#0040DD"}}"##, #""contrast":"Increased""#))
        #expect(screen.contrast == .increased)
        #expect(screen.elements[0].foreground == RGBA(hex: "#0040DD"))
        #expect(screen.counterpart == nil)
    }

    @Test func withoutAnIncreasedValueThereIsNoCounterpart() throws {
        let screen = try decodeScreen(screenDocument(##"{"type":"text","text":"a","foreground":{"standard":"#666666","name":"Gray"}}"##))
        #expect(screen.counterpart == nil)
        #expect(screen.elements[0].foreground == RGBA(hex: "#666666"))
    }

    @Test(arguments: [
        (##"{"type":"text","foreground":{"increased":"#000000"}}"##, "", "/elements/0/foreground/standard"),
        (##"{"type":"text","foreground":{"standard":{"standard":"#000000"}}}"##, "", "/elements/0/foreground/standard"),
        (##"{"type":"text","foreground":{"standard":"#000000","increased":"nope"}}"##, "", "/elements/0/foreground/increased"),
        (#"{"type":"text"}"#, #""contrast":"high""#, "/contrast"),
    ])
    func aBadVariantOrContrastIsRefusedAtItsPlace(_ element: String, _ extra: String, _ pointer: String) throws {
        let error = try decodeError(screenDocument(element, extra))
        #expect(error.pointer == pointer)
        #expect(missingMessageKeys(in: error.problem).isEmpty)
    }
}
