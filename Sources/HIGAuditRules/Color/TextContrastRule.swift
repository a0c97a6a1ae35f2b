import HIGAuditCore

struct TextContrastRule: CatalogRule {
    static let id = "text-contrast"
    static let position = 10

    let descriptor = RuleDescriptor(
        id: Self.id, area: .color, defaultSeverity: .error, higSection: .accessibility, words: Self.words, readsColors: true,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "text",
                      "text": "Last synced 2 min ago",
                      "foreground": "#9A9A9A",
                      "font": {"size": 13}
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "view",
                      "background": "#007AFF",
                      "children": [
                        {"type": "text", "text": "Continue", "foreground": "#FFFFFF", "font": {"size": 17}}
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/children/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "button", "title": "Save", "foreground": "#8E8E93"}
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "text", "text": "Photo credit", "foreground": "#FFFFFF", "backgroundImage": true}
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "text", "text": "Body", "foreground": "#777777", "font": {"size": 17}}
                  ]
                }
                """#, at: "/elements/0", profile: .apca),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "text", "text": "Welcome back", "foreground": "#949494", "font": {"size": 20}}
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "view",
                      "background": "#007AFF",
                      "children": [
                        {
                          "type": "text",
                          "text": "Continue",
                          "foreground": "#FFFFFF",
                          "font": {"size": 17, "weight": "bold"}
                        }
                      ]
                    }
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "text", "text": "Unavailable", "foreground": "#C7C7CC", "enabled": false}
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "text", "text": "Caption", "foreground": "#767676", "font": {"size": 13}}
                  ]
                }
                """#, profile: .wcagAA),
        ])

    func check(_ audit: AuditContext) {
        for target in ContrastTargets.all(in: audit) where target.kind == .text {
            let requirement = audit.profile.textRequirement(for: target.font)
            if target.background.isUnknown {
                audit.report(
                    element: target.element, suffix: target.suffix,
                    Message(Self.messageKey("incomplete"), ["required": requirementText(requirement)]),
                    measured: ContrastMeasurement.incomplete(foreground: target.foreground, required: requirement.value),
                    incomplete: true)
                continue
            }
            let text = target.foreground.composited(over: target.background.color)
            let background = target.background.color
            guard !requirement.isMet(text: text, background: background) else { continue }
            let size = NumberFormatting.json(target.font?.effectiveSize ?? Font.bodySize)
            let bold = target.font?.isBold ?? false
            let suggestions = ContrastSuggestions(foreground: target.foreground, background: background, requirement: requirement)
            let counterpart = ContrastCounterpart.of(target, requirement: requirement, in: audit)
            let measured = ContrastMeasurement.measured(
                text: text, background: background, required: requirement.value, suggestions: suggestions, counterpart: counterpart)
            let excused = ContrastCounterpart.reportExcused(
                counterpart, target: target, ratio: WCAG.contrastRatio(text, background), required: requirement.value,
                rule: Self.id, message: Self.messageKey("message.increase-contrast"), measured: measured, in: audit)
            if excused { continue }
            let lighter = suggestions.goesLighter(from: text, against: background)
            let message: Message
            switch requirement {
            case .ratio(let required):
                message = Message(
                    Self.messageKey(Self.messageName(apca: false, bold: bold)),
                    [
                        .init("ratio", NumberFormatting.json(NumberFormatting.truncated(WCAG.contrastRatio(text, background), places: 2))),
                        .init("required", NumberFormatting.json(required)), .init("size", size),
                        .init("foreground", text.hexString), .init("background", background.hexString),
                        Self.change(lighter: lighter), suggestions.sentence(requirement),
                    ])
            case .apcaLc(let required):
                message = Message(
                    Self.messageKey(Self.messageName(apca: true, bold: bold)),
                    [
                        .init(
                            "lc", NumberFormatting.json(abs(NumberFormatting.rounded(APCA.lightnessContrast(text: text, background: background), places: 2)))),
                        .init("required", NumberFormatting.json(required)), .init("size", size),
                        .init("foreground", text.hexString), .init("background", background.hexString),
                        Self.change(lighter: lighter), suggestions.sentence(requirement),
                    ])
            }
            audit.report(element: target.element, suffix: target.suffix, message, measured: measured)
        }
    }

    /// The message for the requirement's kind and the text's weight.
    static func messageName(apca: Bool, bold: Bool) -> String {
        switch (apca, bold) {
        case (false, false): "message"
        case (false, true): "message.bold"
        case (true, false): "message.apca"
        case (true, true): "message.apca.bold"
        }
    }

    /// What to change, in the words of the tool the screen came from: lighten text that is
    /// lighter than its background, darken it otherwise.
    static func change(lighter: Bool) -> Message.Argument {
        .init("change", .message(Message(messageKey(lighter ? "change.lighten" : "change.darken"))))
    }

    private func requirementText(_ requirement: ContrastRequirement) -> String {
        switch requirement {
        case .ratio(let value): NumberFormatting.json(value) + ":1"
        case .apcaLc(let value): "Lc " + NumberFormatting.json(value)
        }
    }
}

extension TextContrastRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Text has enough contrast with its background",
            rationale:
                "Text that is too close in lightness to what is behind it is hard to read for everyone, and unreadable for people with low vision. Small text needs 4.5:1 (WCAG 2.2 AA, the HIG's minimum); text of 18 pt and more, or bold, needs 3:1. Other profiles apply WCAG AA, AAA or APCA thresholds.",
            messages: [
                "message":
                    "Text contrast is {ratio}:1 ({foreground} on {background}), below the {required}:1 that {size} pt text needs: {change}{suggestion}.",
                "message.bold":
                    "Text contrast is {ratio}:1 ({foreground} on {background}), below the {required}:1 that bold {size} pt text needs: {change}{suggestion}.",
                "message.increase-contrast":
                    "Text contrast is {ratio}:1, below {required}:1; it passes ({increasedRatio}:1) only with Increase Contrast on, so raise the default colors' contrast.",
                "message.increase-contrast.interface-builder":
                    "Text contrast is {ratio}:1, below {required}:1; it passes ({increasedRatio}:1) only with Increase Contrast on, so raise the default colors' contrast (the Any Appearance values of the color sets, or the colors in the Attributes inspector).",
                "message.apca":
                    "Text contrast is Lc {lc} ({foreground} on {background}), below the Lc {required} that {size} pt text needs: {change}{suggestion}.",
                "message.apca.bold":
                    "Text contrast is Lc {lc} ({foreground} on {background}), below the Lc {required} that bold {size} pt text needs: {change}{suggestion}.",
                "change.darken": "darken the text or change its background",
                "change.darken.interface-builder":
                    "darken the text color in the Attributes inspector (or in the color set it uses), or change the background color of the view behind it",
                "change.darken.figma": "darken the text layer's fill, or change the fill of the layer behind it",
                "change.lighten": "lighten the text or change its background",
                "change.lighten.interface-builder":
                    "lighten the text color in the Attributes inspector (or in the color set it uses), or change the background color of the view behind it",
                "change.lighten.figma": "lighten the text layer's fill, or change the fill of the layer behind it",
                "incomplete":
                    "The text is drawn over an image or gradient, so its contrast can't be measured; make sure it reaches {required} over every part of the background.",
            ]),
        .ja: RuleWords(
            title: "テキストと背景のコントラストを十分に確保する",
            rationale:
                "背景と明度が近すぎるテキストは誰にとっても読みにくく、弱視の人には読めません。小さなテキストには 4.5:1（WCAG 2.2 AA、HIG の最低基準）、18 pt 以上または太字のテキストには 3:1 のコントラストが必要です。ほかのプロファイルでは WCAG AA、AAA、APCA のしきい値を適用します。",
            messages: [
                "message":
                    "テキストのコントラストが {ratio}:1（{background} の上に {foreground}）で、{size} pt のテキストに必要な {required}:1 に達していないため、{change}{suggestion}。",
                "message.bold":
                    "テキストのコントラストが {ratio}:1（{background} の上に {foreground}）で、{size} pt の太字のテキストに必要な {required}:1 に達していないため、{change}{suggestion}。",
                "message.increase-contrast":
                    "テキストのコントラスト比が {ratio}:1 で {required}:1 に届かず、「コントラストを上げる」がオンのときだけ基準を満たす（{increasedRatio}:1）ため、標準の配色のコントラストを上げてください。",
                "message.increase-contrast.interface-builder":
                    "テキストのコントラスト比が {ratio}:1 で {required}:1 に届かず、「コントラストを上げる」がオンのときだけ基準を満たす（{increasedRatio}:1）ため、標準の配色（カラーセットの Any Appearance の値、または Attributes インスペクタの色）のコントラストを上げてください。",
                "message.apca":
                    "テキストのコントラストが Lc {lc}（{background} の上に {foreground}）で、{size} pt のテキストに必要な Lc {required} に達していないため、{change}{suggestion}。",
                "message.apca.bold":
                    "テキストのコントラストが Lc {lc}（{background} の上に {foreground}）で、{size} pt の太字のテキストに必要な Lc {required} に達していないため、{change}{suggestion}。",
                "change.darken": "テキストの色を濃くするか、背景を変更してください",
                "change.darken.interface-builder": "Attributes インスペクタ（または使っているカラーセット）でテキストの色を濃くするか、背後にあるビューの背景色を変更してください",
                "change.darken.figma": "テキストレイヤーの塗りを濃くするか、背後にあるレイヤーの塗りを変更してください",
                "change.lighten": "テキストの色を明るくするか、背景を変更してください",
                "change.lighten.interface-builder": "Attributes インスペクタ（または使っているカラーセット）でテキストの色を明るくするか、背後にあるビューの背景色を変更してください",
                "change.lighten.figma": "テキストレイヤーの塗りを明るくするか、背後にあるレイヤーの塗りを変更してください",
                "incomplete": "テキストが画像やグラデーションの上に描画されているため、コントラストを測定できません。背景のどの部分に対しても {required} に達していることを確認してください。",
            ]),
    ]
}
