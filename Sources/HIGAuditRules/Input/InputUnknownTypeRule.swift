import HIGAuditCore

/// An element whose `type` the format doesn't list: the decoder audits it as a view and
/// keeps the name as written (`Element.unknownTypeName`); this rule says so, naming the
/// closest known type when one is close enough.
struct InputUnknownTypeRule: CatalogRule {
    static let id = "input-unknown-type"
    static let position = 20

    let descriptor = RuleDescriptor(
        id: Self.id, area: .input, defaultSeverity: .note, higSection: .screenFormat, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "txt", "text": "Hello"}
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "view",
                      "children": [
                        {"type": "text", "text": "Name"},
                        {"type": "lable", "text": "Email"}
                      ]
                    },
                    {"type": "toolbar", "items": [{"type": "buton", "title": "Share"}]}
                  ]
                }
                """#, at: "/elements/0/children/1", "/elements/1/items/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "TEXT", "text": "Hello"},
                    {
                      "type": "View",
                      "children": [{"type": "navigationbar", "items": [{"type": "CloseButton"}]}]
                    }
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "view", "hidden": true, "children": [{"type": "txt", "text": "Hidden"}]}
                  ]
                }
                """#),
        ])

    /// The types `screen-format.md` lists, in its order (a tie goes to the first).
    static let knownTypes = ElementType.allCases.map(\.rawValue)

    func check(_ audit: AuditContext) {
        let elements = audit.screen.elements
        // An unknown type is decoded as a view, so only views need a look.
        for index in audit.visible(.view) {
            guard let name = elements[index].unknownTypeName else { continue }
            audit.report(element: index, Self.message(for: name))
        }
    }

    static func message(for name: String) -> Message {
        if let suggestion = closestKnownType(to: name) {
            return Message(Self.messageKey("message.suggest"), ["type": name, "suggestion": suggestion])
        }
        return Message(Self.messageKey("message"), ["type": name])
    }

    /// The known type at the smallest edit distance (`Suggestion.distance`, without regard
    /// to case), the first in list order on a tie; nil when even that one is more than half
    /// the name's length away (two edits are always close enough: `img`, `tx`).
    /// Looser than `Suggestion.closest` (made for setting keys and rule ids): type names are
    /// short, and abbreviations (`closebtn`) are a usual mistake.
    static func closestKnownType(to name: String) -> String? {
        let typed = name.trimmingWhitespace().lowercased()
        var best: (type: String, distance: Int)?
        for type in knownTypes {
            let distance = Suggestion.distance(typed, type.lowercased())
            if distance < best?.distance ?? .max { best = (type, distance) }
        }
        guard let best, best.distance <= max(2, typed.count / 2) else { return nil }
        return best.type
    }
}

extension InputUnknownTypeRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Element types are ones hig-screen/1 defines",
            rationale:
                "An element of a type the format doesn't list is audited as a plain view, so the rules for what it really is (the contrast of its text, its title, its touch target) don't run on it. Such a type is usually a typo or an exporter's own name; correct it so that the element is audited as what it is.",
            messages: [
                "message": "The element type \"{type}\" is not a hig-screen/1 type; it is audited as a view.",
                "message.suggest": "The element type \"{type}\" is not a hig-screen/1 type; it is audited as a view. Did you mean \"{suggestion}\"?",
            ]),
        .ja: RuleWords(
            title: "要素のタイプは hig-screen/1 で定義されたものである",
            rationale:
                "フォーマットにないタイプの要素はただのビューとして監査されるため、その要素が本来何であるかに応じたルール（テキストのコントラスト、タイトル、タップ領域の大きさなど）が適用されません。このようなタイプはたいてい入力ミスかエクスポータ独自の名前です。要素が本来の種類として監査されるように修正してください。",
            messages: [
                "message": "要素のタイプ \"{type}\" は hig-screen/1 にありません。ビューとして監査します。",
                "message.suggest": "要素のタイプ \"{type}\" は hig-screen/1 にありません。ビューとして監査します。\"{suggestion}\" の誤りではありませんか？",
            ]),
    ]
}
