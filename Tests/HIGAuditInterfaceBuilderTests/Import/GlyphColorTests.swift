import Foundation
import HIGAuditCore
import HIGAuditRules
import Testing

@testable import HIGAuditInterfaceBuilder

/// `interface-builder.md`, "Colors": the glyph (the image of an image-only button) of a
/// system-type button is drawn in its tint, whatever `titleColor` says; a custom-type
/// button's image keeps its own colors.
struct GlyphColorTests {
    static func button(_ type: String, titleColor: String) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" \(type) id="glyph">
            <rect key="frame" x="10" y="10" width="44" height="44"/>
            <color key="tintColor" red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <state key="normal" image="gear">
                <color key="titleColor" \(titleColor) colorSpace="custom" customColorSpace="sRGB"/>
            </state>
        </button>
        """
    }

    static func glyph(_ type: String) throws -> (Element, [Finding]) {
        // A white title color that would fail on white; the black tint passes.
        let xib = InterfaceBuilderImportTests.xib(Self.button(type, titleColor: #"red="1" green="1" blue="1" alpha="1""#))
        let screen = try InterfaceBuilderImportTests.lightScreen(xib)
        let element = try #require(screen.elements.first { $0.id == "glyph" })
        return (element, Auditor(rules: RuleCatalog.all).audit(screen).filter { $0.rule == "glyph-contrast" })
    }

    @Test func aSystemButtonsGlyphIsDrawnInItsTint() throws {
        let (element, findings) = try Self.glyph(#"buttonType="system""#)
        #expect(element.foreground == RGBA(r: 0, g: 0, b: 0, a: 1))
        #expect(findings.isEmpty)
    }

    @Test func aCustomButtonsImageKeepsItsOwnColors() throws {
        let (element, findings) = try Self.glyph("")
        #expect(element.foreground == nil)
        #expect(findings.isEmpty)
    }
}
