import HIGAuditCore

struct ToggleColorOnlyRule: CatalogRule {
    static let id = "toggle-color-only"
    static let position = 10

    /// Below this CIEDE2000 difference two colors read as the same.
    static let alikeThreshold = 10.0

    let descriptor = RuleDescriptor(
        id: Self.id, area: .toggles, defaultSeverity: .error, higSection: .toggles, words: Self.words, readsColors: true,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "toggle",
                      "states": {
                        "on": {"symbol": "star", "foreground": "#FF9500"},
                        "off": {"symbol": "star", "foreground": "#8E8E93"}
                      }
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "toggle", "title": "Bold", "states": {"on": {"background": "#34C759"}, "off": {}}}
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "toggle",
                      "states": {
                        "on": {
                          "symbol": "star.fill",
                          "foreground": "#B25000",
                          "shape": "circle",
                          "background": "#FFF4E5"
                        },
                        "off": {"symbol": "star", "foreground": "#6C6C70", "shape": "none"}
                      }
                    }
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "toggle",
                      "style": "switch",
                      "states": {"on": {"background": "#34C759"}, "off": {"background": "#E9E9EA"}}
                    }
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "toggle",
                      "states": {
                        "on": {"foreground": "#007AFF", "border": {"color": "#007AFF"}},
                        "off": {"foreground": "#8E8E93"}
                      }
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for (index, outcome) in ToggleComparison.outcomes(in: audit) {
            guard case .colorOnly(let changes) = outcome else { continue }
            let entries = changes.map(Self.entry)
            var alike: [Message] = []
            for deficiency in ColorVisionDeficiency.allCases {
                let worst = changes.map { Self.deltaE($0, under: deficiency) }.max() ?? 0
                if worst < Self.alikeThreshold {
                    alike.append(
                        Message(
                            Self.messageKey("alike"),
                            [
                                Message.Argument("deficiency", .message(Message(MessageKey("deficiency.\(deficiency.rawValue)")))),
                                Message.Argument("deltaE", NumberFormatting.json(NumberFormatting.rounded(worst, places: 2))),
                            ]))
                }
            }
            let properties = Message.Argument("properties", .list(changes.map { Message(MessageKey("property.\($0.property)")) }))
            let message =
                alike.isEmpty
                ? Message(Self.messageKey("message"), [properties])
                : Message(Self.messageKey("message.alike"), [properties, Message.Argument("deficiencies", .list(alike))])
            audit.report(element: index, message, measured: .object(["changes": .array(entries)]))
        }
    }

    static func deltaE(_ change: ToggleComparison.ColorChange, under deficiency: ColorVisionDeficiency?) -> Double {
        guard let deficiency else { return CIEDE2000.difference(change.on.lab, change.off.lab) }
        return CIEDE2000.difference(deficiency.simulate(change.on).lab, deficiency.simulate(change.off).lab)
    }

    static func entry(_ change: ToggleComparison.ColorChange) -> JSONValue {
        var deltaE: [JSONValue.Member] = [.init("normal", .number(NumberFormatting.rounded(deltaE(change, under: nil), places: 2)))]
        for deficiency in ColorVisionDeficiency.allCases {
            deltaE.append(.init(deficiency.rawValue, .number(NumberFormatting.rounded(Self.deltaE(change, under: deficiency), places: 2))))
        }
        return .object([
            "property": .string(change.property),
            "on": .string(change.on.hexString),
            "off": .string(change.off.hexString),
            "ratio": .number(NumberFormatting.truncated(WCAG.contrastRatio(change.on, change.off), places: 2)),
            "deltaE": .object(deltaE),
        ])
    }
}

extension ToggleColorOnlyRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Toggle states differ in more than color",
            rationale:
                "People who don't perceive color differences, and everyone in bright light, can't tell an on state from an off state that only changes color. Pair the color with a change of symbol, shape or an indicator such as a checkmark.",
            messages: [
                "message": "The on and off states differ only in color ({properties}); also change the symbol, the shape or add an indicator.",
                "message.alike":
                    "The on and off states differ only in color ({properties}), and they look almost the same with {deficiencies}; also change the symbol, the shape or add an indicator.",
                "message.interface-builder":
                    "The on and off states differ only in color ({properties}); give the Selected state its own Image in the Attributes inspector, or add an indicator.",
                "message.alike.interface-builder":
                    "The on and off states differ only in color ({properties}), and they look almost the same with {deficiencies}; give the Selected state its own Image in the Attributes inspector, or add an indicator.",
                "message.figma":
                    "The on and off states differ only in color ({properties}); make the on variant differ in a symbol or shape too, or add an indicator layer such as a checkmark.",
                "message.alike.figma":
                    "The on and off states differ only in color ({properties}), and they look almost the same with {deficiencies}; make the on variant differ in a symbol or shape too, or add an indicator layer such as a checkmark.",
                "alike": "{deficiency} (ΔE00 {deltaE})",
            ]),
        .ja: RuleWords(
            title: "トグルの状態を色だけで区別しない",
            rationale: "色の違いを知覚しにくい人や、明るい光の下にいる人は、色だけが変わるオンとオフの状態を見分けられません。色の変化に加えて、シンボルや形を変えるか、チェックマークなどのインジケータを表示してください。",
            messages: [
                "message": "オンとオフの状態が色だけで区別されています（{properties}）。シンボルや形も変えるか、インジケータを追加してください。",
                "message.alike": "オンとオフの状態が色だけで区別されています（{properties}）。{deficiencies}の人には、2 つの状態がほとんど同じに見えます。シンボルや形も変えるか、インジケータを追加してください。",
                "message.interface-builder": "オンとオフの状態が色だけで区別されています（{properties}）。Attributes インスペクタで Selected の状態に別の Image を指定するか、インジケータを追加してください。",
                "message.alike.interface-builder":
                    "オンとオフの状態が色だけで区別されています（{properties}）。{deficiencies}の人には、2 つの状態がほとんど同じに見えます。Attributes インスペクタで Selected の状態に別の Image を指定するか、インジケータを追加してください。",
                "message.figma": "オンとオフの状態が色だけで区別されています（{properties}）。オンのバリアントではシンボルや形も変えるか、チェックマークなどのインジケータのレイヤーを追加してください。",
                "message.alike.figma":
                    "オンとオフの状態が色だけで区別されています（{properties}）。{deficiencies}の人には、2 つの状態がほとんど同じに見えます。オンのバリアントではシンボルや形も変えるか、チェックマークなどのインジケータのレイヤーを追加してください。",
                "alike": "{deficiency}（ΔE00 {deltaE}）",
            ]),
    ]
}
