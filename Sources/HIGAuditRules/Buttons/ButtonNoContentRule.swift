import HIGAuditCore

struct ButtonNoContentRule: CatalogRule {
    static let id = "button-no-content"
    static let position = 20

    let descriptor = RuleDescriptor(
        id: Self.id, area: .buttons, defaultSeverity: .error, higSection: .buttons, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "button", "frame": [16, 100, 120, 44], "background": "#007AFF"}
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "button", "children": [{"type": "text", "text": "Continue"}]},
                    {"type": "button", "accessibilityLabel": "Add"}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        let elements = audit.screen.elements
        for index in audit.visible(.button) {
            let button = elements[index]
            guard button.title == nil, button.symbol == nil, button.accessibilityLabel == nil else { continue }
            let showsContent = (index + 1..<button.subtreeEnd).contains {
                !elements[$0].isHiddenInTree && (elements[$0].type == .text || elements[$0].type == .image)
            }
            guard !showsContent else { continue }
            // Empty in the file but reached by code (an outlet), which likely fills it.
            if button.reachedByCode {
                audit.report(element: index, Message(Self.messageKey("set-in-code")), measured: .object(["incomplete": .bool(true)]), incomplete: true)
            } else {
                audit.report(element: index, Message(Self.messageKey("message")))
            }
        }
    }
}

extension ButtonNoContentRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Buttons show what they do",
            rationale: "A button with no title, symbol, label or content gives nobody a clue what it does, and VoiceOver has nothing to read.",
            messages: [
                "message": "The button has no title, symbol, accessibility label or content; give it a title or a symbol with an accessibility label.",
                "message.interface-builder":
                    "The button has no title, image or accessibility label; give it a Title in the Attributes inspector, or an Image with an Accessibility › Label in the Identity inspector.",
                "message.figma": "The button has no title or content; add a text layer with its title inside the button's frame.",
                "set-in-code":
                    "The button has no title, image or accessibility label in the file, and an outlet connects it to code: its content is likely set in code; make sure it gets a title, or an image with an accessibility label.",
            ]),
        .ja: RuleWords(
            title: "ボタンで何をするかを示す",
            rationale: "タイトルもシンボルもラベルもコンテンツもないボタンは、何をするのか誰にもわからず、VoiceOver が読み上げる内容もありません。",
            messages: [
                "message": "ボタンにタイトル、シンボル、アクセシビリティラベル、コンテンツのいずれもありません。タイトルか、アクセシビリティラベル付きのシンボルを指定してください。",
                "message.interface-builder":
                    "ボタンにタイトル、画像、アクセシビリティラベルのいずれもありません。Attributes インスペクタで Title を指定するか、Image を指定して Identity インスペクタの Accessibility › Label を入力してください。",
                "message.figma": "ボタンにタイトルもコンテンツもありません。ボタンのフレームの中に、タイトルのテキストレイヤーを追加してください。",
                "set-in-code":
                    "ボタンには、ファイル上ではタイトルも画像もアクセシビリティラベルもありませんが、アウトレットでコードにつながっています。コンテンツはコードで設定されていると思われます。タイトルか、アクセシビリティラベル付きの画像が設定されることを確かめてください。",
            ]),
    ]
}
