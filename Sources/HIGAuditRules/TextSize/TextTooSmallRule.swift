import HIGAuditCore

struct TextTooSmallRule: CatalogRule {
    static let id = "text-too-small"
    static let position = 40
    /// The HIG's minimum text size on iOS and iPadOS, in points.
    static let minimum = 11.0

    let descriptor = RuleDescriptor(
        id: Self.id, area: .textSize, defaultSeverity: .warning, higSection: .typography, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [{"type": "text", "text": "v2.3.1", "font": {"size": 9}}]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "text", "text": "v2.3.1", "font": {"size": 11}},
                    {"type": "text", "text": "v2.3.1", "font": {"textStyle": "caption2"}},
                    {"type": "text", "text": "v2.3.1"}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for subject in TextSizeSubject.subjects(of: audit) where subject.sizeAtLarge < Self.minimum {
            audit.report(
                element: subject.index,
                Message(Self.messageKey("message"), ["size": TextSizeNumbers.size(subject.sizeAtLarge), "minimum": TextSizeNumbers.size(Self.minimum)]),
                measured: .object(["size": TextSizeNumbers.measured(subject.sizeAtLarge), "minimum": TextSizeNumbers.measured(Self.minimum)]))
        }
    }
}

extension TextTooSmallRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Text is at least 11 pt",
            rationale: "Text smaller than 11 pt at the default text size is hard to read for most people, whatever the screen.",
            messages: [
                "message":
                    "This text is {size} pt, below the {minimum} pt minimum the Human Interface Guidelines give for iOS and iPadOS; use at least {minimum} pt.",
                "message.interface-builder":
                    "This text is {size} pt, below the {minimum} pt minimum the Human Interface Guidelines give for iOS and iPadOS; set Font to at least {minimum} pt in the Attributes inspector.",
                "message.figma":
                    "This text is {size} pt, below the {minimum} pt minimum the Human Interface Guidelines give for iOS and iPadOS; set the layer's font size to at least {minimum} pt.",
            ]),
        .ja: RuleWords(
            title: "テキストは 11 pt 以上にする",
            rationale: "デフォルトの文字サイズで 11 pt より小さいテキストは、画面にかかわらず多くの人にとって読みにくくなります。",
            messages: [
                "message":
                    "このテキストは{size} ptで、ヒューマンインターフェイスガイドラインがiOSとiPadOSに定める最小サイズ{minimum} ptより小さいため、{minimum} pt以上にしてください。",
                "message.interface-builder":
                    "このテキストは{size} ptで、ヒューマンインターフェイスガイドラインがiOSとiPadOSに定める最小サイズ{minimum} ptより小さいため、Attributes インスペクタで Font を{minimum} pt以上にしてください。",
                "message.figma":
                    "このテキストは{size} ptで、ヒューマンインターフェイスガイドラインがiOSとiPadOSに定める最小サイズ{minimum} ptより小さいため、レイヤーのフォントサイズを{minimum} pt以上にしてください。",
            ]),
    ]
}
