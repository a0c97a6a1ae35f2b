import HIGAuditCore

struct ButtonTooManyFilledRule: CatalogRule {
    static let id = "button-too-many-filled"
    static let position = 40

    let descriptor = RuleDescriptor(
        id: Self.id, area: .buttons, defaultSeverity: .warning, higSection: .buttons, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "button", "title": "Buy", "style": "filled"},
                    {"type": "button", "title": "Gift", "style": "filled"},
                    {"type": "button", "title": "Share", "style": "filled"}
                  ]
                }
                """#, at: "/elements/1"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "button", "title": "Buy", "style": "filled"},
                    {"type": "button", "title": "Gift", "style": "gray"},
                    {"type": "view", "children": [{"type": "button", "title": "Subscribe", "style": "filled"}]},
                    {"type": "button", "title": "Rent", "style": "filled", "hidden": true}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        let filled = audit.visible(.button).filter { audit.screen.elements[$0].style == .filled }
        var byParent: [Int: [Int]] = [:]
        for index in filled { byParent[audit.screen.elements[index].parent, default: []].append(index) }
        for siblings in byParent.values where siblings.count > 1 {
            audit.report(
                element: siblings[1],
                Message(Self.messageKey("message"), ["count": String(siblings.count)]),
                measured: .object(["filledButtons": .number(Double(siblings.count)), "limit": .number(1)]))
        }
    }
}

extension ButtonTooManyFilledRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "One filled button per group",
            rationale:
                "A filled button marks the most likely action. Several side by side compete for attention, and people can't tell which one matters most.",
            messages: [
                "message":
                    "{count} filled buttons sit side by side; keep the filled style for the most likely action and give the others a tinted, gray or plain style."
            ]),
        .ja: RuleWords(
            title: "塗りつぶされたボタンはグループに 1 つだけにする",
            rationale: "塗りつぶされたボタンは、最も選ばれそうなアクションを示します。いくつも並ぶと互いに注意を奪い合い、どれが一番重要なのかわからなくなります。",
            messages: [
                "message": "並んでいる塗りつぶされたボタンの数が {count} です。塗りつぶしのスタイルは最も選ばれそうなアクションだけに使い、ほかのボタンには色合い、グレイ、プレーンのスタイルを使ってください。"
            ]),
    ]
}
