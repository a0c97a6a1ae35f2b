import HIGAuditCore
import HIGAuditRules
import Testing

@testable import HIGAuditInterfaceBuilder

/// How buttons and bar button items are read: images written as `<imageReference>`,
/// custom views, two-state buttons and attributed titles.
struct ButtonImportTests {
    typealias Support = InterfaceBuilderImportTests

    static func findings(_ screen: Screen) -> [Finding] { Auditor(rules: RuleCatalog.all).audit(screen) }

    static func element(_ id: String, in screen: Screen) throws -> Element {
        try #require(screen.elements.first { $0.id == id })
    }

    static func button(_ id: String, _ states: String, attributes: String = #"buttonType="system""#) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" \(attributes) id="\(id)">
            <rect key="frame" x="10" y="10" width="120" height="44"/>
            \(states)
        </button>
        """
    }

    /// Xcode 12 and later write a symbol with a scale as a child `<imageReference>` of the
    /// state: it is the button's symbol, so a button showing only it needs a label.
    @Test func aStateImageWrittenAsAnImageReferenceIsTheSymbol() throws {
        let screen = try Support.lightScreen(
            Support.xib(
                Self.button(
                    "lock",
                    #"<state key="normal"><imageReference key="image" image="lock.rotation" catalog="system" symbolScale="large"/></state>"#)))
        #expect(try Self.element("lock", in: screen).symbol == "lock.rotation")
        let rules = Self.findings(screen).map(\.rule)
        #expect(rules.contains("button-missing-label"))
        #expect(!rules.contains("button-no-content"))
    }

    /// A bar button item's image may be an `<imageReference>` too; an item showing a custom
    /// button takes that button's title; one showing another custom view is a view, drawn
    /// in code, not a button without content.
    @Test func barButtonItemsReadImageReferencesAndCustomViews() throws {
        let bytes = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1">
                                <view key="view" contentMode="scaleToFill" id="root-1">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                </view>
                                <navigationItem key="navigationItem" id="nav1">
                                    <barButtonItem key="leftBarButtonItem" style="plain" id="share">
                                        <imageReference key="image" image="square.and.arrow.up" catalog="system"/>
                                    </barButtonItem>
                                    <rightBarButtonItems>
                                        <barButtonItem style="plain" id="signIn">
                                            <button key="customView" opaque="NO" contentMode="scaleToFill" buttonType="system" id="signInButton">
                                                <rect key="frame" x="300" y="5" width="77" height="34"/>
                                                <state key="normal" title="Sign In"/>
                                            </button>
                                        </barButtonItem>
                                        <barButtonItem style="plain" id="spinner">
                                            <view key="customView" contentMode="scaleToFill" id="spinnerView">
                                                <rect key="frame" x="250" y="5" width="34" height="34"/>
                                            </view>
                                        </barButtonItem>
                                    </rightBarButtonItems>
                                </navigationItem>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.utf8)
        let screen = try Support.lightScreen(bytes)
        #expect(try Self.element("share", in: screen).symbol == "square.and.arrow.up")
        let signIn = try Self.element("signInButton", in: screen)
        #expect(signIn.type == .button)
        #expect(signIn.title == "Sign In")
        #expect(try Self.element("spinner", in: screen).type == .view)
        let byElement = Self.findings(screen).map { "\($0.rule) \($0.pointer)" }
        #expect(byElement.filter { $0.hasPrefix("button-no-content") }.isEmpty, "\(byElement)")
        #expect(byElement.filter { $0.hasPrefix("button-missing-label") }.count == 1, "the share item only: \(byElement)")
    }

    /// A toolbar's item showing a custom button is that button, once, read as any button is
    /// (id, frame, colors): the button is not also a view of the toolbar. A custom view that
    /// is no button stays a view of its own.
    @Test func aToolbarItemsCustomButtonIsAuditedOnce() throws {
        let screen = try Support.lightScreen(
            Support.xib(
                """
                <toolbar opaque="NO" contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                    <items>
                        <barButtonItem style="plain" id="gearItem">
                            <button key="customView" opaque="NO" contentMode="scaleToFill" buttonType="system" id="gearButton">
                                <rect key="frame" x="16" y="7" width="30" height="30"/>
                                <state key="normal" image="gear"/>
                            </button>
                        </barButtonItem>
                        <barButtonItem style="plain" id="paleItem">
                            <button key="customView" opaque="NO" contentMode="scaleToFill" buttonType="system" id="paleButton">
                                <rect key="frame" x="300" y="0.0" width="80" height="44"/>
                                <state key="normal" title="Pale">
                                    <color key="titleColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                </state>
                            </button>
                        </barButtonItem>
                        <barButtonItem style="plain" id="spinnerItem">
                            <view key="customView" contentMode="scaleToFill" id="spinnerView">
                                <rect key="frame" x="60" y="5" width="34" height="34"/>
                            </view>
                        </barButtonItem>
                    </items>
                </toolbar>
                """))
        #expect(Set(screen.elements.compactMap(\.id)) == ["root-1", "bar", "gearButton", "paleButton", "spinnerItem", "spinnerView"])
        let unlabelled = Self.findings(screen).filter { $0.rule == "button-missing-label" }
        #expect(unlabelled.map(\.pointer) == ["/elements/0/children/0/items/0"])
        #expect(unlabelled.map(\.elementId) == ["gearButton"])
        // Its frame, saved relative to the bar, is where it stands on the screen: 30 pt is small.
        #expect(try Self.element("gearButton", in: screen).frame == Rect(x: 16, y: 7, width: 30, height: 30))
        #expect(Self.findings(screen).filter { $0.rule == "touch-target-size" }.map(\.elementId) == ["gearButton"])
        // Read as any button is: its title color against the bar is measured.
        #expect(Self.findings(screen).filter { $0.rule == "text-contrast" }.map(\.elementId) == ["paleButton"])
    }

    /// A two-state button whose selected state keeps the normal title color is checked for
    /// contrast once, as the button, not again for each state.
    @Test func aToggleStateInTheButtonsOwnColorIsNotCheckedAgain() throws {
        let pale = #"<color key="titleColor" white="0.75" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let screen = try Support.lightScreen(
            Support.xib(Self.button("follow", #"<state key="normal" title="Follow">\#(pale)</state><state key="selected" title="Following"/>"#)))
        let follow = try Self.element("follow", in: screen)
        #expect(follow.type == .toggle)
        let contrast = Self.findings(screen).filter { $0.rule == "text-contrast" }
        #expect(contrast.map(\.pointer) == ["/elements/0/children/0"])
    }

    /// Another background image in the selected state alone does not make a two-state
    /// button: what it changes can't be told from its name.
    @Test func aSelectedBackgroundImageAloneIsNoToggle() throws {
        let screen = try Support.lightScreen(
            Support.xib(
                Self.button(
                    "google", #"<state key="normal" title="Sign in" backgroundImage="google"/><state key="selected" backgroundImage="google-pressed"/>"#)))
        #expect(try Self.element("google", in: screen).type == .button)
        #expect(!Self.findings(screen).contains { $0.rule == "toggle-indistinguishable" })
    }

    /// UIKit draws a glyph for an info, detail disclosure, add or close button, with an
    /// accessibility label of its own: such a button is neither empty nor unlabelled, and
    /// its glyph is checked in its tint.
    @Test func systemGlyphButtonsShowAGlyphWithALabel() throws {
        let screen = try Support.lightScreen(
            Support.xib(
                Self.button("info", "", attributes: #"buttonType="infoLight""#)
                    + Self.button("add", #"<accessibility key="accessibilityConfiguration" label="New contact"/>"#, attributes: #"buttonType="contactAdd""#)))
        let info = try Self.element("info", in: screen)
        #expect(info.symbol == "info.circle")
        #expect(info.accessibilityLabel == "More Info")
        #expect(info.foreground == RGBA(r: 0, g: 122 / 255, b: 1, a: 1))
        #expect(try Self.element("add", in: screen).accessibilityLabel == "New contact")
        let rules = Set(Self.findings(screen).map(\.rule))
        #expect(rules.isDisjoint(with: ["button-no-content", "button-missing-label"]), "\(rules)")
    }

    /// A custom button draws its image in the image's own colors: an image-only one has no
    /// known glyph color (not its white title color), so its glyph is not measured, though
    /// it still needs a label.
    @Test func aCustomButtonsImageHasNoKnownColor() throws {
        let screen = try Support.lightScreen(Support.xib(Self.button("trash", #"<state key="normal" image="icon_trash"/>"#, attributes: "")))
        let trash = try Self.element("trash", in: screen)
        #expect(trash.symbol == "icon_trash")
        #expect(trash.foreground == nil)
        let rules = Self.findings(screen).map(\.rule)
        #expect(rules.contains("button-missing-label"))
        #expect(!rules.contains("glyph-contrast"))
    }

    /// A title written as an attributed string is a title (the button is labelled), not
    /// checked for contrast, and counted.
    @Test func anAttributedTitleIsATitleNotCheckedForContrast() throws {
        let attributed = """
            <state key="normal" image="checkbox"><attributedString key="attributedTitle">
                <fragment content="Use custom "><attributes><color key="NSColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></attributes></fragment>
                <fragment content="server"><attributes><color key="NSColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></attributes></fragment>
            </attributedString></state>
            """
        let bytes = Support.xib(Self.button("custom", attributed, attributes: #"hasAttributedTitle="YES""#))
        let screen = try Support.lightScreen(bytes)
        let custom = try Self.element("custom", in: screen)
        #expect(custom.title == "Use custom server")
        #expect(custom.symbol == nil)
        #expect(custom.foreground == nil)
        let rules = Set(Self.findings(screen).map(\.rule))
        #expect(rules.isDisjoint(with: ["button-no-content", "button-missing-label", "glyph-contrast", "text-contrast"]), "\(rules)")
        guard case .screens(let screens, _) = try InterfaceBuilderImport.read(bytes, fileName: "Test.xib", directory: nil, catalogs: nil) else {
            Issue.record("no screens")
            return
        }
        #expect(screens.map(\.attributedTitlesSkipped) == [1])
    }
}
