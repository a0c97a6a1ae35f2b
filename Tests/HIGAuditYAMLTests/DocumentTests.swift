import Foundation
import HIGAuditYAML
import Testing

@Suite("YAML documents")
struct DocumentTests {
    static let screen = """
        # A settings screen, as a designer might hand-write it.
        format: hig-screen/1
        id: settings/main
        platform: iOS
        locale: en-GB
        appearance: dark
        size: {width: 393, height: 852}
        background: "#000000"
        context:
          presentation: sheet
          atLaunch: false
        auditIgnore: [contrast.minimum]
        elements:
          - type: navigationBar
            id: nav
            frame: [0, 0, 393, 96]
            background: "#1C1C1E"
            elements:
              - type: text
                id: title
                text: Settings
                font: {size: 17, weight: semibold}
                foreground: "#FFFFFF"
              - type: button
                id: done
                title: Done
                frame: [330, 50, 50, 44]
                foreground: '#FF9500'   # quoted: a bare # after a space starts a comment
          - type: toggle
            id: wifi
            title: Wi-Fi
            state: on                   # YAML 1.2: the string "on", not a boolean
            enabled: true
            frame: [16, 120, 361, 44.5]
            foreground: {r: 1, g: 0.584, b: 0, a: .5, space: display-p3}
            accessibilityLabel: >-
              Turns Wi-Fi
              on or off
          - type: text
            id: footer
            text: |
              Line one
              Line two
            hidden: ~

        """

    @Test func realisticScreenRoundTripsThroughJSONSerialization() throws {
        let expected: JSONValue = [
            "format": "hig-screen/1",
            "id": "settings/main",
            "platform": "iOS",
            "locale": "en-GB",
            "appearance": "dark",
            "size": ["width": 393, "height": 852],
            "background": "#000000",
            "context": ["presentation": "sheet", "atLaunch": false],
            "auditIgnore": ["contrast.minimum"],
            "elements": [
                [
                    "type": "navigationBar", "id": "nav", "frame": [0, 0, 393, 96], "background": "#1C1C1E",
                    "elements": [
                        [
                            "type": "text", "id": "title", "text": "Settings",
                            "font": ["size": 17, "weight": "semibold"], "foreground": "#FFFFFF",
                        ],
                        [
                            "type": "button", "id": "done", "title": "Done", "frame": [330, 50, 50, 44],
                            "foreground": "#FF9500",
                        ],
                    ],
                ],
                [
                    "type": "toggle", "id": "wifi", "title": "Wi-Fi", "state": "on", "enabled": true,
                    "frame": [16, 120, 361, 44.5],
                    "foreground": ["r": 1, "g": 0.584, "b": 0, "a": 0.5, "space": "display-p3"],
                    "accessibilityLabel": "Turns Wi-Fi on or off",
                ],
                ["type": "text", "id": "footer", "text": "Line one\nLine two\n", "hidden": nil],
            ],
        ]
        #expect(try roundTrip(DocumentTests.screen) == expected)
    }

    @Test func outputIsCompactAndKeepsKeyOrder() throws {
        let output = try json(DocumentTests.screen)
        #expect(
            output.hasPrefix(
                ##"{"format":"hig-screen/1","id":"settings/main","platform":"iOS","locale":"en-GB","appearance":"dark","size":{"width":393,"height":852},"background":"#000000","context":{"presentation":"sheet","atLaunch":false},"auditIgnore":["contrast.minimum"],"elements":[{"type":"navigationBar""##
            ))
        #expect(!output.contains(" \""))
        #expect(output.contains(##""foreground":"#FF9500"}"##))
        #expect(output.contains(#""state":"on""#))
    }

    @Test func unquotedHashAfterSpaceIsAComment() throws {
        let yaml = """
            foreground: #FF9500
            background: "#FF9500"
            border: '#FF9500'
            note: a#b is not a comment
            tint: #FF9500 # still a comment

            """
        #expect(try json(yaml) == ##"{"foreground":null,"background":"#FF9500","border":"#FF9500","note":"a#b is not a comment","tint":null}"##)
    }

    @Test func flowAndBlockStylesGiveTheSameJSON() throws {
        let block = """
            format: hig-screen/1
            elements:
              - type: button
                frame:
                  - 0
                  - 0
                  - 44
                  - 44
                font:
                  size: 17
                  weight: bold
              - type: text
                text: Hello

            """
        let flow = """
            {format: hig-screen/1, elements: [
              {type: button, frame: [0, 0, 44, 44], font: {size: 17, weight: bold}},
              {"type": "text", 'text': Hello},
            ]}

            """
        let mixed = """
            format: hig-screen/1
            elements: [{type: button, frame: [0, 0, 44, 44], font: {size: 17, weight: bold}},
                       {type: text, text: Hello}]

            """
        let expected =
            #"{"format":"hig-screen/1","elements":[{"type":"button","frame":[0,0,44,44],"font":{"size":17,"weight":"bold"}},{"type":"text","text":"Hello"}]}"#
        #expect(try json(block) == expected)
        #expect(try json(flow) == expected)
        #expect(try json(mixed) == expected)
    }

    @Test func multiLineStrings() throws {
        let yaml = """
            literal: |
              first
                indented
              last
            literalStrip: |-
              no trailing newline
            literalKeep: |+
              keep

            folded: >
              folded
              into one

              paragraph two
            foldedStrip: >-
              a
              b
            plain: this plain
              scalar continues
            double: "one
              two\\
              three"
            single: 'a
              b'
            next: done

            """
        #expect(
            try roundTrip(yaml) == [
                "literal": "first\n  indented\nlast\n",
                "literalStrip": "no trailing newline",
                "literalKeep": "keep\n\n",
                "folded": "folded into one\nparagraph two\n",
                "foldedStrip": "a b",
                "plain": "this plain scalar continues",
                "double": "one twothree",
                "single": "a b",
                "next": "done",
            ])
    }

    @Test func anchorsAndAliasesAreExpanded() throws {
        let yaml = """
            colors:
              accent: &accent "#FF9500"
              label: &label {r: 1, g: 1, b: 1}
            styles: &styles [plain, &bold bold]
            elements:
              - {type: button, foreground: *accent, background: *label}
              - {type: text, foreground: *label, styles: *styles, weight: *bold}
            again: *styles

            """
        #expect(
            try json(yaml)
                == ##"{"colors":{"accent":"#FF9500","label":{"r":1,"g":1,"b":1}},"styles":["plain","bold"],"elements":[{"type":"button","foreground":"#FF9500","background":{"r":1,"g":1,"b":1}},{"type":"text","foreground":{"r":1,"g":1,"b":1},"styles":["plain","bold"],"weight":"bold"}],"again":["plain","bold"]}"##
        )
    }

    @Test func aliasedScalarsResolveByPlace() throws {
        // As a value the anchored plain scalar is a number; as a key it is its text.
        #expect(try json("a: &n 012\nb: *n\n*n : key\n") == #"{"a":12,"b":12,"012":"key"}"#)
        #expect(try json("&k name: *k\n") == #"{"name":"name"}"#)
        // An alias refers to the latest definition of its anchor.
        #expect(try json("a: &x 1\nb: &x 2\nc: *x\n") == #"{"a":1,"b":2,"c":2}"#)
        #expect(try json("a: &x [1, &x 2, *x]\nb: *x\n") == #"{"a":[1,2,2],"b":2}"#)
    }

    @Test func mergeKeysAreOrdinaryKeysInYAML12() throws {
        #expect(try json("base: &b {x: 1}\nderived:\n  <<: *b\n  y: 2\n") == #"{"base":{"x":1},"derived":{"<<":{"x":1},"y":2}}"#)
    }

    @Test func documentMarkersAndDirectivesAreAllowed() throws {
        #expect(try json("%YAML 1.2\n---\na: 1\n...\n# trailing comment\n") == #"{"a":1}"#)
        #expect(try json("--- [1, 2]\n") == "[1,2]")
        #expect(try json("---\n") == "null")
        #expect(try json("just text") == #""just text""#)
        #expect(try json("a: 1") == #"{"a":1}"#)
        #expect(try json("a: 1\r\nb: [x,\r\n  y]\r\n") == #"{"a":1,"b":["x","y"]}"#)
    }

    @Test func byteOrderMarkIsAccepted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8)
        #expect(try YAMLToJSON.convert(bytes) == Array(#"{"a":1}"#.utf8))
    }

    @Test func roundTripsOfSeveralDocuments() throws {
        #expect(try roundTrip("[1, -2.5, 3e2, true, null, ~, 'x', {a: [b]}]") == [1, -2.5, 300, true, nil, nil, "x", ["a": ["b"]]])
        #expect(try roundTrip("? explicit key\n: value\n? no value\n") == ["explicit key": "value", "no value": nil])
    }

    @Test func roundTripsOfDocumentsWithoutErrors() throws {
        #expect(try roundTrip("- a\n- - b\n  - c: d\n    e: [f]\n- {}\n- []\n") == ["a", ["b", ["c": "d", "e": ["f"]]], [:] as JSONValue, []])
        #expect(try roundTrip("~/path: 1\n\"quote\\\"key\": 2\n日本: 3\n") == ["~/path": 1, "quote\"key": 2, "日本": 3])
        #expect(try roundTrip(#"v: "\u0001\u001F\t""#) == ["v": "\u{01}\u{1F}\t"])
    }

    @Test func largeDocumentConvertsQuickly() throws {
        var yaml = "format: hig-screen/1\nelements:\n"
        var index = 0
        while yaml.utf8.count < 2_000_000 {
            index += 1
            yaml += """
                  - type: button
                    id: button-\(index)
                    title: "Save item \(index)"
                    frame: [\(index % 300), \(index % 700).5, 120, 44]
                    foreground: "#FF9500"
                    background: {r: 0.1, g: 0.2, b: 0.3, a: 1}
                    font: {size: 17, weight: semibold}
                    enabled: true
                    note: plain text with spaces and émoji 🙂 number \(index)

                """
        }
        let bytes = Array(yaml.utf8)
        let clock = ContinuousClock()
        var output: [UInt8] = []
        let elapsed = try clock.measure { output = try YAMLToJSON.convert(bytes) }
        // Typically about 0.25 s in a debug build; the bound only catches pathologies.
        #expect(elapsed < .seconds(30), "a liveness bound, generous for a loaded machine")
        let parsed = try JSONValue(parsing: output)
        guard case .object(let root) = parsed, case .array(let elements)? = root["elements"] else {
            Issue.record("unexpected shape")
            return
        }
        #expect(elements.count == index)
        #expect(
            elements.last == [
                "type": "button", "id": .string("button-\(index)"), "title": .string("Save item \(index)"),
                "frame": [.number(Double(index % 300)), .number(Double(index % 700) + 0.5), 120, 44],
                "foreground": "#FF9500", "background": ["r": 0.1, "g": 0.2, "b": 0.3, "a": 1],
                "font": ["size": 17, "weight": "semibold"], "enabled": true,
                "note": .string("plain text with spaces and émoji 🙂 number \(index)"),
            ])
    }
}
