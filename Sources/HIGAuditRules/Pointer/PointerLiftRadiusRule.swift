import HIGAuditCore

struct PointerLiftRadiusRule: CatalogRule {
    static let id = "pointer-lift-radius"
    static let position = 30

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
                      "symbol": "plus",
                      "accessibilityLabel": "Add",
                      "pointer": {"effect": "lift", "shape": "custom"}
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "iPadOS",
                  "elements": [
                    {
                      "type": "button",
                      "symbol": "plus",
                      "accessibilityLabel": "Add",
                      "pointer": {"effect": "lift", "shape": "circle", "cornerRadius": 22}
                    },
                    {"type": "button", "title": "Edit", "pointer": {"effect": "lift", "shape": "roundedRect"}}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.platform.hasPointer else { return }
        for index in audit.visibleButtonKinds {
            guard let pointer = audit.screen.elements[index].pointer, pointer.effect == .lift,
                let shape = pointer.shape, shape == .circle || shape == .custom, pointer.cornerRadius == nil
            else { continue }
            audit.report(
                element: index, Message(Self.messageKey("message"), [.init("shape", .message(Message(MessageKey("pointer-shape.\(shape.rawValue)"))))]))
        }
    }
}

extension PointerLiftRadiusRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Lift effects on custom shapes have a corner radius",
            rationale:
                "The lift effect draws the pointer's shape around the control. On a circle or custom shape it needs a corner radius, or the highlight won't match the control.",
            messages: [
                "message": "The lift effect has a {shape} shape without a corner radius; set \"cornerRadius\" to match the control."
            ]),
        .ja: RuleWords(
            title: "カスタム形状のリフト効果には角の半径を指定する",
            rationale: "リフト効果は、コントロールの周囲にポインタの形状を描きます。円やカスタム形状では角の半径を指定しないと、ハイライトがコントロールと一致しません。",
            messages: [
                "message": "リフト効果の形状が{shape}ですが、角の半径が指定されていません。コントロールに合わせて \"cornerRadius\" を設定してください。"
            ]),
    ]
}
