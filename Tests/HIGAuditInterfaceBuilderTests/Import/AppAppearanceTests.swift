import Foundation
import HIGAuditCore
import Testing

@testable import HIGAuditInterfaceBuilder

/// `interface-builder.md`, "Which appearances the app has": the nearest `Info.plist`'s
/// `UIUserInterfaceStyle`, else the project's `INFOPLIST_KEY_UIUserInterfaceStyle` in every
/// build configuration that has it; a screen is audited only in the appearances the app has.
struct AppAppearanceTests {
    static func plist(_ style: String?) -> String {
        let entry = style.map { "<key>UIUserInterfaceStyle</key><string>\($0)</string>" } ?? ""
        return #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleName</key><string>A</string>\#(entry)</dict></plist>"#
    }

    @Test func anInfoPlistSaysLightDarkOrNothing() {
        #expect(AppAppearanceSetting.fromInfoPlist(Array(Self.plist("Light").utf8)) == [.light])
        #expect(AppAppearanceSetting.fromInfoPlist(Array(Self.plist("Dark").utf8)) == [.dark])
        #expect(AppAppearanceSetting.fromInfoPlist(Array(Self.plist("Automatic").utf8)) == nil)
        #expect(AppAppearanceSetting.fromInfoPlist(Array(Self.plist(nil).utf8)) == nil)
        #expect(AppAppearanceSetting.fromInfoPlist(Array("not a plist".utf8)) == nil)
    }

    @Test func aProjectSaysItWhenEveryConfigurationAgrees() {
        let light = "\t\t\t\tINFOPLIST_KEY_UIUserInterfaceStyle = Light;\n"
        let dark = "\t\t\t\tINFOPLIST_KEY_UIUserInterfaceStyle = \"Dark\";\n"
        #expect(AppAppearanceSetting.fromProject(Array((light + "PRODUCT_NAME = A;\n" + light).utf8)) == [.light])
        #expect(AppAppearanceSetting.fromProject(Array(dark.utf8)) == [.dark])
        #expect(AppAppearanceSetting.fromProject(Array((light + dark).utf8)) == nil)
        #expect(AppAppearanceSetting.fromProject(Array("PRODUCT_NAME = A;\n".utf8)) == nil)
    }

    /// A tree: `root/.git`, `root/App/Info.plist`, `root/App/Base.lproj/` (the document's
    /// folder), and `root/Tests/Info.plist` (another target's, which the walk meets later).
    static func tree(app: String?, tests: String? = "Dark", project: String? = nil) throws -> (root: URL, documents: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("app-appearance-\(UUID().uuidString)")
        let documents = root.appendingPathComponent("App/Base.lproj")
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        if let app { try Data(Self.plist(app == "-" ? nil : app).utf8).write(to: root.appendingPathComponent("App/Info.plist")) }
        if let tests {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
            try Data(Self.plist(tests).utf8).write(to: root.appendingPathComponent("Tests/Info.plist"))
        }
        if let project {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
            try Data("INFOPLIST_KEY_UIUserInterfaceStyle = \(project);\n".utf8).write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        }
        return (root, documents)
    }

    @Test func theNearestInfoPlistDecides() throws {
        let (root, documents) = try Self.tree(app: "Light")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(AssetCatalogs(root: root.path).appAppearances(fromDirectory: documents.path) == [.light])
    }

    @Test func anInfoPlistThatDoesNotSayLeavesItToTheProject() throws {
        let (root, documents) = try Self.tree(app: "-", project: "Dark")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(AssetCatalogs(root: root.path).appAppearances(fromDirectory: documents.path) == [.dark])
        let (bare, folder) = try Self.tree(app: "-")
        defer { try? FileManager.default.removeItem(at: bare) }
        #expect(AssetCatalogs(root: bare.path).appAppearances(fromDirectory: folder.path) == nil)
    }

    @Test func aScreenIsAuditedOnlyInTheAppearancesTheAppHas() throws {
        // A label in labelColor: dynamic, so light and dark when the app has both.
        let xib = InterfaceBuilderImportTests.xib(#"<label text="Hi" id="lab-1"><rect key="frame" x="0" y="0" width="100" height="20"/></label>"#)
        func appearances(_ app: Set<Appearance>?) throws -> [Appearance] {
            guard case .screens(let screens, _) = try InterfaceBuilderImport.read(xib, fileName: "A.xib", directory: nil, catalogs: nil, appearances: app)
            else { return [] }
            return screens.map(\.appearance)
        }
        #expect(try appearances(nil) == [.light, .dark])
        #expect(try appearances([.light, .dark]) == [.light, .dark])
        #expect(try appearances([.light]) == [.light])
        #expect(try appearances([.dark]) == [.dark])
    }
}
