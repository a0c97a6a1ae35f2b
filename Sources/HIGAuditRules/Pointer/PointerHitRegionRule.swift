import HIGAuditCore

struct PointerHitRegionRule: CatalogRule {
    static let id = "pointer-hit-region"
    static let position = 10
    /// How far a bezeled control's hit region must reach beyond its frame, in points.
    static let bezeledExtent = Limit("hitRegionBezeled", default: 12.0)
    /// How far a plain control's hit region must reach beyond its frame, in points.
    static let plainExtent = Limit("hitRegionPlain", default: 24.0)

    let descriptor = RuleDescriptor(
        id: Self.id, area: .pointer, defaultSeverity: .warning, higSection: .pointingDevices,
        limits: [Self.bezeledExtent.definition, Self.plainExtent.definition], words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "iPadOS",
                  "elements": [
                    {
                      "type": "button",
                      "title": "Share",
                      "bezeled": true,
                      "frame": [100, 100, 80, 44],
                      "hitRegion": [96, 96, 88, 52]
                    },
                    {
                      "type": "button",
                      "title": "Edit",
                      "style": "plain",
                      "frame": [300, 100, 60, 44],
                      "hitRegion": [276, 88, 108, 68]
                    }
                  ]
                }
                """#, at: "/elements/0", "/elements/1"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "macOS",
                  "elements": [
                    {
                      "type": "button",
                      "title": "Share",
                      "style": "filled",
                      "frame": [100, 100, 80, 44],
                      "hitRegion": [88, 88, 104, 68]
                    },
                    {
                      "type": "button",
                      "title": "Edit",
                      "frame": [300, 100, 60, 44],
                      "hitRegion": [276, 76, 108, 92]
                    },
                    {"type": "button", "title": "Open", "frame": [100, 300, 60, 44]}
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
                      "bezeled": true,
                      "frame": [100, 100, 80, 44],
                      "hitRegion": [96, 96, 88, 52]
                    }
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "iPadOS",
                  "elements": [
                    {
                      "type": "toggle",
                      "title": "Wi-Fi",
                      "bezeled": true,
                      "frame": [100, 100, 80, 44],
                      "hitRegion": [88, 88, 104, 68]
                    },
                    {
                      "type": "view",
                      "bezeled": true,
                      "frame": [100, 300, 80, 44],
                      "hitRegion": [88, 288, 104, 68]
                    },
                    {
                      "type": "textField",
                      "placeholder": "Name",
                      "bezeled": true,
                      "frame": [100, 500, 200, 44],
                      "hitRegion": [88, 488, 224, 68]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.platform.hasPointer else { return }
        let bezeledExtent = audit.limits[Self.bezeledExtent], plainExtent = audit.limits[Self.plainExtent]
        for index in audit.visibleElements {
            let element = audit.screen.elements[index]
            guard let region = element.hitRegion, let frame = element.frame else { continue }
            let required = element.isBezeled ? bezeledExtent : plainExtent
            let margins = frame.margins(of: region)
            let smallest = min(margins.left, margins.top, margins.right, margins.bottom)
            guard PointComparison.isBelow(smallest, required) else { continue }
            audit.report(
                element: index,
                Message(
                    Self.messageKey(element.isBezeled ? "bezeled" : "plain"),
                    [
                        "extent": NumberFormatting.json(smallest), "required": NumberFormatting.json(required),
                    ]),
                measured: .object([
                    "left": .number(margins.left), "top": .number(margins.top),
                    "right": .number(margins.right), "bottom": .number(margins.bottom),
                    "required": .number(required),
                ]))
        }
    }
}

extension PointerHitRegionRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Hit regions extend beyond the visible control",
            rationale:
                "A pointer is imprecise near a control's edge. Extending the hit region 12 pt beyond bezeled controls and 24 pt beyond plain ones makes them easy to reach.",
            messages: [
                "bezeled":
                    "The hit region extends only {extent} pt beyond the frame on one side; extend it at least {required} pt on every side of a bezeled control.",
                "plain":
                    "The hit region extends only {extent} pt beyond the frame on one side; extend it at least {required} pt on every side of a control without a bezel.",
            ]),
        .ja: RuleWords(
            title: "ヒット領域を見た目のコントロールより広げる",
            rationale: "コントロールの端の近くでは、ポインタで正確に狙うのは困難です。ベゼルのあるコントロールでは 12 pt、ベゼルのないコントロールでは 24 pt、ヒット領域を外側に広げると操作しやすくなります。",
            messages: [
                "bezeled": "ヒット領域がフレームの外側に {extent} pt しか広がっていない辺があります。ベゼルのあるコントロールでは、すべての辺で {required} pt 以上広げてください。",
                "plain": "ヒット領域がフレームの外側に {extent} pt しか広がっていない辺があります。ベゼルのないコントロールでは、すべての辺で {required} pt 以上広げてください。",
            ]),
    ]
}
