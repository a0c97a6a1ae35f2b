import Foundation
import HIGAuditCore
import HIGAuditRules
import Testing

@testable import HIGAuditInterfaceBuilder

struct InterfaceBuilderImportTests {
    /// A XIB whose root view holds `subviews` (markup), on white, after the top-level
    /// objects `objects` (markup: a File's Owner with its outlets).
    static func xib(_ subviews: String, resources: String = "", objects: String = "") -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <objects>\(objects)
                    <view contentMode="scaleToFill" id="root-1">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
            \(subviews)
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                </objects>
                <resources>\(resources)</resources>
            </document>
            """.utf8)
    }

    static func lightScreen(_ bytes: [UInt8], directory: String? = nil, catalogs: AssetCatalogs? = nil) throws -> Screen {
        guard case .screens(let screens, _) = try InterfaceBuilderImport.read(bytes, fileName: "Test.xib", directory: directory, catalogs: catalogs)
        else { throw InputError(Message("input.not-json", [:]), pointer: "") }
        let light = try #require(screens.first { $0.appearance == .light })
        return try light.decoded.get()
    }

    static func button(_ id: String, y: Int, _ extra: String, attributes: String = "") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" \(attributes) id="\(id)">
            <rect key="frame" x="10" y="\(y)" width="100" height="44"/>
            <state key="normal" image="gear"/>\(extra)
        </button>
        """
    }

    /// `isElement="NO"` hides a button from assistive technologies, as an attribute or in its
    /// accessibility configuration: it needs no label. A visible symbol-only button does.
    @Test func aButtonHiddenFromAccessibilityNeedsNoLabel() throws {
        let screen = try Self.lightScreen(
            Self.xib(
                Self.button("plain", y: 0, "")
                    + Self.button("configured", y: 50, #"<accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>"#)
                    + Self.button("attribute", y: 100, "", attributes: #"isElement="NO""#)))
        let decorative = Dictionary(uniqueKeysWithValues: screen.elements.compactMap { element in element.id.map { ($0, element.decorative) } })
        #expect(decorative == ["root-1": false, "plain": false, "configured": true, "attribute": true])
        let unlabelled = Auditor(rules: RuleCatalog.all).audit(screen).filter { $0.rule == "button-missing-label" }
        #expect(unlabelled.map(\.pointer) == ["/elements/0/children/0"])
    }

    /// Two root views with one id would be two screens writing one report: the document is
    /// not read, and the error points at the second of them.
    @Test func twoRootViewsWithOneIdAreAnInputError() throws {
        let scene = { (scene: String, controller: String) in
            """
                    <scene sceneID="\(scene)"><objects><viewController id="\(controller)">
                        <view key="view" contentMode="scaleToFill" id="same"><rect key="frame" x="0" y="0" width="390" height="844"/></view>
                    </viewController></objects></scene>
            """
        }
        let bytes = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <scenes>
            \(scene("s1", "vc1"))
            \(scene("s2", "vc2"))
                </scenes>
            </document>
            """.utf8)
        do {
            _ = try InterfaceBuilderImport.read(bytes, fileName: "Main.storyboard", directory: nil, catalogs: nil)
            Issue.record("read a document with two root views named alike")
        } catch {
            #expect(error.line == 8)
            #expect(error.message(in: .en).hasPrefix("the root view on line 5 has this one's object id \"same\" too"))
        }
    }

    /// A catalog's group folders are searched whatever their names, a dot included
    /// (`Brand v2.0`); the folders of other asset kinds are not.
    @Test func colorsetsInAGroupWithADotInItsNameAreFound() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ib-catalog-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pale =
            #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.900","green":"0.900","blue":"0.900","alpha":"1.000"}}}]}"#
        for folder in ["Assets.xcassets/Brand v2.0/PaleDot.colorset", "Assets.xcassets/Icon.imageset/Hidden.colorset"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            try Data(pale.utf8).write(to: URL(fileURLWithPath: root + "/" + folder + "/Contents.json"))
        }
        let label = { (id: String, name: String) in
            """
            <label text="Pale" id="\(id)"><rect key="frame" x="10" y="10" width="200" height="21"/><color key="textColor" name="\(name)"/></label>
            """
        }
        let saved = { (name: String) in
            #"<namedColor name="\#(name)"><color red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#
        }
        let screen = try Self.lightScreen(
            Self.xib(label("dotted", "PaleDot") + label("inImageSet", "Hidden"), resources: saved("PaleDot") + saved("Hidden")),
            directory: root, catalogs: AssetCatalogs(root: root))
        let colors = Dictionary(uniqueKeysWithValues: screen.elements.compactMap { element in element.id.map { ($0, element.foreground) } })
        #expect(colors["dotted"] == RGBA(r: 0.9, g: 0.9, b: 0.9, a: 1), "from the colorset in the dotted group")
        #expect(colors["inImageSet"] == RGBA(r: 0.1, g: 0.1, b: 0.1, a: 1), "an image set's folder is not a group: the saved value")
    }
}
