import HIGAuditCore
import HIGAuditRules
import Testing

/// Problems with the braces of one template: unclosed, nested or badly named placeholders.
/// A lone `}` is literal text (the renderer only looks for `{`), as in "expected ',' or '}'".
private func placeholderProblems(in template: String) -> [String] {
    var problems: [String] = []
    var open = false
    var name = ""
    for character in template {
        switch character {
        case "{":
            if open { problems.append("nested '{'") }
            open = true
            name = ""
        case "}":
            if open {
                let valid =
                    name.first.map { $0.isASCII && $0.isLetter } ?? false
                    && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") }
                if !valid { problems.append("bad placeholder name \"\(name)\"") }
            }
            open = false
        default:
            if open { name.append(character) }
        }
    }
    if open { problems.append("'{' not closed") }
    return problems
}

@Suite struct MessageCatalogTests {
    /// Some sentences tried here are other modules' words.
    init() { AllMessages.register() }

    static let englishKeys = AllMessages.table(for: .en).keys.sorted()

    @Test func englishTableIsNotEmpty() {
        #expect(Self.englishKeys.count > 50)
    }

    @Test(arguments: englishKeys)
    func englishPlaceholdersAreWellFormed(key: String) throws {
        let template = try #require(AllMessages.table(for: .en)[key])
        #expect(!template.isEmpty)
        #expect(placeholderProblems(in: template).isEmpty, "\(key): \(placeholderProblems(in: template)) in \(template)")
    }

    @Test(arguments: englishKeys)
    func renderingWithEveryArgumentFillsEveryPlaceholder(key: String) throws {
        let template = try #require(AllMessages.table(for: .en)[key])
        let names = MessageCatalog.placeholders(in: template)
        let message = Message(MessageKey(key), names.map { Message.Argument($0, "VALUE") })
        let rendered = message.rendered(in: .en)
        #expect(!rendered.contains("{"), "\(key): \(rendered)")
        if !names.isEmpty { #expect(rendered.contains("VALUE")) }
    }

    @Test(arguments: Language.allCases)
    func otherTablesOnlyTranslateEnglishKeysWithTheSamePlaceholders(language: Language) {
        let english = AllMessages.table(for: .en)
        for (key, template) in AllMessages.table(for: language) {
            let reference = english[key]
            #expect(reference != nil, "\(language): \(key) is not an English key")
            if let reference {
                #expect(Set(MessageCatalog.placeholders(in: template)) == Set(MessageCatalog.placeholders(in: reference)), "\(language): \(key)")
            }
            #expect(placeholderProblems(in: template).isEmpty, "\(language): \(key)")
        }
    }

    @Test(arguments: Language.allCases)
    func missingTranslationsFallBackToEnglish(language: Language) {
        for key in Self.englishKeys {
            let expected = AllMessages.table(for: language)[key] ?? AllMessages.table(for: .en)[key]
            #expect(MessageCatalog.text(MessageKey(key), in: language) == expected)
        }
    }

    @Test func placeholdersInOrder() {
        #expect(MessageCatalog.placeholders(in: "a {x} b {y.z} {x}") == ["x", "y.z", "x"])
        #expect(MessageCatalog.placeholders(in: "none") == [])
        #expect(MessageCatalog.placeholders(in: "{only}") == ["only"])
    }

    @Test func textArguments() {
        let message = Message("input.wrong-format", ["format": "hig-screen/1", "found": "hig-screen/2"])
        #expect(message.rendered(in: .en) == #"must be "hig-screen/1" (found "hig-screen/2")"#)
    }

    @Test func nestedMessageArguments() {
        let problem = Message("input.wrong-format", ["format": "hig-screen/1", "found": "x"])
        let notJSON = Message(
            "input.not-json", [.init("detail", .message(Message("json.trailing", [.init("found", .message(Message("json.byte", ["byte": "0x0"])))])))])
        let outer = Message("input-invalid.message", [.init("problem", .message(problem))])
        #expect(outer.rendered(in: .en) == #"The screen can't be audited: must be "hig-screen/1" (found "x")"#)
        let outerJSON = Message("input-invalid.message", [.init("problem", .message(notJSON))])
        #expect(outerJSON.rendered(in: .en) == "The screen can't be audited: not valid JSON: unexpected byte 0x0 after the end of the document")
    }

    @Test func listArgumentsUseTheListSeparator() {
        let one = Message("toggle-color-only.message", [.init("properties", .list([Message("property.foreground")]))])
        #expect(one.rendered(in: .en) == "The on and off states differ only in color (foreground); also change the symbol, the shape or add an indicator.")
        let two = Message("toggle-color-only.message", [.init("properties", .list([Message("property.foreground"), Message("property.border.color")]))])
        #expect(
            two.rendered(in: .en)
                == "The on and off states differ only in color (foreground, border color); also change the symbol, the shape or add an indicator.")
        let none = Message("toggle-color-only.message", [.init("properties", .list([]))])
        #expect(none.rendered(in: .en).hasPrefix("The on and off states differ only in color ();"))
    }

    @Test func listsOfMessagesWithTheirOwnArguments() {
        let alike = [
            Message("toggle-color-only.alike", [.init("deficiency", .message(Message("deficiency.protanopia"))), .init("deltaE", "4.2")]),
            Message("toggle-color-only.alike", [.init("deficiency", .message(Message("deficiency.deuteranopia"))), .init("deltaE", "3.1")]),
        ]
        let message = Message(
            "toggle-color-only.message.alike",
            [
                .init("properties", .list([Message("property.background")])),
                .init("deficiencies", .list(alike)),
            ])
        #expect(
            message.rendered(in: .en)
                == "The on and off states differ only in color (background), and they look almost the same with protanopia (ΔE00 4.2), deuteranopia (ΔE00 3.1); also change the symbol, the shape or add an indicator."
        )
    }

    @Test(arguments: Language.allCases)
    func missingKeyRendersTheKey(language: Language) {
        #expect(Message("no.such.key").rendered(in: language) == "no.such.key")
        #expect(Message("no.such.key", ["x": "y"]).rendered(in: language) == "no.such.key")
        #expect(MessageCatalog.text("no.such.key", in: language) == nil)
    }

    @Test func missingKeyInsideAMessageRendersThatKey() {
        let message = Message("input-invalid.message", [.init("problem", .message(Message("no.such.problem")))])
        #expect(message.rendered(in: .en) == "The screen can't be audited: no.such.problem")
    }

    @Test func missingArgumentsLeaveTheirPlaceholder() {
        let message = Message("input.wrong-format", ["format": "hig-screen/1"])
        #expect(message.rendered(in: .en) == #"must be "hig-screen/1" (found "{found}")"#)
    }

    @Test func argumentValuesAreNotExpandedAgain() {
        let message = Message("input.color-text", ["text": "{text}"])
        #expect(message.rendered(in: .en).hasPrefix(#""{text}" is not a color"#))
        let braces = Message("input.wrong-format", ["format": "{", "found": "}"])
        #expect(braces.rendered(in: .en) == #"must be "{" (found "}")"#)
    }

    @Test func templatesWithoutPlaceholdersIgnoreArguments() {
        #expect(Message("input.bool", ["extra": "x"]).rendered(in: .en) == "must be true or false")
    }

    @Test func messagesAreEquatableByKeyAndArguments() {
        #expect(Message("input.bool") == Message("input.bool"))
        #expect(Message("input.bool") != Message("input.string"))
        #expect(Message("input.enumeration", ["found": "a"]) != Message("input.enumeration", ["found": "b"]))
    }
}
