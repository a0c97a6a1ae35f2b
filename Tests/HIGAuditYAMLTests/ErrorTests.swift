import HIGAuditYAML
import Testing

@Suite("YAML input errors")
struct ErrorTests {
    @Test func duplicateKeyNamesKeyMappingAndPosition() throws {
        let yaml = """
            format: hig-screen/1
            elements:
              - type: button
                title: OK
                frame: [0, 0, 44, 44]
                title: Cancel

            """
        let error = try #require(failure(yaml))
        #expect(error == YAMLInputError(message: #"duplicate key "title""#, pointer: "/elements/0", line: 6, column: 5))
    }

    @Test func duplicateKeysAreFoundWhateverTheirStyle() throws {
        #expect(failure("{a: 1, 'a': 2}")?.message == #"duplicate key "a""#)
        #expect(failure("1: x\n\"1\": y\n")?.message == #"duplicate key "1""#)
        #expect(
            failure("a/b: 1\nx: {\"~\": 1, ~: 2}\n")
                == YAMLInputError(message: #"duplicate key "~""#, pointer: "/x", line: 2, column: 13))
        // A large mapping uses a hash table; duplicates are still found.
        var yaml = (0..<500).map { "key\($0): \($0)\n" }.joined()
        #expect(try json(yaml).hasSuffix(#""key499":499}"#))
        yaml += "key250: again\n"
        #expect(failure(yaml) == YAMLInputError(message: #"duplicate key "key250""#, pointer: "", line: 501, column: 1))
    }

    @Test func collectionsCannotBeKeys() throws {
        #expect(failure("[a, b]: 1\n")?.message == "a mapping key must be a scalar, not a sequence")
        let error = try #require(failure("outer:\n  ? {a: 1}\n  : x\n"))
        #expect(
            error
                == YAMLInputError(
                    message: "a mapping key must be a scalar, not a mapping",
                    pointer: "/outer", line: 2, column: 5))
        #expect(failure("base: &b [1]\nm: {*b : 1}\n")?.message.hasPrefix("a mapping key must be a scalar, not a sequence") == true)
    }

    @Test func undefinedAndRecursiveAliases() throws {
        #expect(
            failure("a: [1, *nope]\n")
                == YAMLInputError(
                    message: "alias *nope refers to an anchor that is not defined before it",
                    pointer: "/a/1", line: 1, column: 8))
        #expect(failure("a: *later\nb: &later 1\n")?.pointer == "/a")
        #expect(
            failure("a: &self [1, *self]\n")
                == YAMLInputError(message: "alias *self refers to a node that contains it", pointer: "/a/1", line: 1, column: 14))
    }

    @Test(arguments: ["", "   ", "\n\n\n", "# only a comment\n", "  # indented comment\n\n# another\n", "\u{FEFF}"])
    func emptyStreamIsAnError(yaml: String) throws {
        #expect(failure(yaml) == YAMLInputError(message: "empty document", line: 1, column: 1))
    }

    @Test func moreThanOneDocumentIsAnError() throws {
        let error = try #require(failure("format: hig-screen/1\nelements: []\n---\nformat: hig-screen/1\n"))
        #expect(error == YAMLInputError(message: "more than one document", pointer: "", line: 3, column: 1))
        #expect(failure("a: 1\n...\n---\nb: 2\n")?.message == "more than one document")
        #expect(failure("--- a\n--- b\n")?.line == 2)
    }

    @Test func invalidUTF8IsAnError() throws {
        let bytes = Array("format: hig-screen/1\ntitle: caf".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        let error = try #require(failure(bytes))
        #expect(error.message == "input is not valid UTF-8: byte 0x28 cannot continue a character")
        #expect(error.line == 2)
        #expect(error.column == 11)

        let lead = try #require(failure(Array("a: ".utf8) + [0xFF] + Array("\n".utf8)))
        #expect(lead.message == "input is not valid UTF-8: byte 0xFF cannot start a character")
        #expect(lead.line == 1 && lead.column == 4)

        let cut = try #require(failure(Array("a: é".utf8).dropLast()))
        #expect(cut.message.contains("not valid UTF-8"))

        let overlong = try #require(failure(Array("a: ".utf8) + [0xC0, 0xAF]))
        #expect(overlong.message.contains("not valid UTF-8"))

        let utf16 = try #require(failure([0xFF, 0xFE, 0x61, 0x00, 0x3A, 0x00]))
        #expect(utf16.message.contains("not valid UTF-8"))
        #expect(utf16.line == 1 && utf16.column == 1)
    }

    @Test func controlCharactersAreRejected() throws {
        let error = try #require(failure(Array("a: x".utf8) + [0x01] + Array("\n".utf8)))
        #expect(error.message == "input contains control character U+0001, which YAML does not allow")
        #expect(error.line == 1 && error.column == 5)
    }

    @Test func tabIndentationIsAnErrorWithPosition() throws {
        let yaml = "format: hig-screen/1\nelements:\n\t- type: text\n"
        let error = try #require(failure(yaml))
        #expect(error.message.contains("tab"))
        #expect(error.line == 3)
        #expect(error.column == 1)

        let nested = try #require(failure("a:\n  b: 1\n\tc: 2\n"))
        #expect(nested.message.contains("tab"))
        #expect(nested.line == 3 && nested.column == 1)
        #expect(nested.pointer == "/a")
    }

    @Test func syntaxErrorsCarryPositionAndInnermostContainer() throws {
        let unclosed = try #require(failure("elements:\n  - type: button\n    frame: [0, 0, 44\n"))
        #expect(unclosed.message.hasPrefix("did not find expected ',' or ']' while parsing a flow sequence"))
        #expect(unclosed.pointer == "/elements/0/frame")
        #expect(unclosed.line == 4)
        #expect(unclosed.column == 1)

        let colon = try #require(failure("a: b: c\n"))
        #expect(colon == YAMLInputError(message: "mapping values are not allowed in this context", pointer: "", line: 1, column: 5))

        let indent = try #require(failure("a:\n  b: 1\n c: 2\n"))
        #expect(indent.message.hasPrefix("did not find expected key while parsing a block mapping"))
        #expect(indent.line == 3 && indent.column == 2)

        let quote = try #require(failure("list:\n  - \"unterminated\n"))
        #expect(quote.message.hasPrefix("found unexpected end of stream while scanning a quoted scalar"))
        #expect(quote.pointer == "/list")

        let token = try #require(failure("a: [1, @x]\n"))
        #expect(token.message == "found character that cannot start any token while scanning for the next token")
        #expect(token.pointer == "/a")
        #expect(token.line == 1 && token.column == 8)

        // Messages are single sentences without trailing punctuation.
        for error in [unclosed, colon, indent, quote, token] {
            #expect(!error.message.hasSuffix("."))
            #expect(!error.message.contains("\n"))
        }
    }

    @Test func pointersEscapeTildeAndSlash() throws {
        let error = try #require(failure("\"a/b\":\n  \"~c\": [0, !!int x]\n"))
        #expect(error.pointer == "/a~1b/~0c/1")
    }
}

@Suite("Limits against hostile input")
struct LimitTests {
    @Test func billionLaughsFailsFast() throws {
        var yaml = "lol0: &lol0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            yaml += "lol\(level): &lol\(level) [" + Array(repeating: "*lol\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let clock = ContinuousClock()
        var error: YAMLInputError?
        let elapsed = clock.measure { error = failure(yaml) }
        #expect(error?.message == "document expands to more than 4000000 values")
        #expect(error?.pointer == "/lol6/2")
        #expect(error?.line == 7)
        #expect(elapsed < .seconds(20), "a liveness bound, generous for a loaded machine")
    }

    @Test func nodeLimitIsConfigurable() throws {
        var limits = YAMLLimits()
        limits.maxNodes = 10
        #expect(try json("[1, 2, 3, 4, 5, 6, 7, 8, 9]", limits: limits) == "[1,2,3,4,5,6,7,8,9]")
        #expect(
            failure("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]", limits: limits)
                == YAMLInputError(message: "document expands to more than 10 values", pointer: "/9", line: 1, column: 29))
        // Keys count too, and so does every copy an alias makes.
        #expect(failure("a: &x [1, 2, 3]\nb: *x\n", limits: limits)?.message == "document expands to more than 10 values")
        #expect(try json("a: &x [1, 2, 3]\nb: *x\n", limits: YAMLLimits(maxDepth: 256, maxNodes: 11)) == #"{"a":[1,2,3],"b":[1,2,3]}"#)
    }

    @Test func aliasesOfLongStringsCannotBlowUpTheOutput() throws {
        // 1,000 copies of a 100 kB string would be 100 MB of JSON.
        let long = String(repeating: "x", count: 100_000)
        let scalars = "a: &a \(long)\nb: [" + Array(repeating: "*a", count: 1_000).joined(separator: ", ") + "]\n"
        let scalarError = failure(scalars)
        #expect(scalarError?.message.hasPrefix("document expands to more than 33554432 bytes") == true)
        #expect(scalarError?.pointer.hasPrefix("/b/") == true)
        let lists = "a: &a [\(long)]\nb: [" + Array(repeating: "*a", count: 1_000).joined(separator: ", ") + "]\n"
        let listError = failure(lists)
        #expect(listError?.message.hasPrefix("document expands to more than 33554432 bytes") == true)
        #expect(listError?.pointer.hasPrefix("/b/") == true)
    }

    @Test func hundredThousandNestedFlowSequences() throws {
        let yaml = String(repeating: "[", count: 100_000)
        let error = try #require(failure(yaml))
        #expect(error == YAMLInputError(message: "nesting deeper than 512 levels", pointer: zeros(512), line: 1, column: 513))

        let closed = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(failure(closed)?.pointer == zeros(512))

        let onePerLine = String(repeating: "[\n", count: 100_000)
        #expect(failure(onePerLine) == YAMLInputError(message: "nesting deeper than 512 levels", pointer: zeros(512), line: 513, column: 1))
    }

    @Test func hundredThousandNestedFlowMappings() throws {
        let yaml = String(repeating: "{a: ", count: 100_000)
        let error = try #require(failure(yaml))
        #expect(error.message == "nesting deeper than 512 levels")
        #expect(error.pointer == String(repeating: "/a", count: 512))
        #expect(error.column == 512 * 4 + 1)
    }

    @Test func deepFlowNestingAfterOtherContentOnOneLine() throws {
        // libyaml reads far ahead on such a line and trips its own limit first; the
        // reader still reports the exact place where `maxDepth` is exceeded.
        let yaml = "a: " + String(repeating: #"["é", {"k": "#, count: 3_000)
        let error = try #require(failure(yaml))
        #expect(error.message == "nesting deeper than 512 levels")
        #expect(error.pointer == "/a" + String(repeating: "/1/k", count: 255) + "/1")
        #expect(error.line == 1)
        #expect(error.column == 3 + 255 * 12 + 6 + 1)

        // The first problem in document order wins, even past libyaml's stop.
        #expect(
            failure(String(repeating: "{", count: 100_000))
                == YAMLInputError(message: "a mapping key must be a scalar, not a mapping", pointer: "", line: 1, column: 2))
        #expect(
            failure("[1, *x, " + String(repeating: "[", count: 5_000))?.message
                == "alias *x refers to an anchor that is not defined before it")
    }

    @Test func hundredThousandNestedBlockSequences() throws {
        let yaml = String(repeating: "- ", count: 100_000) + "x\n"
        let error = try #require(failure(yaml))
        #expect(error == YAMLInputError(message: "nesting deeper than 512 levels", pointer: zeros(512), line: 1, column: 1025))
    }

    @Test func deeplyNestedBlockMappings() throws {
        var yaml = ""
        for level in 0..<1_000 {
            yaml += String(repeating: " ", count: level) + "k\(level):\n"
        }
        yaml += String(repeating: " ", count: 1_000) + "leaf\n"
        let error = try #require(failure(yaml))
        #expect(error.message == "nesting deeper than 512 levels")
        #expect(error.pointer == (0..<512).map { "/k\($0)" }.joined())
        #expect(error.line == 513)
        #expect(error.column == 513)
    }

    @Test func depthLimitIsConfigurableAndExact() throws {
        var limits = YAMLLimits()
        limits.maxDepth = 3
        #expect(try json("[[[1]]]", limits: limits) == "[[[1]]]")
        #expect(
            failure("[[[[1]]]]", limits: limits)
                == YAMLInputError(message: "nesting deeper than 3 levels", pointer: "/0/0/0", line: 1, column: 4))
        #expect(try json("a:\n  b:\n    c: 1\n", limits: limits) == #"{"a":{"b":{"c":1}}}"#)
        #expect(failure("a:\n  b:\n    c: [1]\n", limits: limits)?.pointer == "/a/b/c")
        // Exactly 512 levels pass by default, as in JSON.
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try json(deepest) == deepest)
    }

    @Test func aliasesCountTowardsDepth() throws {
        var limits = YAMLLimits()
        limits.maxDepth = 3
        #expect(try json("a: &x [[1]]\n", limits: limits) == #"{"a":[[1]]}"#)
        #expect(
            failure("a: &x [[1]]\nb: [*x]\n", limits: limits)
                == YAMLInputError(message: "nesting deeper than 3 levels", pointer: "/b/0", line: 2, column: 5))
    }
}
