import HIGAuditCore

struct PointerCustomNoEffectRule: CatalogRule {
    static let id = "pointer-custom-no-effect"
    static let position = 60

    let descriptor = RuleDescriptor(
        id: Self.id, area: .pointer, defaultSeverity: .note, higSection: .pointingDevices, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "iPadOS",
                  "elements": [
                    {
                      "type": "navigationBar",
                      "items": [
                        {"type": "button", "custom": true, "title": "Filter", "pointer": {"effect": "none"}}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/items/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "iPadOS",
                  "elements": [
                    {
                      "type": "navigationBar",
                      "items": [
                        {
                          "type": "button",
                          "custom": true,
                          "title": "Filter",
                          "pointer": {"effect": "highlight"}
                        }
                      ]
                    },
                    {"type": "button", "custom": true, "title": "Sort", "pointer": {"effect": "none"}}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.platform.hasPointer else { return }
        for index in audit.visibleButtonKinds {
            let element = audit.screen.elements[index]
            guard element.custom, element.pointer?.effect == PointerEffect.none, audit.isInsideBar(index) else { continue }
            audit.report(element: index, Message(Self.messageKey("message")))
        }
    }
}

extension PointerCustomNoEffectRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Custom bar buttons respond to the pointer",
            rationale: "System bar buttons highlight under the pointer. A custom one without a pointer effect feels inert next to them.",
            messages: [
                "message": "This custom bar button has no pointer effect; give it a highlight or lift effect like the system buttons around it."
            ]),
        .ja: RuleWords(
            title: "カスタムのバーボタンをポインタに反応させる",
            rationale: "システムのバーボタンは、ポインタを重ねるとハイライトされます。ポインタ効果のないカスタムボタンは、その隣に並ぶと反応しないように見えます。",
            messages: [
                "message": "このカスタムのバーボタンにはポインタ効果がありません。周囲のシステムボタンと同じように、ハイライト効果かリフト効果を付けてください。"
            ]),
    ]
}
