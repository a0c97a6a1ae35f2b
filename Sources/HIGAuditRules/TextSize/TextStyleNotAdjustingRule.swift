import HIGAuditCore

struct TextStyleNotAdjustingRule: CatalogRule {
    static let id = "text-style-not-adjusting"
    static let position = 20

    let descriptor = RuleDescriptor(
        id: Self.id, area: .textSize, defaultSeverity: .note, higSection: .typography, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [{"type": "text", "text": "Delivery address", "font": {"textStyle": "body", "scales": false}}]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "text", "text": "Delivery address", "font": {"textStyle": "body"}},
                    {"type": "button", "title": "Change", "font": {"textStyle": "body", "scales": false}}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for subject in TextSizeSubject.subjects(of: audit) {
            switch subject.element.type {
            case .text, .textField, .textView: break
            default: continue
            }
            guard let style = subject.font.textStyle, subject.font.scales == false else { continue }
            audit.report(
                element: subject.index, Message(Self.messageKey("message"), ["Style": style.guidelinesName]),
                measured: .object(["textStyle": .string(style.rawValue)]))
        }
    }
}

extension TextStyleNotAdjustingRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Text in a text style adjusts while the app runs",
            rationale:
                "A text style is read when the view loads. Unless the text adjusts automatically, a text size changed while the app is open shows only once the screen is made again.",
            messages: [
                "message":
                    "This text uses the {Style} text style but doesn't adjust when people change the text size while the app is running; turn on Automatically Adjusts Font (adjustsFontForContentSizeCategory).",
                "message.interface-builder":
                    "This text uses the {Style} text style but doesn't adjust when people change the text size while the app is running; turn on Automatically Adjusts Font in the Attributes inspector.",
            ]),
        .ja: RuleWords(
            title: "テキストスタイルのテキストはアプリの実行中にも調整される",
            rationale: "テキストスタイルはビューの読み込み時に決まります。自動的に調整されるようにしないと、アプリを開いたまま変更した文字サイズは、画面が作り直されるまで反映されません。",
            messages: [
                "message":
                    "{Style}のテキストスタイルを使っていますが、アプリの実行中に文字サイズを変更しても調整されないため、Automatically Adjusts Font（adjustsFontForContentSizeCategory）をオンにしてください。",
                "message.interface-builder":
                    "{Style}のテキストスタイルを使っていますが、アプリの実行中に文字サイズを変更しても調整されないため、Attributes インスペクタで Automatically Adjusts Font をオンにしてください。",
            ]),
    ]
}
