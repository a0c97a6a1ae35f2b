import HIGAuditCore

struct GlyphContrastRule: CatalogRule {
    static let id = "glyph-contrast"
    static let position = 20

    static let required = 3.0

    let descriptor = RuleDescriptor(
        id: Self.id, area: .color, defaultSeverity: .error, higSection: .accessibility, words: Self.words, readsColors: true,
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
                """#, at: "/elements/0/states/on"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "button",
                      "symbol": "trash",
                      "accessibilityLabel": "Delete",
                      "foreground": "#AEAEB2"
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "button", "symbol": "plus", "accessibilityLabel": "Add", "foreground": "#FF9500"}
                  ]
                }
                """#, at: "/elements/0", profile: .apca),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "view",
                      "backgroundImage": true,
                      "children": [
                        {
                          "type": "toggle",
                          "states": {
                            "on": {"symbol": "star.fill", "foreground": "#FF9500", "background": "#FFD60A"},
                            "off": {"symbol": "star", "foreground": "#000000", "background": "#FFFFFF"}
                          }
                        }
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/children/0/states/on"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "button",
                      "symbol": "trash",
                      "accessibilityLabel": "Delete",
                      "foreground": "#8E8E93"
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
                      "type": "button",
                      "title": "Share",
                      "symbol": "square.and.arrow.up",
                      "foreground": "#8E8E93",
                      "font": {"size": 20}
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        for target in ContrastTargets.all(in: audit) where target.kind == .glyph {
            if target.background.isUnknown {
                audit.report(
                    element: target.element, suffix: target.suffix,
                    Message(Self.messageKey("incomplete"), ["required": NumberFormatting.json(Self.required) + ":1"]),
                    measured: ContrastMeasurement.incomplete(foreground: target.foreground, required: Self.required),
                    incomplete: true)
                continue
            }
            let glyph = target.foreground.composited(over: target.background.color)
            let background = target.background.color
            let ratio = WCAG.contrastRatio(glyph, background)
            guard ratio < Self.required else { continue }
            let requirement = ContrastRequirement.ratio(Self.required)
            let suggestions = ContrastSuggestions(foreground: target.foreground, background: background, requirement: requirement)
            let counterpart = ContrastCounterpart.of(target, requirement: requirement, in: audit)
            let measured = ContrastMeasurement.measured(
                text: glyph, background: background, required: Self.required, suggestions: suggestions, counterpart: counterpart)
            let excused = ContrastCounterpart.reportExcused(
                counterpart, target: target, ratio: ratio, required: Self.required,
                rule: Self.id, message: Self.messageKey("message.increase-contrast"), measured: measured, in: audit)
            if excused { continue }
            let lighter = suggestions.goesLighter(from: glyph, against: background)
            audit.report(
                element: target.element, suffix: target.suffix,
                Message(
                    Self.messageKey("message"),
                    [
                        .init("ratio", NumberFormatting.json(NumberFormatting.truncated(ratio, places: 2))),
                        .init("required", NumberFormatting.json(Self.required)),
                        .init("foreground", glyph.hexString), .init("background", background.hexString),
                        .init("change", .message(Message(Self.messageKey(lighter ? "change.lighten" : "change.darken")))),
                        suggestions.sentence(requirement),
                    ]),
                measured: measured)
        }
    }
}

extension GlyphContrastRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Symbols without a title have enough contrast",
            rationale:
                "A control that shows only a symbol depends on the glyph being seen. Non-text content needs a contrast of at least 3:1 with what is next to it (WCAG 2.2, 1.4.11).",
            messages: [
                "message":
                    "Glyph contrast is {ratio}:1 ({foreground} on {background}), below the {required}:1 that a symbol without a title needs: {change}{suggestion}.",
                "message.increase-contrast":
                    "Glyph contrast is {ratio}:1, below {required}:1; it passes ({increasedRatio}:1) only with Increase Contrast on, so raise the default colors' contrast.",
                "message.increase-contrast.interface-builder":
                    "Glyph contrast is {ratio}:1, below {required}:1; it passes ({increasedRatio}:1) only with Increase Contrast on, so raise the default colors' contrast (the Any Appearance values of the color sets, or the colors in the Attributes inspector).",
                "change.darken": "darken the symbol or change its background",
                "change.darken.interface-builder":
                    "darken the image's color in the Attributes inspector (Tint, or the color set it uses), or change the background color of the view behind it",
                "change.lighten": "lighten the symbol or change its background",
                "change.lighten.interface-builder":
                    "lighten the image's color in the Attributes inspector (Tint, or the color set it uses), or change the background color of the view behind it",
                "incomplete":
                    "The symbol is drawn over an image or gradient, so its contrast can't be measured; make sure it reaches {required} over every part of the background.",
            ]),
        .ja: RuleWords(
            title: "タイトルのないシンボルには十分なコントラストを確保する",
            rationale: "シンボルだけを表示するコントロールは、そのグリフが見えることが前提です。テキスト以外のコンテンツには、隣接する部分とのあいだに 3:1 以上のコントラストが必要です（WCAG 2.2 の達成基準 1.4.11）。",
            messages: [
                "message": "グリフのコントラストが {ratio}:1（{background} の上に {foreground}）で、タイトルのないシンボルに必要な {required}:1 に達していないため、{change}{suggestion}。",
                "message.increase-contrast":
                    "グリフのコントラスト比が {ratio}:1 で {required}:1 に届かず、「コントラストを上げる」がオンのときだけ基準を満たす（{increasedRatio}:1）ため、標準の配色のコントラストを上げてください。",
                "message.increase-contrast.interface-builder":
                    "グリフのコントラスト比が {ratio}:1 で {required}:1 に届かず、「コントラストを上げる」がオンのときだけ基準を満たす（{increasedRatio}:1）ため、標準の配色（カラーセットの Any Appearance の値、または Attributes インスペクタの色）のコントラストを上げてください。",
                "change.darken": "シンボルの色を濃くするか、背景を変更してください",
                "change.darken.interface-builder": "Attributes インスペクタで画像の色（Tint または使っているカラーセット）を濃くするか、背後にあるビューの背景色を変更してください",
                "change.lighten": "シンボルの色を明るくするか、背景を変更してください",
                "change.lighten.interface-builder": "Attributes インスペクタで画像の色（Tint または使っているカラーセット）を明るくするか、背後にあるビューの背景色を変更してください",
                "incomplete": "シンボルが画像やグラデーションの上に描画されているため、コントラストを測定できません。背景のどの部分に対しても {required} に達していることを確認してください。",
            ]),
    ]
}
