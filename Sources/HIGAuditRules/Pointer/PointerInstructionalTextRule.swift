import HIGAuditCore

struct PointerInstructionalTextRule: CatalogRule {
    static let id = "pointer-instructional-text"
    static let position = 50

    let descriptor = RuleDescriptor(
        id: Self.id, area: .pointer, defaultSeverity: .warning, higSection: .pointingDevices, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "macOS",
                  "elements": [
                    {
                      "type": "button",
                      "symbol": "doc.on.doc",
                      "accessibilityLabel": "Copy",
                      "pointer": {"annotation": "Click to copy the link"}
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "macOS",
                  "elements": [
                    {
                      "type": "button",
                      "symbol": "doc.on.doc",
                      "accessibilityLabel": "Copy",
                      "pointer": {"annotation": "Copy Link"}
                    },
                    {"type": "button", "title": "Users", "pointer": {"annotation": "Username rules"}}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        let verbs = ControlWords.pointerVerbs(audit)
        guard audit.screen.platform.hasPointer, !verbs.isEmpty else { return }
        for index in audit.visibleButtonKinds {
            guard let annotation = audit.screen.elements[index].pointer?.annotation,
                Wording.startsWithWholeWord(annotation, of: verbs)
            else { continue }
            audit.report(element: index, Message(Self.messageKey("message"), ["annotation": annotation]))
        }
    }
}

extension PointerInstructionalTextRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Pointer annotations don't give instructions",
            rationale:
                "An annotation names what the control is or does. Telling people to click or tap adds words they don't need and breaks with other input methods.",
            messages: [
                "message": "The annotation \"{annotation}\" tells people how to use the control; name what it does instead."
            ]),
        .ja: RuleWords(
            title: "ポインタの注釈で操作方法を指示しない",
            rationale: "注釈は、コントロールが何であるか、何をするかを示すものです。クリックやタップを指示すると不要な言葉が増え、ほかの入力方法では意味が通らなくなります。",
            messages: [
                "message": "注釈「{annotation}」は、コントロールの使い方を指示しています。代わりに、コントロールが何をするかを示してください。"
            ]),
    ]
}
