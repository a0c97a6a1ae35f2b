import HIGAuditCore

/// An element whose `type` the format doesn't list: the decoder audits it as a view and
/// keeps the name as written (`Element.unknownTypeName`); this rule says so and names the
/// closest known type, asking whether it was meant when it is close enough.
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

    /// Names UIKit, AppKit and design tools give to what the format calls otherwise, each with
    /// the format's type: `lable` is two edits from `label`, which is a `text`.
    static let otherNames: [(name: String, type: ElementType)] = [
        ("label", .text), ("textView", .text), ("imageView", .image), ("icon", .image), ("switch", .toggle),
        ("checkbox", .toggle), ("navBar", .navigationBar), ("dialog", .alert), ("sheet", .actionSheet),
    ]

    static func message(for name: String) -> Message {
        let closest = closestKnownType(to: name)
        if closest.isClose {
            return Message(Self.messageKey("message.suggest"), ["type": name, "suggestion": closest.type])
        }
        return Message(Self.messageKey("message"), ["type": name, "closest": closest.type])
    }

    /// The known type whose name, or one of its `otherNames`, is at the smallest edit distance
    /// (`Suggestion.distance`, without regard to case), the first in list order on a tie. It
    /// is close when at most half the name's length away (two edits always are: `img`, `tx`).
    /// Looser than `Suggestion.closest` (made for setting keys and rule ids): type names are
    /// short, and abbreviations (`closebtn`) are a usual mistake.
    static func closestKnownType(to name: String) -> (type: String, isClose: Bool) {
        let typed = name.trimmingWhitespace().lowercased()
        var best = (type: knownTypes[0], distance: Int.max)
        let candidates = knownTypes.map { ($0, $0) } + otherNames.map { ($0.name, $0.type.rawValue) }
        for (spelling, type) in candidates {
            let distance = Suggestion.distance(typed, spelling.lowercased())
            if distance < best.distance { best = (type, distance) }
        }
        return (best.type, best.distance <= max(2, typed.count / 2))
    }
}

extension InputUnknownTypeRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Element types are ones hig-screen/1 defines",
            rationale:
                "An element of a type the format doesn't list is audited as a plain view, so the rules for what it really is (the contrast of its text, its title, its touch target) don't run on it. Such a type is usually a typo or an exporter's own name; correct it so that the element is audited as what it is.",
            messages: [
                "message": "The element type \"{type}\" is not a hig-screen/1 type, so it is audited as a view; the closest known type is \"{closest}\".",
                "message.suggest": "The element type \"{type}\" is not a hig-screen/1 type, so it is audited as a view; did you mean \"{suggestion}\"?",
            ]),
        .ja: RuleWords(
            title: "要素のタイプには hig-screen/1 で定義されたものを使う",
            rationale:
                "フォーマットにないタイプの要素はただのビューとして監査されるため、その要素が本来何であるかに応じたルール（テキストのコントラスト、タイトル、ヒット領域の大きさなど）が適用されません。このようなタイプはたいてい入力ミスかエクスポータ独自の名前です。要素が本来の種類として監査されるように修正してください。",
            messages: [
                "message": "要素のタイプ \"{type}\" は hig-screen/1 にないため、ビューとして監査します。既知のタイプで最も近いのは \"{closest}\" です。",
                "message.suggest": "要素のタイプ \"{type}\" は hig-screen/1 にないため、ビューとして監査します。\"{suggestion}\" のことですか？",
            ]),
    ]
}
