import HIGAuditCore
import Testing

@testable import HIGAuditInterfaceBuilder

@Suite struct XMLScannerWellFormedTests {
    @Test func elementsInDocumentOrderWithTheirTree() throws {
        let document = try XMLTesting.parse(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document a="1">
                <objects>
                    <view id="v1"><subviews><label id="l1"/><button id="b1"></button></subviews></view>
                    <view id="v2"/>
                </objects>
                <resources/>
            </document>

            """)
        let names = (0..<document.count).map { document.name(of: $0) }
        #expect(names == ["document", "objects", "view", "subviews", "label", "button", "view", "resources"])
        #expect(document.root == 0)
        #expect(document.parent(of: 0) == nil)
        #expect(Array(document.children(of: 0)) == [1, 7])
        #expect(Array(document.children(of: 1)) == [2, 6])
        #expect(Array(document.children(of: 3)) == [4, 5])
        #expect(Array(document.children(of: 4)) == [])
        #expect(document.parent(of: 5) == 3)
        #expect(document.subtreeEnd(of: 0) == 8)
        #expect(document.subtreeEnd(of: 2) == 6)
        #expect(document.subtreeEnd(of: 4) == 5)
        #expect(document.depth(of: 0) == 0)
        #expect(document.depth(of: 5) == 4)
        #expect(document.firstChild(of: 1, named: "view") == 2)
        #expect(document.firstChild(of: 0, named: "view") == nil)
        #expect(document.firstChild(of: 0) == 1)
        #expect(document.firstChild(of: 4) == nil)
        #expect(document.nextSibling(of: 2) == 6)
        #expect(document.nextSibling(of: 6) == nil)
        #expect(document.nextSibling(of: 0) == nil)
        #expect(XMLTesting.isConsistent(document))
    }

    @Test func attributesWithEitherQuoteAndWhitespaceAroundTheEqualsSign() throws {
        let document = try XMLTesting.parse("<a x = 'one \"1\"'\n\ty\t=\"two '2'\"  z=''/>")
        let attributes = document.attributes(of: 0)
        #expect(attributes.map(\.name) == ["x", "y", "z"])
        #expect(attributes.map(\.value) == ["one \"1\"", "two '2'", ""])
        #expect(document.attribute("y", of: 0) == "two '2'")
        #expect(document.attribute("missing", of: 0) == nil)
        #expect(document.hasAttribute("z", of: 0))
        #expect(!document.hasAttribute("Z", of: 0))
    }

    @Test func prologAndEpilogMayHoldCommentsProcessingInstructionsAndWhitespace() throws {
        let document = try XMLTesting.parse(
            """
            <?xml version="1.0"?>
            <!-- a comment with <tags> & ampersands -->
            <?app-specific data?>
            <root/>
            <!-- trailing -->
            <?trailing?>

            """)
        #expect(document.count == 1)
        #expect(document.isNamed(0, "root"))
    }

    @Test func contentMayHoldTextCommentsCDATAAndProcessingInstructions() throws {
        let document = try XMLTesting.parse(
            """
            <a>text &lt; &amp;&#65;&#x1F600; > ]] ]>
            <!-- <b/> -->
            <![CDATA[ <c/> & ]] ]]>
            <?pi <d/>?>
            <e/>
            </a>
            """)
        #expect((0..<document.count).map { document.name(of: $0) } == ["a", "e"])
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let document = try XMLScanner().parse([0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\"?><a b=\"c\"/>".utf8))
        #expect(document.isNamed(0, "a"))
        #expect(document.attribute("b", of: 0) == "c")
        #expect(document.byteOffset(of: 0) == 24)
        #expect(document.location(of: 0) == XMLTesting.position(line: 1, column: 22))
    }

    @Test func namesMayUseNonASCIILettersColonsDotsAndDashes() throws {
        let document = try XMLTesting.parse("<ns:élément_1 data-x.y=\"1\" 名前=\"2\"><_a·b/></ns:élément_1>")
        #expect(document.name(of: 0) == "ns:élément_1")
        #expect(document.isNamed(0, "ns:élément_1"))
        #expect(document.attribute("名前", of: 0) == "2")
        #expect(document.attribute("data-x.y", of: 0) == "1")
        #expect(document.name(of: 1) == "_a·b")
    }

    @Test func endTagMayHaveWhitespaceBeforeTheGreaterThanSign() throws {
        let document = try XMLTesting.parse("<a><b></b \n></a\t>")
        #expect(document.count == 2)
    }

    @Test func doctypeIsSkippedWithQuotesBracketsAndCommentsInside() throws {
        let document = try XMLTesting.parse(
            """
            <?xml version="1.0"?>
            <!DOCTYPE root SYSTEM "x]>.dtd" [
              <!-- a comment with ] and > and ' -->
              <!ENTITY a "text with > and ] and '">
              <!ENTITY b 'text with " and ['>
              <!ATTLIST root x CDATA "<">
              <?pi ] > ?>
              <![INCLUDE[ <!ELEMENT root ANY> ]]>
            ]>
            <!-- after -->
            <root x="&lt;"/>
            """)
        #expect(document.count == 1)
        #expect(document.attribute("x", of: 0) == "<")
        #expect(document.location(of: 0) == XMLTesting.position(line: 11, column: 1))
    }

    @Test func doctypeWithoutInternalSubset() throws {
        let document = try XMLTesting.parse(
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist/>")
        #expect(document.isNamed(0, "plist"))
    }

    @Test func depthLimitIsInclusive() throws {
        let scanner = XMLScanner(maxDepth: 3)
        let document = try scanner.parse(Array("<a><b><c/></b></a>".utf8))
        #expect(document.depth(of: 2) == 2)
        XMLTesting.expectError("<a><b><c><d/></c></b></a>", .tooDeep(limit: 3), line: 1, column: 10, scanner: scanner)
    }

    @Test func attributeLimitIsInclusive() throws {
        let scanner = XMLScanner(maxAttributesPerElement: 2)
        let document = try scanner.parse(Array("<a x='1' y='2'><b x='1' y='2'/></a>".utf8))
        #expect(document.attributes(of: 1).count == 2)
        XMLTesting.expectError("<a x='1' y='2' z='3'/>", .tooManyAttributes(limit: 2), line: 1, column: 16, scanner: scanner)
    }

    @Test func defaultLimits() {
        let scanner = XMLScanner()
        #expect(scanner.maxDepth == 512)
        #expect(scanner.maxAttributesPerElement == 256)
    }

    @Test func manyAttributesUpToTheDefaultLimit() throws {
        let attributes = (0..<256).map { " a\($0)=\"\($0)\"" }.joined()
        let document = try XMLTesting.parse("<e\(attributes)/>")
        #expect(document.attributes(of: 0).count == 256)
        #expect(document.attribute("a255", of: 0) == "255")
        XMLTesting.expectError("<e\(attributes) x=''/>", .tooManyAttributes(limit: 256), line: 1, column: 3 + attributes.count + 1)
    }
}
