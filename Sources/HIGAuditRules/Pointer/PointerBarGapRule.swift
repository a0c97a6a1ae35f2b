import HIGAuditCore

struct PointerBarGapRule: CatalogRule {
    static let id = "pointer-bar-gap"
    static let position = 20
    /// Bar items whose frames are at most this far apart, in points, form a group.
    static let groupSpacing = Limit("barItemGroupSpacing", default: 16.0)

    let descriptor = RuleDescriptor(
        id: Self.id, area: .pointer, defaultSeverity: .warning, higSection: .pointingDevices,
        limits: [Self.groupSpacing.definition], words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "iPadOS",
                  "elements": [
                    {
                      "type": "toolbar",
                      "frame": [0, 0, 400, 50],
                      "items": [
                        {
                          "type": "button",
                          "symbol": "square.and.arrow.up",
                          "accessibilityLabel": "Share",
                          "frame": [300, 3, 44, 44]
                        },
                        {
                          "type": "button",
                          "symbol": "trash",
                          "accessibilityLabel": "Delete",
                          "frame": [352, 3, 44, 44]
                        }
                      ]
                    }
                  ]
                }
                """#, at: "/elements/0/items/1"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "iPadOS",
                  "elements": [
                    {
                      "type": "toolbar",
                      "items": [
                        {
                          "type": "button",
                          "symbol": "square.and.arrow.up",
                          "accessibilityLabel": "Share",
                          "frame": [300, 3, 44, 44],
                          "hitRegion": [296, 3, 52, 44]
                        },
                        {
                          "type": "button",
                          "symbol": "trash",
                          "accessibilityLabel": "Delete",
                          "frame": [352, 3, 44, 44],
                          "hitRegion": [348, 3, 52, 44]
                        },
                        {"type": "button", "title": "Edit", "frame": [420, 3, 60, 44]}
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
                    {
                      "type": "toolbar",
                      "items": [
                        {
                          "type": "button",
                          "symbol": "square.and.arrow.up",
                          "accessibilityLabel": "Share",
                          "frame": [300, 3, 44, 44]
                        },
                        {
                          "type": "button",
                          "symbol": "trash",
                          "accessibilityLabel": "Delete",
                          "frame": [352, 3, 44, 44]
                        }
                      ]
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.platform.hasPointer else { return }
        let elements = audit.screen.elements
        let groupSpacing = audit.limits[Self.groupSpacing]
        for bar in audit.visibleElements where elements[bar].type.isBar {
            let items = audit.screen.children(of: bar).filter {
                elements[$0].container == .items && !elements[$0].isHiddenInTree && elements[$0].type.isButtonKind
            }
            for (first, second) in zip(items, items.dropFirst()) {
                guard let firstFrame = elements[first].frame, let secondFrame = elements[second].frame,
                    let firstRegion = elements[first].effectiveHitRegion, let secondRegion = elements[second].effectiveHitRegion
                else { continue }
                let frameGap = firstFrame.distance(to: secondFrame)
                let regionGap = firstRegion.distance(to: secondRegion)
                guard !PointComparison.isAbove(frameGap, groupSpacing),
                    PointComparison.isAbove(regionGap, 0)
                else { continue }
                audit.report(
                    element: second,
                    Message(Self.messageKey("message"), ["gap": NumberFormatting.json(regionGap)]),
                    measured: .object([
                        "frameGap": .number(frameGap), "hitRegionGap": .number(regionGap),
                        "groupSpacing": .number(groupSpacing),
                    ]))
            }
        }
    }
}

extension PointerBarGapRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Grouped bar items have no gap between hit regions",
            rationale:
                "When the pointer moves between grouped bar buttons, a gap between their hit regions makes the highlight flicker off; the regions should meet.",
            messages: [
                "message":
                    "The hit regions of this item and the previous one are {gap} pt apart; extend them so they meet and the pointer moves across the group without a gap."
            ]),
        .ja: RuleWords(
            title: "グループ化したバー項目のヒット領域にすき間を空けない",
            rationale: "グループ化したバーボタンの間でポインタを動かすとき、ヒット領域の間にすき間があると、ハイライトがちらついて消えてしまいます。領域どうしが接するようにしてください。",
            messages: [
                "message": "この項目と前の項目のヒット領域が {gap} pt 離れています。領域を広げて接するようにし、ポインタがすき間なくグループ内を移動できるようにしてください。"
            ]),
    ]
}
