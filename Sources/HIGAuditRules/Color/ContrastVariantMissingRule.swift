import HIGAuditCore

struct ContrastVariantMissingRule: CatalogRule {
    static let id = "contrast-variant-missing"
    static let position = 30
    /// How far above its required contrast a text may be and still need a variant.
    static let margin = 1.5

    let descriptor = RuleDescriptor(
        id: Self.id, area: .color, defaultSeverity: .note, higSection: .accessibility, words: Self.words, readsColors: true,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "text", "text": "Account settings", "foreground": {"standard": "#666666", "name": "Brand Gray"}, "font": {"size": 17}}
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "text", "text": "Account settings", "font": {"size": 17},
                      "foreground": {"standard": "#666666", "increased": "#4D4D4D", "name": "Brand Gray"}
                    },
                    {"type": "text", "text": "Sign out", "foreground": {"standard": "#1A1A1A", "name": "Ink"}, "font": {"size": 17}}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.contrast == .standard else { return }
        var done: Set<Int> = []
        for target in ContrastTargets.all(in: audit) where !done.contains(target.element) && !target.background.isUnknown {
            let required = requiredRatio(of: target, in: audit)
            let text = target.foreground.composited(over: target.background.color)
            let background = target.background.color
            let ratio = WCAG.contrastRatio(text, background)
            guard ratio < required * Self.margin else { continue }
            let names = missingVariants(of: target, in: audit)
            guard !names.isEmpty else { continue }
            done.insert(target.element)
            let quoted = names.map { Message(Self.messageKey("name"), ["name": $0]) }
            let messageName =
                switch (names.count == 1, target.kind) {
                case (true, .text): "message"
                case (true, .glyph): "message.glyph"
                case (false, .text): "message.several"
                case (false, .glyph): "message.several.glyph"
                }
            audit.report(
                element: target.element, suffix: target.suffix,
                Message(
                    Self.messageKey(messageName),
                    [
                        .init("names", .list(quoted)),
                        .init("ratio", NumberFormatting.json(NumberFormatting.truncated(ratio, places: 2))),
                        .init("limit", NumberFormatting.json(required * Self.margin)),
                    ]),
                measured: .object([
                    "ratio": .number(NumberFormatting.truncated(ratio, places: 2)), "required": .number(required),
                    "limit": .number(required * Self.margin), "colors": .array(names.map { .string($0) }),
                    "foreground": .string(text.hexString), "background": .string(background.hexString),
                ]))
        }
    }

    /// The contrast the target's rule requires: the glyph rule's 3:1, or the profile's ratio
    /// for text (the `hig` profile's under `apca`, which has none).
    private func requiredRatio(of target: ContrastTarget, in audit: AuditContext) -> Double {
        guard target.kind == .text else { return GlyphContrastRule.required }
        if case .ratio(let ratio) = audit.profile.textRequirement(for: target.font) { return ratio }
        return Profile.hig.textRequirement(for: target.font).value
    }

    /// The custom colors without an Increase Contrast value that the target shows: its
    /// foreground, then the layers of its background back to front, each once.
    private func missingVariants(of target: ContrastTarget, in audit: AuditContext) -> [String] {
        var found: [String] = []
        func add(_ color: NamedColor?) {
            guard let color, !color.hasIncreased, !found.contains(color.name) else { return }
            found.append(color.name)
        }
        let element = audit.screen.elements[target.element]
        let names = element.colorNames
        // A toggle state's own colors: its foreground, and its background over the rest.
        let state: (foreground: NamedColor?, background: NamedColor?, opaque: Bool)? =
            switch target.suffix {
            case "/states/on": (names?.onForeground, names?.onBackground, element.states?.on?.background?.isOpaque ?? false)
            case "/states/off": (names?.offForeground, names?.offBackground, element.states?.off?.background?.isOpaque ?? false)
            default: nil
            }
        add(state.map(\.foreground) ?? names?.foreground)
        if state?.opaque != true {
            let (layers, screenShows) = audit.paint.backgroundLayers(of: target.element)
            if screenShows { add(audit.screen.backgroundName) }
            for layer in layers { add(audit.screen.elements[layer].colorNames?.background) }
        }
        add(state?.background)
        return found
    }
}

extension ContrastVariantMissingRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Custom colors near their contrast limit have an Increase Contrast variant",
            rationale:
                "People who turn on Increase Contrast get system colors with more contrast. A custom color needs its own high-contrast variant, or text drawn with it stays as it is, and the HIG asks for one for each custom color.",
            messages: [
                "message":
                    "The custom color {names} has no Increase Contrast variant and this text's contrast is only {ratio}:1 (under {limit}:1), so add a High Contrast appearance to its color set.",
                "message.glyph":
                    "The custom color {names} has no Increase Contrast variant and this glyph's contrast is only {ratio}:1 (under {limit}:1), so add a High Contrast appearance to its color set.",
                "message.several":
                    "The custom colors {names} have no Increase Contrast variant and this text's contrast is only {ratio}:1 (under {limit}:1), so add a High Contrast appearance to their color sets.",
                "message.several.glyph":
                    "The custom colors {names} have no Increase Contrast variant and this glyph's contrast is only {ratio}:1 (under {limit}:1), so add a High Contrast appearance to their color sets.",
                "name": "\"{name}\"",
            ]),
        .ja: RuleWords(
            title: "コントラストの限度に近いカスタムカラーには「コントラストを上げる」用の色を用意する",
            rationale:
                "「コントラストを上げる」をオンにすると、システムカラーはよりコントラストの高い色になります。カスタムカラーは独自の高コントラスト用の色がなければそのままで、HIG はカスタムカラーごとにそれを用意するよう求めています。",
            messages: [
                "message":
                    "カスタムカラー{names}に「コントラストを上げる」用の色がなく、このテキストのコントラスト比が {ratio}:1（{limit}:1 未満）しかないため、カラーセットに高コントラスト用の色を追加してください。",
                "message.glyph":
                    "カスタムカラー{names}に「コントラストを上げる」用の色がなく、このグリフのコントラスト比が {ratio}:1（{limit}:1 未満）しかないため、カラーセットに高コントラスト用の色を追加してください。",
                "message.several":
                    "カスタムカラー{names}に「コントラストを上げる」用の色がなく、このテキストのコントラスト比が {ratio}:1（{limit}:1 未満）しかないため、カラーセットに高コントラスト用の色を追加してください。",
                "message.several.glyph":
                    "カスタムカラー{names}に「コントラストを上げる」用の色がなく、このグリフのコントラスト比が {ratio}:1（{limit}:1 未満）しかないため、カラーセットに高コントラスト用の色を追加してください。",
                "name": "「{name}」",
            ]),
    ]
}
