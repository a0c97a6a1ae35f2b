import Foundation
import HIGAuditCore
import HIGAuditRules
import Testing

@testable import HIGAuditInterfaceBuilder

/// `interface-builder.md`, the `imageView` row: an image view is `decorative` unless made an
/// accessibility element (`isElement="YES"`), as UIKit's image views are not accessibility
/// elements by default and Interface Builder writes nothing for that default.
struct ImageViewAccessibilityTests {
    static func imageView(_ id: String, y: Int, attributes: String = "", _ inside: String = "") -> String {
        """
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="logo" \(attributes) id="\(id)">
            <rect key="frame" x="10" y="\(y)" width="100" height="40"/>\(inside)
        </imageView>
        """
    }

    static func findings(_ subviews: String) throws -> (Screen, [Finding]) {
        let screen = try InterfaceBuilderImportTests.lightScreen(InterfaceBuilderImportTests.xib(subviews))
        return (screen, Auditor(rules: RuleCatalog.all).audit(screen).filter { $0.rule == "image-missing-label" })
    }

    @Test func anImageViewWithUIKitsDefaultIsDecorative() throws {
        let (screen, findings) = try Self.findings(
            Self.imageView("default", y: 0)
                + Self.imageView("off", y: 50, #"<accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>"#))
        let decorative = Dictionary(uniqueKeysWithValues: screen.elements.compactMap { element in element.id.map { ($0, element.decorative) } })
        #expect(decorative["default"] == true)
        #expect(decorative["off"] == true)
        #expect(findings.isEmpty)
    }

    @Test func anImageViewMadeAnAccessibilityElementNeedsALabel() throws {
        let (screen, findings) = try Self.findings(
            Self.imageView("attribute", y: 0, attributes: #"isElement="YES""#)
                + Self.imageView("configured", y: 50, #"<accessibility key="accessibilityConfiguration" isElement="YES"/>"#)
                + Self.imageView("bool", y: 100, #"<accessibility key="accessibilityConfiguration"><bool key="isElement" value="YES"/></accessibility>"#)
                + Self.imageView(
                    "labelled", y: 150,
                    #"<accessibility key="accessibilityConfiguration" label="Company logo"><bool key="isElement" value="YES"/></accessibility>"#))
        #expect(findings.map(\.pointer) == ["/elements/0/children/0", "/elements/0/children/1", "/elements/0/children/2"])
        #expect(screen.tool == .interfaceBuilder)
        // Said in Interface Builder's words, not the JSON key of hig-screen/1.
        let english = try #require(findings.first).message.rendered(in: .en)
        #expect(english.contains("Accessibility › Label in the Identity inspector"), "\(english)")
        #expect(!english.contains("decorative\": true"))
        let japanese = try #require(findings.first).message.rendered(in: .ja)
        #expect(japanese.contains("Identity インスペクタ"), "\(japanese)")
    }

    /// The same rule on a hand-written screen keeps naming the JSON key.
    @Test func aScreenDescriptionIsToldItsOwnKey() throws {
        let screen = try ScreenDecoder().decode(json: Array(#"{"format":"hig-screen/1","elements":[{"type":"image","symbol":"photo"}]}"#.utf8)).get()
        let finding = try #require(Auditor(rules: RuleCatalog.all).audit(screen).first { $0.rule == "image-missing-label" })
        #expect(finding.message.rendered(in: .en).contains("\"decorative\": true"))
    }
}
