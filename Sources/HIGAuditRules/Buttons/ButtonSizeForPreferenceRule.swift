import HIGAuditCore

/// Only buttons that state a `size` are compared: a missing size is no preference.
struct ButtonSizeForPreferenceRule: CatalogRule {
    static let id = "button-size-for-preference"
    static let position = 50

    let descriptor = RuleDescriptor(
        id: Self.id, area: .buttons, defaultSeverity: .warning, higSection: .buttons, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "button", "title": "Buy", "size": "large"},
                    {"type": "button", "title": "Gift", "size": "small"}
                  ]
                }
                """#, at: ""),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "view",
                      "children": [
                        {"type": "button", "title": "Buy", "size": "large"},
                        {"type": "button", "title": "Gift", "size": "medium"}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "button", "title": "Buy", "size": "large"},
                    {"type": "button", "title": "Gift", "size": "large"},
                    {"type": "view", "children": [{"type": "button", "title": "Share", "size": "small"}]}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        var sizesByParent: [Int: [ControlSize]] = [:]
        for index in audit.visible(.button) {
            guard let size = audit.screen.elements[index].controlSize else { continue }
            let parent = audit.screen.elements[index].parent
            if sizesByParent[parent]?.contains(size) != true { sizesByParent[parent, default: []].append(size) }
        }
        for (parent, sizes) in sizesByParent where sizes.count > 1 {
            let names = sizes.map(\.rawValue)
            let message = Message(Self.messageKey("message"), [.init("sizes", .list(names.map { Message(MessageKey("control-size.\($0)")) }))])
            let measured = JSONValue.object(["sizes": .array(names.map(JSONValue.string))])
            if parent < 0 {
                audit.report(pointer: "", elementId: nil, message, measured: measured)
            } else {
                audit.report(element: parent, message, measured: measured)
            }
        }
    }
}

extension ButtonSizeForPreferenceRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Size doesn't signal preference between sibling buttons",
            rationale: "Buttons that offer choices side by side should have the same size; use style, not size, to show which one is preferred.",
            messages: [
                "message": "Sibling buttons have different sizes ({sizes}); give them the same size and use a more prominent style for the preferred one."
            ]),
        .ja: RuleWords(
            title: "並んだボタンの優先度を大きさで示さない",
            rationale: "選択肢として並ぶボタンは同じ大きさにします。どれを推奨するかは、大きさではなくスタイルで示してください。",
            messages: [
                "message": "並んだボタンの大きさが異なります（{sizes}）。同じ大きさにして、推奨するボタンにはより目立つスタイルを使ってください。"
            ]),
    ]
}
