import Foundation
import HIGAuditCore
import HIGAuditRules
import Testing

@testable import HIGAuditInterfaceBuilder

/// `interface-builder.md`, "Which files" and "Screens and appearances": a root `<archive>`
/// (the format before Xcode 5) is skipped, never an error; a view controller directly
/// under a XIB's `<objects>` is a screen, as a storyboard scene's is.
struct OlderAndOddDocumentTests {
    @Test func aDocumentSavedBeforeXcode5IsSkipped() throws {
        let archive = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                <data><int key="IBDocument.SystemTarget">1280</int></data>
            </archive>
            """.utf8)
        guard case .savedBeforeXcode5 = try InterfaceBuilderImport.read(archive, fileName: "Old.xib", directory: nil, catalogs: nil) else {
            Issue.record("an <archive> document is skipped as saved before Xcode 5")
            return
        }
    }

    @Test func aViewControllerAtTheTopOfAXibIsAScreen() throws {
        let launch = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <viewController id="01J-lp-oVM">
                        <view key="view" contentMode="scaleToFill" id="Ze5-6b-2t3">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <label text="Welcome" id="lab-el-001">
                                    <rect key="frame" x="20" y="400" width="350" height="21"/>
                                    <color key="textColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                </label>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                    </viewController>
                </objects>
            </document>
            """.utf8)
        guard case .screens(let screens, _) = try InterfaceBuilderImport.read(launch, fileName: "LaunchScreen.xib", directory: nil, catalogs: nil) else {
            Issue.record("a XIB with a view controller has screens")
            return
        }
        let screen = try #require(screens.first)
        #expect(screens.map(\.objectId) == ["Ze5-6b-2t3"])
        #expect(screen.title == "LaunchScreen")
        let findings = Auditor(rules: RuleCatalog.all).audit(try screen.decoded.get()).map(screen.locate)
        #expect(findings.contains { $0.rule == "text-contrast" && $0.elementId == "lab-el-001" })
    }
}
