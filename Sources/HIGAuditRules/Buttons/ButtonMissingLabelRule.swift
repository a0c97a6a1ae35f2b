import HIGAuditCore

/// Buttons of every kind except pop-up buttons (whose selected option is their title),
/// and the button-like items of a toolbar or navigation bar: not an image (which
/// `image-missing-label` covers), a text or a text field.
struct ButtonMissingLabelRule: CatalogRule {
    static let id = "button-missing-label"
    static let position = 30

    static let labelledTypes: Set<ElementType> = [.button, .closeButton, .infoButton, .pullDownButton]
    static let notButtonLike: Set<ElementType> = [.image, .text, .textField]

    let descriptor = RuleDescriptor(
        id: Self.id, area: .buttons, defaultSeverity: .error, higSection: .buttons, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "button", "symbol": "square.and.arrow.up"},
                    {"type": "toolbar", "items": [{"type": "barItem", "symbol": "trash"}]},
                    {"type": "toggle", "states": {"on": {"symbol": "speaker.slash.fill"}, "off": {"symbol": "speaker.wave.2.fill"}}}
                  ]
                }
                """#, at: "/elements/0", "/elements/1/items/0", "/elements/2"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "button", "symbol": "square.and.arrow.up", "accessibilityLabel": "Share"},
                    {"type": "closeButton", "symbol": "xmark", "title": "Close"}
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "navigationBar",
                      "items": [
                        {"type": "image", "symbol": "leaf", "decorative": true},
                        {"type": "text", "text": "Garden", "symbol": "leaf"},
                        {"type": "textField", "symbol": "magnifyingglass", "placeholder": "Search"}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for index in audit.visibleElements where audit.screen.elements[index].symbol != nil {
            let element = audit.screen.elements[index]
            guard Self.labelledTypes.contains(element.type) || (audit.isBarItem(index) && !Self.notButtonLike.contains(element.type)) else { continue }
            guard element.symbol != nil, element.title == nil, element.accessibilityLabel == nil, !element.decorative else { continue }
            audit.report(element: index, Message(Self.messageKey("message"), ["symbol": element.symbol ?? ""]))
        }
        for index in audit.visible(.toggle) {
            guard let symbol = Self.symbolWithoutTitle(audit.screen.elements[index]) else { continue }
            audit.report(element: index, Message(Self.messageKey("message"), ["symbol": symbol]))
        }
    }

    /// The symbol a toggle of style `button` shows (its own, else its off state's, else its
    /// on state's) when neither it nor a state shows a title and it has no label.
    static func symbolWithoutTitle(_ toggle: Element) -> String? {
        guard toggle.toggleStyle != .switch, toggle.accessibilityLabel == nil, !toggle.decorative else { return nil }
        let faces = [toggle.states?.off, toggle.states?.on]
        guard toggle.title == nil, faces.allSatisfy({ $0?.title == nil }) else { return nil }
        return toggle.symbol ?? faces.lazy.compactMap { $0?.symbol }.first
    }
}

extension ButtonMissingLabelRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Symbol-only buttons have an accessibility label",
            rationale:
                "VoiceOver reads a button's title. A button that shows only a symbol needs an accessibility label that says what it does, or people who can't see the symbol can't use it.",
            messages: [
                "message":
                    "The button shows the symbol \"{symbol}\" with no title and no accessibility label; add an accessibility label that names the action.",
                "message.interface-builder":
                    "The button shows the image \"{symbol}\" with no title and no accessibility label; name its action in Accessibility › Label in the Identity inspector.",
            ]),
        .ja: RuleWords(
            title: "シンボルだけのボタンにはアクセシビリティラベルを付ける",
            rationale: "VoiceOver はボタンのタイトルを読み上げます。シンボルだけを表示するボタンには、何をするのかを伝えるアクセシビリティラベルが必要です。ラベルがないと、シンボルが見えない人はそのボタンを使えません。",
            messages: [
                "message": "ボタンにシンボル「{symbol}」が表示されていますが、タイトルもアクセシビリティラベルもありません。アクションを表すアクセシビリティラベルを追加してください。",
                "message.interface-builder":
                    "ボタンに画像「{symbol}」が表示されていますが、タイトルもアクセシビリティラベルもありません。Identity インスペクタの Accessibility › Label に、アクションを表すラベルを入力してください。",
            ]),
    ]
}
