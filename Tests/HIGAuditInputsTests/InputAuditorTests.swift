import HIGAuditCore
import HIGAuditRules
import HIGAuditYAML
import Testing

@testable import HIGAuditInputs

/// What one input gives: reports, or the reason it was skipped, whatever kind it is.
@Suite struct InputAuditorTests {
    let auditor = InputAuditor(sourceAuditor: .withYAML(Auditor(rules: RuleCatalog.all)))

    func audit(_ text: String, path: String?, kind: InputKind? = nil) -> InputOutcome {
        let bytes = Array(text.utf8)
        return auditor.audit(
            source: path ?? "stdin", path: path, input: .bytes(bytes), kind: kind ?? path.map(InputKind.init(path:)) ?? InputKind(sniffing: bytes),
            catalogs: nil, auditedAt: "2026-01-01T00:00:00Z")
    }

    static let screen = #"{"format": "hig-screen/1", "screen": {"platform": "ios", "size": {"width": 390, "height": 844}}, "elements": []}"#

    @Test func aScreenDescriptionGivesOneReport() {
        let outcome = audit(Self.screen, path: "screens/home.json")
        #expect(outcome.skipped == nil)
        #expect(outcome.reports.count == 1)
        #expect(outcome.reports.first?.report.screen == "screens/home")
        #expect(outcome.reports.first?.report.error == nil)
    }

    @Test func theSameScreenInYAMLGivesTheSameFindings() {
        let yaml = "format: hig-screen/1\nscreen: {platform: ios, size: {width: 390, height: 844}}\nelements: []\n"
        let outcome = audit(yaml, path: "screens/home.yml")
        #expect(outcome.reports.count == 1)
        #expect(outcome.reports.first?.report.error == nil)
    }

    @Test func otherJSONInAJSONFileIsSkipped() {
        let outcome = audit(#"{"name": "app", "version": "1.0.0"}"#, path: "package.json")
        #expect(outcome.reports.isEmpty)
        #expect(outcome.skipped == .notScreenDescription)
    }

    @Test func otherJSONOnStandardInputIsAnError() {
        let outcome = audit(#"{"name": "app"}"#, path: nil)
        #expect(outcome.skipped == nil)
        #expect(outcome.reports.count == 1)
        #expect(outcome.reports.first?.report.screen == "stdin")
        #expect(outcome.reports.first?.report.error != nil)
    }

    @Test func aFigmaExportWithoutFramesHasNoScreens() {
        let figma =
            #"{"document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "#
            + #""children": [{"id": "0:1", "name": "Page 1", "type": "CANVAS", "children": []}]}, "components": {}, "schemaVersion": 0}"#
        let outcome = audit(figma, path: "design.json")
        #expect(outcome.reports.isEmpty)
        #expect(outcome.skipped == .noScreens)
    }

    @Test func anAppKitDocumentIsSkippedForItsPlatform() {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa">
                <objects/>
            </document>
            """
        let outcome = audit(xib, path: "Window.xib")
        #expect(outcome.reports.isEmpty)
        #expect(outcome.skipped == .otherPlatform(targetRuntime: "MacOSX.Cocoa"))
    }

    @Test func aDocumentSavedBeforeXcode5IsSkipped() {
        let archive = #"<?xml version="1.0" encoding="UTF-8"?><archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"/>"#
        #expect(audit(archive, path: "Old.xib").skipped == .savedBeforeXcode5)
    }

    @Test func standardInputHoldingXMLIsReadAsInterfaceBuilder() {
        let archive = #"<?xml version="1.0" encoding="UTF-8"?><archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"/>"#
        #expect(InputKind(sniffing: Array(archive.utf8)) == .interfaceBuilder)
        #expect(audit(archive, path: nil).skipped == .savedBeforeXcode5)
    }

    @Test func aSourceWithBytesThatAreNotUTF8IsShownEscaped() {
        let source = FileName.decode([0x73, 0xFF, 0x2E, 0x6A, 0x73, 0x6F, 0x6E])
        let bytes = Array(Self.screen.utf8)
        let outcome = auditor.audit(
            source: source, path: source, input: .bytes(bytes), kind: .json, catalogs: nil, auditedAt: "2026-01-01T00:00:00Z")
        #expect(outcome.reports.first?.report.source == "s\\xFF.json")
    }

    @Test func anUnreadableFileIsAnErrorReport() {
        let outcome = auditor.audit(
            source: "gone.json", path: "gone.json", input: .unreadable(reason: "it is a directory"), kind: .json, catalogs: nil,
            auditedAt: "2026-01-01T00:00:00Z")
        #expect(outcome.reports.count == 1)
        #expect(outcome.reports.first?.report.error != nil)
    }
}
