import HIGAuditCore

struct TabBarGlyphSizeRule: CatalogRule {
    static let id = "tab-bar-glyph-size"
    static let position = 70
    /// How many points a glyph may differ from its target size.
    static let tolerance = Limit("glyphTolerance", default: 1.0)

    /// Target glyph sizes from the HIG; nil where a shape fixes only one dimension.
    struct Target {
        var width: Double?
        var height: Double?
    }

    static func target(for shape: GlyphShape, compact: Bool) -> Target {
        switch (shape, compact) {
        case (.circular, false): Target(width: 25, height: 25)
        case (.square, false): Target(width: 23, height: 23)
        case (.wide, false): Target(width: 31)
        case (.tall, false): Target(height: 28)
        case (.circular, true): Target(width: 18, height: 18)
        case (.square, true): Target(width: 17, height: 17)
        case (.wide, true): Target(width: 23)
        case (.tall, true): Target(height: 20)
        }
    }

    let descriptor = RuleDescriptor(
        id: Self.id, area: .tabBars, defaultSeverity: .warning, higSection: .tabBars,
        limits: [Self.tolerance.definition], words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "tabBar",
                      "items": [
                        {"title": "Home", "glyph": {"width": 30, "height": 30, "shape": "circular"}},
                        {"title": "Search", "glyph": {"width": 25, "height": 25, "shape": "circular"}},
                        {"title": "Library", "glyph": {"width": 20, "height": 40, "shape": "wide"}}
                      ]
                    },
                    {
                      "type": "tabBar",
                      "compact": true,
                      "items": [{"title": "Home", "glyph": {"width": 25, "height": 25, "shape": "circular"}}]
                    }
                  ]
                }
                """#, at: "/elements/0/items/0", "/elements/0/items/2", "/elements/1/items/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "tabBar",
                      "items": [
                        {"title": "Home", "glyph": {"width": 24, "height": 26, "shape": "circular"}},
                        {"title": "Library", "glyph": {"width": 31, "height": 12, "shape": "wide"}},
                        {"title": "Search", "glyph": {"width": 40, "height": 40}}
                      ]
                    },
                    {
                      "type": "tabBar",
                      "compact": true,
                      "items": [
                        {"title": "Home", "glyph": {"width": 17, "height": 17, "shape": "square"}},
                        {"title": "Files", "glyph": {"height": 20.5, "shape": "tall"}}
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        let tolerance = audit.limits[Self.tolerance]
        for tab in TabBarItemFacts.all(in: audit) {
            guard let glyph = tab.item.glyph, let shape = glyph.shape else { continue }
            let target = Self.target(for: shape, compact: tab.isCompact)
            let widthOff = Self.isOff(glyph.width, from: target.width, tolerance: tolerance)
            let heightOff = Self.isOff(glyph.height, from: target.height, tolerance: tolerance)
            guard widthOff || heightOff else { continue }
            audit.report(
                element: tab.bar, suffix: tab.suffix,
                Message(
                    Self.messageKey(tab.isCompact ? "compact" : "message"),
                    [
                        .init("shape", .message(Message(MessageKey("glyph-shape.\(shape.rawValue)")))),
                        .init("size", Self.describe(width: glyph.width, height: glyph.height)),
                        .init("target", Self.describe(width: target.width, height: target.height)),
                    ]),
                measured: measured(glyph, target, tolerance))
        }
    }

    private static func isOff(_ value: Double?, from target: Double?, tolerance: Double) -> Bool {
        guard let value, let target else { return false }
        return PointComparison.isAbove(abs(value - target), tolerance)
    }

    /// A size as given: both sides, or the one side a glyph or a target has.
    private static func describe(width: Double?, height: Double?) -> Message.Argument.Value {
        let text = { (value: Double) in NumberFormatting.json(value) }
        return switch (width, height) {
        case (let width?, let height?): .message(Message(messageKey("size"), ["width": text(width), "height": text(height)]))
        case (let width?, nil): .message(Message(messageKey("size.width"), ["width": text(width)]))
        case (nil, let height?): .message(Message(messageKey("size.height"), ["height": text(height)]))
        case (nil, nil): .text("")
        }
    }

    private func measured(_ glyph: TabBar.Glyph, _ target: Target, _ tolerance: Double) -> JSONValue {
        var members: [JSONValue.Member] = []
        if let width = glyph.width { members.append(.init("width", .number(width))) }
        if let height = glyph.height { members.append(.init("height", .number(height))) }
        if let width = target.width { members.append(.init("targetWidth", .number(width))) }
        if let height = target.height { members.append(.init("targetHeight", .number(height))) }
        members.append(.init("tolerance", .number(tolerance)))
        return .object(members)
    }
}

extension TabBarGlyphSizeRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Tab glyphs have the standard size",
            rationale: "Custom tab glyphs of the sizes the HIG gives look balanced next to system symbols and leave room for the title.",
            messages: [
                "message": "The {shape} glyph is {size}; in a regular tab bar it should be {target}.",
                "compact": "The {shape} glyph is {size}; in a compact tab bar it should be {target}.",
                "size": "{width}×{height} pt",
                "size.width": "{width} pt wide",
                "size.height": "{height} pt tall",
            ]),
        .ja: RuleWords(
            title: "タブのグリフは標準のサイズにする",
            rationale: "HIG が示すサイズのカスタムタブグリフは、システムのシンボルと並んでもバランスがよく、タイトルを表示する余白も残ります。",
            messages: [
                "message": "{shape}のグリフが {size}です。レギュラーのタブバーでは {target}にしてください。",
                "compact": "{shape}のグリフが {size}です。コンパクトなタブバーでは {target}にしてください。",
                "size": "{width}×{height} pt の大きさ",
                "size.width": "{width} pt の幅",
                "size.height": "{height} pt の高さ",
            ]),
    ]
}
