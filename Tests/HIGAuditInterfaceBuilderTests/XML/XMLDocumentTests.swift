import HIGAuditCore
import Synchronization
import Testing

@testable import HIGAuditInterfaceBuilder

@Suite struct XMLDocumentAttributeTests {
    @Test func referencesAreReplaced() throws {
        let document = try XMLTesting.parse(
            """
            <a t="x&lt;y&gt;z &amp; &quot;q&quot; &apos;s&apos;" n="one&#10;two&#xA;three&#13;&#9;end" u="&#233;&#x1F600;&#x10FFFF;&#65;"/>
            """)
        #expect(document.attribute("t", of: 0) == "x<y>z & \"q\" 's'")
        #expect(document.attribute("n", of: 0) == "one\ntwo\nthree\r\tend")
        #expect(document.attribute("u", of: 0) == "é😀\u{10FFFF}A")
    }

    @Test func literalTabsAndLineBreaksBecomeSpaces() throws {
        let document = try XMLScanner().parse(Array("<a v='1\t2\n3\r\n4\r5\n\n6' w='&#13;&#10;\r\n'/>".utf8))
        // A CR LF pair is one line break, so one space.
        #expect(document.attribute("v", of: 0) == "1 2 3 4 5  6")
        #expect(document.attribute("w", of: 0) == "\r\n ")
    }

    @Test func valuesWithoutReferencesAreTakenAsWritten() throws {
        let document = try XMLTesting.parse("<a v=\"  spaced > out  \" e=\"\" m=\"é😀\"/>")
        #expect(document.attribute("v", of: 0) == "  spaced > out  ")
        #expect(document.attribute("e", of: 0) == "")
        #expect(document.attribute("m", of: 0) == "é😀")
    }

    @Test func attributeEqualsComparesTheDecodedValue() throws {
        let document = try XMLTesting.parse("<color key=\"backgroundColor\" name=\"a &amp; b\" white=\"1\"/>")
        #expect(document.attribute("key", of: 0, equals: "backgroundColor"))
        #expect(!document.attribute("key", of: 0, equals: "backgroundColo"))
        #expect(!document.attribute("key", of: 0, equals: "backgroundColorX"))
        #expect(document.attribute("name", of: 0, equals: "a & b"))
        #expect(!document.attribute("name", of: 0, equals: "a &amp; b"))
        #expect(!document.attribute("missing", of: 0, equals: ""))
    }

    @Test func attributesKeepTheirOrderAndDecodedValues() throws {
        let document = try XMLTesting.parse("<a z='1' a='&lt;' m='x\ty'/>")
        let attributes = document.attributes(of: 0)
        #expect(attributes.map(\.name) == ["z", "a", "m"])
        #expect(attributes.map(\.value) == ["1", "<", "x y"])
    }

    @Test func attributesBelongToTheirOwnElement() throws {
        let document = try XMLTesting.parse("<a x='1'><b/><c x='3' y='4'/></a>")
        #expect(document.attributes(of: 1).isEmpty)
        #expect(document.attribute("x", of: 1) == nil)
        #expect(document.attribute("x", of: 2) == "3")
        #expect(document.attribute("y", of: 0) == nil)
    }

    @Test func namesAreComparedWhole() throws {
        let document = try XMLTesting.parse("<view><views/><vie/></view>")
        #expect(document.isNamed(0, "view"))
        #expect(!document.isNamed(0, "vie"))
        #expect(!document.isNamed(0, "views"))
        #expect(!document.isNamed(0, "View"))
        #expect(document.isNamed(1, "views"))
        #expect(document.firstChild(of: 0, named: "vie") == 2)
    }
}

@Suite struct XMLDocumentLocationTests {
    /// XML 1.0 §2.11: CRLF and a CR alone end a line, as LF does.
    @Test func linesEndAtLFCRLFOrALoneCR() throws {
        for newline in ["\n", "\r\n", "\r"] {
            let document = try XMLTesting.parse(["<a>", "  <b/>", "<c/></a>"].joined(separator: newline))
            #expect(document.location(of: 1) == XMLTesting.position(line: 2, column: 3), "\(newline.debugDescription)")
            #expect(document.location(of: 2) == XMLTesting.position(line: 3, column: 1), "\(newline.debugDescription)")
        }
    }

    @Test func elementLocationsAreLineAndCharacterColumn() throws {
        let text = "<a>\n  <b/>é<c/>\n\t<d\n/></a>"
        let document = try XMLTesting.parse(text)
        #expect(document.location(of: 0) == XMLTesting.position(line: 1, column: 1))
        #expect(document.location(of: 1) == XMLTesting.position(line: 2, column: 3))
        #expect(document.location(of: 2) == XMLTesting.position(line: 2, column: 8))
        #expect(document.location(of: 3) == XMLTesting.position(line: 3, column: 2))
        #expect(document.byteOffset(of: 2) == 12)
        for element in 0..<document.count {
            #expect(document.location(of: element) == TextPosition(of: document.byteOffset(of: element), in: document.bytes))
        }
    }

    @Test func locationsAfterAByteOrderMark() throws {
        let document = try XMLScanner().parse([0xEF, 0xBB, 0xBF] + Array("<a><b/>\n<c/></a>".utf8))
        #expect(document.location(of: 0) == XMLTesting.position(line: 1, column: 1))
        #expect(document.location(of: 1) == XMLTesting.position(line: 1, column: 4))
        #expect(document.location(of: 2) == XMLTesting.position(line: 2, column: 1))
        #expect(document.position(ofByte: 0) == XMLTesting.position(line: 1, column: 1))
    }

    @Test func locationsAlongOneLongLine() throws {
        // A whole document on one line: columns come from checkpoints, not a scan from the line's start.
        for prefix: [UInt8] in [[], [0xEF, 0xBB, 0xBF]] {
            let bytes = prefix + Array(("<r>" + String(repeating: "<é a='ü😀'/>x", count: 20_000) + "</r>\n<!-- -->\n").utf8)
            let document = try XMLScanner().parse(bytes)
            #expect(document.count == 20_001)
            var matches = 0
            for element in Swift.stride(from: 0, to: document.count, by: 97) {
                if document.location(of: element) == TextPosition(of: document.byteOffset(of: element), in: bytes) { matches += 1 }
            }
            #expect(matches == (document.count + 96) / 97)
            #expect(document.location(of: 20_000) == XMLTesting.position(line: 1, column: 4 + 19_999 * 12))
            #expect(document.position(ofByte: bytes.count) == XMLTesting.position(line: 3, column: 1))
            #expect(document.position(ofByte: bytes.count - 1) == XMLTesting.position(line: 2, column: 9))
        }
    }

    @Test func attributeLocations() throws {
        let document = try XMLTesting.parse("<a>\n  <b x='1'\n     名='2'/></a>")
        #expect(document.location(ofAttribute: "x", of: 1) == XMLTesting.position(line: 2, column: 6))
        #expect(document.location(ofAttribute: "名", of: 1) == XMLTesting.position(line: 3, column: 6))
        #expect(document.location(ofAttribute: "y", of: 1) == nil)
    }
}

@Suite struct XMLElementNamesTests {
    /// Names are kept once each, past the table's first size, and each element still has
    /// its own; the classifier is asked once per distinct name.
    @Test func eachDistinctNameIsKeptOnceAndClassifiedOnce() throws {
        let names = (0..<100).map { "name\($0)" } + ["é", "a", "ab", "ba"]
        let body = (names + names.reversed()).map { "<\($0)/>" }.joined()
        let asked = Counter()
        let document = try XMLScanner(classify: { name in
            asked.add()
            return name.hasPrefix("name") ? 1 : 2
        }).parse(Array("<root>\(body)</root>".utf8))
        #expect(document.count == 1 + names.count * 2)
        #expect(document.elementNames.names.count == names.count + 1)
        #expect(asked.value == names.count + 1)
        for element in 1..<document.count {
            let expected = element <= names.count ? names[element - 1] : names[names.count * 2 - element]
            #expect(document.name(of: element) == expected)
            #expect(document.isNamed(element, expected))
            #expect(document.nameKind(of: element) == (expected.hasPrefix("name") ? 1 : 2))
        }
    }
}

/// Counts calls from a `@Sendable` closure.
private final class Counter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func add() { count.withLock { $0 += 1 } }
}
