import Foundation
import HIGAuditCore
import HIGAuditRules
import Testing

@testable import HIGAuditInterfaceBuilder

/// `interface-builder.md`, "Content set in code": an element that an `<outlet>` or
/// `<outletCollection>` connects to is one code reaches and may fill. Empty in the file,
/// it gets a note (`measured.incomplete`) from `button-no-content` and `tab-bar-item-count`
/// instead of their error or warning; an image button without a label keeps its error.
struct ContentSetInCodeTests {
    /// The File's Owner, whose outlets reach `btn-outlet`, `tab-outlet` and `btn-image`.
    static let owner = """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardView">
            <connections>
                <outlet property="moreButton" destination="btn-outlet" id="o-1"/>
                <outletCollection property="tabs" destination="tab-outlet" collectionClass="NSMutableArray" id="o-2"/>
                <outlet property="shareButton" destination="btn-image" id="o-3"/>
            </connections>
        </placeholder>
        """

    static func findings(_ subviews: String) throws -> [Finding] {
        let screen = try InterfaceBuilderImportTests.lightScreen(InterfaceBuilderImportTests.xib(subviews, objects: Self.owner))
        return Auditor(rules: RuleCatalog.all).audit(screen)
    }

    static func button(_ id: String, y: Int, state: String = "") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="\(id)">
            <rect key="frame" x="10" y="\(y)" width="100" height="44"/>\(state)
        </button>
        """
    }

    @Test func anEmptyButtonReachedByAnOutletGetsANote() throws {
        let findings = try Self.findings(Self.button("btn-outlet", y: 0) + Self.button("btn-plain", y: 50))
            .filter { $0.rule == "button-no-content" }
        #expect(findings.map(\.severity) == [.note, .error])
        let note = try #require(findings.first)
        #expect(note.pointer == "/elements/0/children/0")
        #expect(note.measured == .object(["incomplete": .bool(true)]))
        #expect(note.message.rendered(in: .en).contains("likely set in code"))
        #expect(note.message.rendered(in: .ja).contains("コードで設定されている"))
        // The other one is told what to set in Interface Builder.
        #expect(findings.last?.message.rendered(in: .en).contains("Attributes inspector") == true)
    }

    @Test func anImageButtonWithoutALabelKeepsItsErrorOutletOrNot() throws {
        let findings = try Self.findings(Self.button("btn-image", y: 0, state: #"<state key="normal" image="square.and.arrow.up"/>"#))
        #expect(findings.filter { $0.rule == "button-missing-label" }.map(\.severity) == [.error])
        #expect(!findings.contains { $0.rule == "button-no-content" })
    }

    @Test func anEmptyTabBarReachedByAnOutletGetsANote() throws {
        let bars = """
            <tabBar contentMode="scaleToFill" id="tab-outlet">
                <rect key="frame" x="0.0" y="795" width="390" height="49"/>
            </tabBar>
            <tabBar contentMode="scaleToFill" id="tab-plain">
                <rect key="frame" x="0.0" y="700" width="390" height="49"/>
            </tabBar>
            """
        let findings = try Self.findings(bars).filter { $0.rule == "tab-bar-item-count" }
        #expect(findings.map(\.severity) == [.note, .warning])
        #expect(findings.first?.message.rendered(in: .en).contains("likely set in code") == true)
        guard case .object(let members)? = findings.first?.measured else {
            Issue.record("the note is measured")
            return
        }
        #expect(members.contains(.init("incomplete", .bool(true))))
    }
}
