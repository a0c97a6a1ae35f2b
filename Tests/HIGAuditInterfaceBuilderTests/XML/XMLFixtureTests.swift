import HIGAuditCore
import Testing

@testable import HIGAuditInterfaceBuilder

/// The real storyboards and XIBs in Tests/Fixtures/real/ib.
@Suite struct XMLFixtureTests {
    @Test func thereAreThirtyFixtures() {
        #expect(XMLTesting.fixturePaths().count == 30)
    }

    @Test(arguments: XMLTesting.fixturePaths())
    func everyFixtureParses(path: String) throws {
        let bytes = try XMLTesting.fixtureBytes(path)
        let document = try XMLScanner().parse(bytes)
        #expect(document.isNamed(document.root, "document"))
        #expect(document.attribute("type", of: document.root)?.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.") == true)
        #expect(XMLTesting.isConsistent(document))
        // Every `<` followed by a letter opens an element (these files have no CDATA, and no
        // `<` in comments or text).
        var startTags = 0
        for i in 0..<bytes.count - 1 where bytes[i] == UInt8(ascii: "<") && (bytes[i + 1] | 0x20) &- UInt8(ascii: "a") < 26 {
            startTags += 1
        }
        #expect(document.count == startTags)
        for element in 0..<document.count {
            #expect(bytes[document.byteOffset(of: element)] == UInt8(ascii: "<"))
            #expect(document.location(of: element) == TextPosition(of: document.byteOffset(of: element), in: bytes))
        }
    }

    @Test func ampersandEntityAndItsLocation() throws {
        let document = try XMLScanner().parse(XMLTesting.fixtureBytes("netnewswire/iOS/Settings/Settings.storyboard"))
        let section = try #require((0..<document.count).first { document.attribute("id", of: $0) == "Bmb-Oi-RZK" })
        #expect(document.isNamed(section, "tableViewSection"))
        #expect(document.attribute("headerTitle", of: section) == "Notifications, Badge, Data, & More")
        // grep -n: line 21, 28 spaces before the `<`.
        #expect(document.location(of: section) == XMLTesting.position(line: 21, column: 29))
    }

    @Test func quotEntity() throws {
        let document = try XMLScanner().parse(XMLTesting.fixtureBytes("duckduckgo-ios/DuckDuckGo/Base.lproj/HomeRow.storyboard"))
        let fragment = try #require((0..<document.count).first { document.isNamed($0, "fragment") })
        #expect(document.attribute("content", of: fragment) == "In a sense of \"I understand\"")
        #expect(document.location(of: fragment) == XMLTesting.position(line: 101, column: 45))
        let parent = try #require(document.parent(of: fragment))
        #expect(document.isNamed(parent, "attributedString"))
        #expect(document.attribute("key", of: parent) == "userComments")
    }

    @Test func gtEntity() throws {
        let document = try XMLScanner().parse(XMLTesting.fixtureBytes("cwa-app-ios/src/xcode/ENA/ENA/Resources/Storyboards/Main.storyboard"))
        let state = try #require((0..<document.count).first { document.isNamed($0, "state") && document.attribute("title", of: $0) == ">" })
        #expect(document.location(of: state) == XMLTesting.position(line: 29, column: 41))
        #expect(document.attribute("key", of: state) == "normal")
    }

    @Test func smallXIBTree() throws {
        let document = try XMLScanner().parse(XMLTesting.fixtureBytes("netnewswire/iOS/Add/AddFeedSelectFolderTableViewCell.xib"))
        #expect(document.children(of: 0).map { document.name(of: $0) } == ["device", "dependencies", "objects"])
        let objects = try #require(document.firstChild(of: 0, named: "objects"))
        let view = try #require(document.firstChild(of: objects, named: "view"))
        #expect(document.attribute("customClass", of: view) == "AddFeedSelectFolderTableViewCell")
        #expect(document.location(of: view) == XMLTesting.position(line: 13, column: 9))
        let subviews = try #require(document.firstChild(of: view, named: "subviews"))
        let labels = document.children(of: subviews)
        #expect(labels.map { document.attribute("text", of: $0) } == ["Folder", "Detail"])
        #expect(document.attribute("File's Owner", of: 0) == nil)
        let owner = try #require(document.firstChild(of: objects, named: "placeholder"))
        #expect(document.attribute("userLabel", of: owner) == "File's Owner")
        #expect(document.count == 39)
    }
}
