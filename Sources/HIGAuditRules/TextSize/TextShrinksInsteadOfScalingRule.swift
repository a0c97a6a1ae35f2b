import HIGAuditCore

struct TextShrinksInsteadOfScalingRule: CatalogRule {
    static let id = "text-shrinks-instead-of-scaling"
    static let position = 30

    let descriptor = RuleDescriptor(
        id: Self.id, area: .textSize, defaultSeverity: .warning, higSection: .typography, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [{"type": "text", "text": "Order total", "font": {"textStyle": "body", "minimumScaleFactor": 0.5}}]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "text", "text": "Order total", "font": {"textStyle": "body"}},
                    {"type": "text", "text": "Order total", "font": {"size": 17, "scales": false, "minimumScaleFactor": 0.5}}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for subject in TextSizeSubject.subjects(of: audit) where subject.element.type != .textView && subject.scales {
            guard let factor = subject.font.minimumScaleFactor else { continue }
            let percent = NumberFormatting.display(factor * 100, places: 0)
            audit.report(
                element: subject.index, Message(Self.messageKey("message"), ["pct": percent]),
                measured: .object([
                    "minimumScaleFactor": TextSizeNumbers.measured(factor), "size": TextSizeNumbers.measured(subject.sizeAtLarge),
                    "shrinksTo": TextSizeNumbers.measured(subject.sizeAtLarge * factor),
                ]))
        }
    }
}

extension TextShrinksInsteadOfScalingRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Text that grows isn't shrunk to fit",
            rationale:
                "Shrinking text to fit its frame takes back the larger text size a person chose. Text that wraps onto more lines stays as large as they asked.",
            messages: [
                "message":
                    "This text shrinks to fit its frame (down to {pct} %), which undoes the larger text size people choose; let it wrap onto more lines instead.",
                "message.interface-builder":
                    "This text shrinks to fit its frame (down to {pct} %), which undoes the larger text size people choose; set Autoshrink to Fixed Font Size in the Attributes inspector and let it wrap onto more lines instead.",
            ]),
        .ja: RuleWords(
            title: "大きくなるテキストをフレームに合わせて縮小しない",
            rationale: "テキストをフレームに合わせて縮小すると、選択された大きな文字サイズが打ち消されます。複数行に折り返せば、求められた大きさのまま表示できます。",
            messages: [
                "message":
                    "フレームに収まるようにテキストが縮小される（最小{pct}%）と、大きくした文字サイズが打ち消されるため、縮小せずに複数行に折り返して表示してください。",
                "message.interface-builder":
                    "フレームに収まるようにテキストが縮小される（最小{pct}%）と、大きくした文字サイズが打ち消されるため、Attributes インスペクタで Autoshrink を Fixed Font Size にし、複数行に折り返して表示してください。",
            ]),
    ]
}
