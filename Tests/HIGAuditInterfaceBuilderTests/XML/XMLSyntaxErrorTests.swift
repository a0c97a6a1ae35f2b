import Testing

@testable import HIGAuditInterfaceBuilder

@Suite struct XMLSyntaxErrorTests {
    @Test func noRootElement() {
        XMLTesting.expectError("", .empty, line: 1, column: 1)
        XMLTesting.expectError("  \n  ", .empty, line: 2, column: 3)
        XMLTesting.expectError("<?xml version=\"1.0\"?>\n<!-- only a comment -->\n", .empty, line: 3, column: 1)
        XMLTesting.expectError("<!DOCTYPE a>", .empty, line: 1, column: 13)
        XMLTesting.expectError([0xEF, 0xBB, 0xBF], .empty, line: 1, column: 1)
    }

    /// A CR alone ends a line in errors' places too (found by the fuzzer: `<?xmIr\r\0…`).
    @Test func aLoneCarriageReturnEndsALineInAnError() {
        XMLTesting.expectError("<a>\r<b/>\r", .unexpectedEnd, line: 3, column: 1)
        XMLTesting.expectError("<a>\r\n<b/>\r\n", .unexpectedEnd, line: 3, column: 1)
    }

    @Test func endInsideMarkupOrWithOpenElements() {
        XMLTesting.expectError("<a>", .unexpectedEnd, line: 1, column: 4)
        XMLTesting.expectError("<a><b/>\n", .unexpectedEnd, line: 2, column: 1)
        XMLTesting.expectError("<", .unexpectedEnd, line: 1, column: 2)
        XMLTesting.expectError("<a", .unexpectedEnd, line: 1, column: 3)
        XMLTesting.expectError("<a b", .unexpectedEnd, line: 1, column: 5)
        XMLTesting.expectError("<a b=", .unexpectedEnd, line: 1, column: 6)
        XMLTesting.expectError("<a b='x", .unexpectedEnd, line: 1, column: 8)
        XMLTesting.expectError("<a/", .unexpectedEnd, line: 1, column: 4)
        XMLTesting.expectError("<a></a", .unexpectedEnd, line: 1, column: 7)
        XMLTesting.expectError("<a>&am", .unexpectedEnd, line: 1, column: 7)
        XMLTesting.expectError("<a>&#x4", .unexpectedEnd, line: 1, column: 8)
        XMLTesting.expectError("<!--", .unexpectedEnd, line: 1, column: 5)
        XMLTesting.expectError("<!-", .unexpectedEnd, line: 1, column: 4)
        XMLTesting.expectError("<!DOC", .unexpectedEnd, line: 1, column: 6)
        XMLTesting.expectError("<?xml version='1.0'", .unexpectedEnd, line: 1, column: 20)
        XMLTesting.expectError("<a><![CDATA[ x ]]", .unexpectedEnd, line: 1, column: 18)
        XMLTesting.expectError("<a><![CDA", .unexpectedEnd, line: 1, column: 10)
        XMLTesting.expectError("<!DOCTYPE a [ <!ENTITY x 'y'> ", .unexpectedEnd, line: 1, column: 31)
        XMLTesting.expectError("<!DOCTYPE a [ <!ENTITY x 'y> ]>", .unexpectedEnd, line: 1, column: 32)
    }

    @Test func expectedSomethingElse() {
        XMLTesting.expectError("<a b/>", .expected("\"=\""), line: 1, column: 5)
        XMLTesting.expectError("<a b=c/>", .expected("a quoted value"), line: 1, column: 6)
        XMLTesting.expectError("<a/ >", .expected("\">\""), line: 1, column: 4)
        XMLTesting.expectError("<a b='1'c='2'/>", .expected("whitespace before the attribute"), line: 1, column: 9)
        XMLTesting.expectError("<a \"x\"/>", .expected("\">\", \"/>\" or an attribute"), line: 1, column: 4)
        XMLTesting.expectError("< a/>", .expected("a name"), line: 1, column: 2)
        XMLTesting.expectError("<1a/>", .expected("a name"), line: 1, column: 2)
        XMLTesting.expectError("</a>", .expected("a name"), line: 1, column: 2)
        XMLTesting.expectError("<a></a x>", .expected("\">\""), line: 1, column: 8)
        XMLTesting.expectError("<a>a & b</a>", .expected("a name"), line: 1, column: 7)
        XMLTesting.expectError("<a>&amp </a>", .expected("\";\" after the entity name"), line: 1, column: 8)
        XMLTesting.expectError("text<a/>", .expected("\"<\""), line: 1, column: 1)
        XMLTesting.expectError("<!ELEMENT a ANY><a/>", .expected("a comment, a DOCTYPE or the root element"), line: 1, column: 1)
        XMLTesting.expectError("<!DOCTYPE a><!DOCTYPE a><a/>", .expected("a comment or the root element"), line: 1, column: 13)
        XMLTesting.expectError("<!DOCTYPEa><a/>", .expected("whitespace after \"<!DOCTYPE\""), line: 1, column: 10)
        XMLTesting.expectError("<!DOCTYPE a ]><a/>", .expected("\">\" to end the DOCTYPE"), line: 1, column: 13)
        XMLTesting.expectError("<a><!DOCTYPE a></a>", .expected("a comment or a CDATA section after \"<!\""), line: 1, column: 4)
        XMLTesting.expectError("<a>x ]]> y</a>", .expected("\"]]&gt;\" instead of \"]]>\" in text"), line: 1, column: 6)
        XMLTesting.expectError("<a><!-- x -- y --></a>", .expected("\">\" after \"--\" in a comment"), line: 1, column: 13)
        XMLTesting.expectError("<a><!-- x ---></a>", .expected("\">\" after \"--\" in a comment"), line: 1, column: 13)
        XMLTesting.expectError("<a><?pi?></a><?pi\"?>", .expected("whitespace or \"?>\" after the target"), line: 1, column: 18)
        XMLTesting.expectError("<a><??></a>", .expected("a name"), line: 1, column: 6)
        XMLTesting.expectError("<a><?p? x?></a>", .expected("whitespace or \"?>\" after the target"), line: 1, column: 7)
    }

    @Test func xmlDeclarationOnlyAtTheStart() {
        XMLTesting.expectError(" <?xml version=\"1.0\"?><a/>", .expected("the XML declaration only at the start of the document"), line: 1, column: 2)
        XMLTesting.expectError("<a><?xml version=\"1.0\"?></a>", .expected("the XML declaration only at the start of the document"), line: 1, column: 4)
        XMLTesting.expectError("<?XML version=\"1.0\"?><a/>", .expected("a processing instruction target other than \"xml\""), line: 1, column: 1)
        XMLTesting.expectError(
            "<?xml version=\"1.0\"?><?xml version=\"1.0\"?><a/>", .expected("the XML declaration only at the start of the document"), line: 1, column: 22)
    }

    @Test func mismatchedEndTags() {
        XMLTesting.expectError("<a><b></a>", .mismatchedEndTag(expected: "b", found: "a"), line: 1, column: 7)
        XMLTesting.expectError("<a></ab>", .mismatchedEndTag(expected: "a", found: "ab"), line: 1, column: 4)
        XMLTesting.expectError("<ab></a>", .mismatchedEndTag(expected: "ab", found: "a"), line: 1, column: 5)
        XMLTesting.expectError("<é>\n  </è>", .mismatchedEndTag(expected: "é", found: "è"), line: 2, column: 3)
    }

    @Test func duplicateAttributes() {
        XMLTesting.expectError("<a x=\"1\" y=\"2\" x=\"3\"/>", .duplicateAttribute("x"), line: 1, column: 16)
        XMLTesting.expectError("<a><b id='1' id='1'/></a>", .duplicateAttribute("id"), line: 1, column: 14)
        // Past sixteen attributes, names are compared by hash first.
        let twenty = (1...20).map { " name\($0)=''" }.joined()
        XMLTesting.expectError("<a\(twenty) name3=''/>", .duplicateAttribute("name3"), line: 1, column: 3 + twenty.count + 1)
        XMLTesting.expectError("<a\(twenty) name20=''/>", .duplicateAttribute("name20"), line: 1, column: 3 + twenty.count + 1)
        let sixteen = (1...16).map { " name\($0)=''" }.joined()
        XMLTesting.expectError("<a\(sixteen) new='' name1=''/>", .duplicateAttribute("name1"), line: 1, column: 3 + sixteen.count + 8)
        XMLTesting.expectError("<a\(sixteen) x='' name16=''/>", .duplicateAttribute("name16"), line: 1, column: 3 + sixteen.count + 6)
    }

    @Test func onlyThePredefinedEntitiesExist() {
        XMLTesting.expectError("<a>&nbsp;</a>", .undefinedEntity("nbsp"), line: 1, column: 4)
        XMLTesting.expectError("<a b='x&copy;'/>", .undefinedEntity("copy"), line: 1, column: 8)
        XMLTesting.expectError("<a>&AMP;</a>", .undefinedEntity("AMP"), line: 1, column: 4)
    }

    @Test func invalidCharacterReferences() {
        for reference in [
            "&#0;", "&#x0;", "&#1;", "&#xD800;", "&#xDFFF;", "&#xFFFE;", "&#xFFFF;", "&#x110000;",
            "&#99999999999999999999999;", "&#;", "&#x;", "&#12a;", "&#X41;", "&#x-1;", "&# 65;",
        ] {
            XMLTesting.expectError("<a>\(reference)</a>", .invalidCharacterReference, line: 1, column: 4)
            XMLTesting.expectError("<a b='\(reference)'/>", .invalidCharacterReference, line: 1, column: 7)
        }
    }

    @Test func forbiddenControlCharacters() {
        for byte: UInt8 in 0..<0x20 where byte != 0x09 && byte != 0x0A && byte != 0x0D {
            XMLTesting.expectError(Array("<a>x".utf8) + [byte] + Array("</a>".utf8), .invalidCharacter, line: 1, column: 5)
            XMLTesting.expectError(Array("<a b='".utf8) + [byte] + Array("'/>".utf8), .invalidCharacter, line: 1, column: 7)
            XMLTesting.expectError(Array("<a><!--".utf8) + [byte] + Array("--></a>".utf8), .invalidCharacter, line: 1, column: 8)
            XMLTesting.expectError([byte] + Array("<a/>".utf8), .invalidCharacter, line: 1, column: 1)
            XMLTesting.expectError(Array("<a".utf8) + [byte] + Array("/>".utf8), .invalidCharacter, line: 1, column: 3)
        }
        // U+FFFE and U+FFFF are not characters either; DEL and C1 controls are allowed.
        XMLTesting.expectError("<a>\u{FFFE}</a>", .invalidCharacter, line: 1, column: 4)
        XMLTesting.expectError("<a b='\u{FFFF}'/>", .invalidCharacter, line: 1, column: 7)
        #expect(throws: Never.self) { try XMLScanner().parse(Array("<a b='\u{7F}\u{85}'>\u{7F}\u{9F}</a>".utf8)) }
    }

    @Test func contentAfterTheRootElement() {
        XMLTesting.expectError("<a/>x", .textAfterRoot, line: 1, column: 5)
        XMLTesting.expectError("<a></a>\n<b/>", .textAfterRoot, line: 2, column: 1)
        XMLTesting.expectError("<a/><!DOCTYPE a>", .textAfterRoot, line: 1, column: 5)
        XMLTesting.expectError("<a/>&amp;", .textAfterRoot, line: 1, column: 5)
    }

    @Test func lessThanInAttributeValue() {
        XMLTesting.expectError("<a b=\"<\"/>", .lessThanInAttribute, line: 1, column: 7)
        XMLTesting.expectError("<a b='x\n<'/>", .lessThanInAttribute, line: 2, column: 1)
    }

    @Test func columnsCountCharactersNotBytes() {
        XMLTesting.expectError("<a>日本語&foo;</a>", .undefinedEntity("foo"), line: 1, column: 7)
        XMLTesting.expectError("<a>\n  <b>\n    é😀&x;", .undefinedEntity("x"), line: 3, column: 7)
        XMLTesting.expectError([0xEF, 0xBB, 0xBF] + Array("<a>&foo;</a>".utf8), .undefinedEntity("foo"), line: 1, column: 4)
        XMLTesting.expectError("<a>\r\n<b>\r\n&x;", .undefinedEntity("x"), line: 3, column: 1)
    }

    @Test func descriptionNamesThePlaceAndTheProblem() {
        let error = XMLSyntaxError(problem: .mismatchedEndTag(expected: "b", found: "a"), line: 3, column: 7)
        #expect(error.description == "line 3, column 7: end tag </a> does not match <b>")
        #expect(XMLSyntaxError.Problem.expected("\"=\"").description == "expected \"=\"")
    }
}
