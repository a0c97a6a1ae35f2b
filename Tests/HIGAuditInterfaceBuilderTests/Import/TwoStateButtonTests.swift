import Foundation
import HIGAuditCore
import HIGAuditRules
import Testing

@testable import HIGAuditInterfaceBuilder

/// `interface-builder.md`, the `button` row: a two-state button is a `toggle` when its
/// `selected` state draws something else (another title or image, or, on a button that
/// shows a title, another title color); a selected title color on a button without a
/// title makes no toggle. `rules.md`: a toggle that shows only symbols needs a label.
struct TwoStateButtonTests {
    static func button(_ id: String, y: Int, states: String) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" id="\(id)">
            <rect key="frame" x="10" y="\(y)" width="44" height="44"/>
            \(states)
        </button>
        """
    }

    static let red = #"<color key="titleColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    static func audit(_ subviews: String) throws -> (Screen, [Finding]) {
        let screen = try InterfaceBuilderImportTests.lightScreen(InterfaceBuilderImportTests.xib(subviews))
        return (screen, Auditor(rules: RuleCatalog.all).audit(screen))
    }

    @Test func aSelectedTitleColorOnAnImageButtonMakesNoToggle() throws {
        let (screen, findings) = try Self.audit(
            Self.button("old", y: 0, states: #"<state key="normal" image="star"/><state key="selected">\#(Self.red)</state>"#))
        let element = try #require(screen.elements.first { $0.id == "old" })
        #expect(element.type == .button)
        #expect(findings.filter { $0.rule == "button-missing-label" }.map(\.elementId) == ["old"])
        #expect(!findings.contains { $0.rule.hasPrefix("toggle") })
    }

    @Test func aSelectedTitleColorOnATitledButtonMakesAToggle() throws {
        let (screen, _) = try Self.audit(
            Self.button("titled", y: 0, states: #"<state key="normal" title="Follow"/><state key="selected">\#(Self.red)</state>"#))
        #expect(screen.elements.first { $0.id == "titled" }?.type == .toggle)
    }

    @Test func anImageToggleWithoutALabelIsFound() throws {
        let (screen, findings) = try Self.audit(
            Self.button("mute", y: 0, states: #"<state key="normal" image="speaker"/><state key="selected" image="speaker.slash"/>"#)
                + Self.button("labelled", y: 60, states: #"<state key="normal" image="bold"/><state key="selected" image="bold.fill"/>"#)
                .replacingOccurrences(of: "</button>", with: #"<accessibility key="accessibilityConfiguration" label="Bold"/></button>"#))
        #expect(screen.elements.first { $0.id == "mute" }?.type == .toggle)
        #expect(findings.filter { $0.rule == "button-missing-label" }.map(\.elementId) == ["mute"])
    }
}
