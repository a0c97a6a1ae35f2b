import HIGAuditCore

struct PointerHoverShadowWithoutScaleRule: CatalogRule {
    static let id = "pointer-hover-shadow-without-scale"
    static let position = 40

    let descriptor = RuleDescriptor(
        id: Self.id, area: .pointer, defaultSeverity: .warning, higSection: .pointingDevices, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "iPadOS",
                  "elements": [
                    {
                      "type": "button",
                      "title": "Play",
                      "pointer": {"effect": "hover", "hover": {"shadow": true}}
                    },
                    {
                      "type": "button",
                      "title": "Pause",
                      "pointer": {"effect": "hover", "hover": {"shadow": true, "scale": 1}}
                    }
                  ]
                }
                """#, at: "/elements/0", "/elements/1"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "iPadOS",
                  "elements": [
                    {
                      "type": "button",
                      "title": "Play",
                      "pointer": {"effect": "hover", "hover": {"shadow": true, "scale": 1.1}}
                    },
                    {
                      "type": "button",
                      "title": "Pause",
                      "pointer": {"effect": "hover", "hover": {"tint": true}}
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.platform.hasPointer else { return }
        for index in audit.visibleButtonKinds {
            guard let pointer = audit.screen.elements[index].pointer, pointer.effect == .hover,
                let hover = pointer.hover, hover.shadow, (hover.scale ?? 1) <= 1
            else { continue }
            audit.report(
                element: index, Message(Self.messageKey("message")),
                measured: hover.scale.map { .object(["scale": .number($0)]) })
        }
    }
}

extension PointerHoverShadowWithoutScaleRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Hover shadows come with a scale",
            rationale: "A shadow suggests that the control rises toward the pointer; without scaling it up, the shadow looks detached.",
            messages: [
                "message": "The hover effect adds a shadow without scaling the control up; add a scale above 1 or remove the shadow."
            ]),
        .ja: RuleWords(
            title: "ホバー時の陰影にはスケールを組み合わせる",
            rationale: "陰影は、コントロールがポインタに向かって浮き上がることを表します。コントロールのスケールを大きくしないと、陰影だけが離れて見えます。",
            messages: [
                "message": "ホバー効果で、コントロールのスケールを大きくせずに陰影を付けています。1 より大きいスケールを指定するか、陰影を削除してください。"
            ]),
    ]
}
