import HIGAuditCore

struct TouchTargetSizeRule: CatalogRule {
    static let id = "touch-target-size"
    static let position = 70
    /// The smallest width and height of a hit region, in points.
    static let minSize = Limit("touchTarget", default: 44.0)

    let descriptor = RuleDescriptor(
        id: Self.id, area: .pointer, defaultSeverity: .warning, higSection: .accessibility,
        limits: [Self.minSize.definition], words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "button",
                      "symbol": "xmark",
                      "accessibilityLabel": "Close",
                      "frame": [10, 10, 28, 28]
                    },
                    {
                      "type": "toggle",
                      "title": "Bold",
                      "frame": [10, 60, 80, 30],
                      "hitRegion": [10, 55, 80, 44]
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "iPadOS",
                  "elements": [
                    {
                      "type": "button",
                      "title": "Edit",
                      "frame": [10, 10, 60, 44],
                      "hitRegion": [10, 10, 40, 44]
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "textField", "placeholder": "Name", "frame": [10, 10, 200, 30]},
                    {"type": "toggle", "style": "switch", "frame": [10, 60, 51, 31]},
                    {"type": "button", "title": "Edit", "enabled": false, "frame": [10, 100, 40, 30]},
                    {"type": "button", "title": "More"}
                  ]
                }
                """#),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "macOS",
                  "elements": [
                    {"type": "button", "title": "Edit", "frame": [10, 10, 60, 22]}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.platform == .iOS || audit.screen.platform == .iPadOS else { return }
        let required = audit.limits[Self.minSize]
        let elements = audit.screen.elements
        for index in audit.visibleElements where elements[index].type.isControl {
            let type = elements[index].type
            guard type != .textField, !elements[index].isDisabledInTree,
                !(type == .toggle && elements[index].toggleStyle == .switch),
                // An element with no frame is not checked for size (screen-format.md).
                elements[index].frame != nil, let region = elements[index].effectiveHitRegion
            else { continue }
            let width = abs(region.width), height = abs(region.height)
            guard PointComparison.isBelow(width, required) || PointComparison.isBelow(height, required) else { continue }
            audit.report(
                element: index,
                Message(
                    Self.messageKey("message"),
                    [
                        "width": NumberFormatting.json(width), "height": NumberFormatting.json(height),
                        "required": NumberFormatting.json(required),
                    ]),
                measured: .object(["width": .number(width), "height": .number(height), "required": .number(required)]))
        }
    }
}

extension TouchTargetSizeRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Controls are at least 44 × 44 pt",
            rationale:
                "Fingers are imprecise. A control whose hit region is smaller than 44 × 44 pt is hard to tap, especially for people with limited dexterity.",
            messages: [
                "message": "The hit region is {width} × {height} pt; make it at least {required} × {required} pt.",
                "message.interface-builder":
                    "The hit region is {width} × {height} pt; make it at least {required} × {required} pt in the Size inspector or with constraints.",
                "message.figma": "The hit region is {width} × {height} pt; resize the layer to at least {required} × {required} pt.",
            ]),
        .ja: RuleWords(
            title: "コントロールは 44 × 44 pt 以上にする",
            rationale: "指での操作は正確ではありません。ヒット領域が 44 × 44 pt より小さいコントロールはタップしにくく、手指の動きに制約のある人にとってはなおさらです。",
            messages: [
                "message": "ヒット領域が {width} × {height} pt です。{required} × {required} pt 以上にしてください。",
                "message.interface-builder": "ヒット領域が {width} × {height} pt です。Size インスペクタか制約で {required} × {required} pt 以上にしてください。",
                "message.figma": "ヒット領域が {width} × {height} pt です。レイヤーのサイズを {required} × {required} pt 以上にしてください。",
            ]),
    ]
}
