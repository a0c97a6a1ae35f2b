import HIGAuditCore

struct ImageMissingLabelRule: CatalogRule {
    static let id = "image-missing-label"
    static let position = 10

    let descriptor = RuleDescriptor(
        id: Self.id, area: .images, defaultSeverity: .warning, higSection: .images, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "view", "children": [{"type": "image", "symbol": "photo"}]}
                  ]
                }
                """#, at: "/elements/0/children/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "image", "symbol": "photo", "accessibilityLabel": "Sunset over the bay"},
                    {"type": "image", "decorative": true},
                    {
                      "type": "button",
                      "accessibilityLabel": "Play",
                      "children": [{"type": "image", "symbol": "play.fill"}]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        let elements = audit.screen.elements
        for index in audit.visible(.image) {
            let image = elements[index]
            guard !image.decorative, image.accessibilityLabel == nil, !isInsideControl(index, elements) else { continue }
            audit.report(element: index, Message(Self.messageKey("message")))
        }
    }

    private func isInsideControl(_ index: Int, _ elements: [Element]) -> Bool {
        var ancestor = elements[index].parent
        while ancestor >= 0 {
            if elements[ancestor].type.isControl { return true }
            ancestor = elements[ancestor].parent
        }
        return false
    }
}

extension ImageMissingLabelRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Meaningful images have an accessibility label",
            rationale:
                "VoiceOver can't describe an image on its own. Give an image that carries meaning a label, and mark a purely decorative one so it is skipped.",
            messages: [
                "message": "The image has no accessibility label; describe it with an accessibility label, or mark it \"decorative\": true.",
                "message.interface-builder":
                    "The image view is an accessibility element with no label; describe what it shows in Accessibility › Label in the Identity inspector, or turn off Accessibility › Enabled if it is decorative.",
            ]),
        .ja: RuleWords(
            title: "意味のある画像にはアクセシビリティラベルを付ける",
            rationale: "VoiceOver は、画像の内容を自分で説明することはできません。意味を伝える画像にはラベルを付け、純粋に装飾的な画像は読み飛ばされるように装飾として指定してください。",
            messages: [
                "message": "画像にアクセシビリティラベルがありません。アクセシビリティラベルで内容を説明するか、\"decorative\": true を指定してください。",
                "message.interface-builder":
                    "イメージビューはアクセシビリティ要素ですが、ラベルがありません。Identity インスペクタの Accessibility › Label で内容を説明するか、装飾的な画像であれば Accessibility › Enabled をオフにしてください。",
            ]),
    ]
}
