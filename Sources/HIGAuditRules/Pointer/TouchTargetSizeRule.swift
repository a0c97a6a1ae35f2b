import HIGAuditCore

struct TouchTargetSizeRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "touch-target-size", area: .pointer, defaultSeverity: .warning, higSection: .accessibility,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"button","symbol":"xmark","accessibilityLabel":"Close","frame":[10,10,28,28]},{"type":"toggle","title":"Bold","frame":[10,60,80,30],"hitRegion":[10,55,80,44]}]}"##, at: "/elements/0"),
            .triggers(##"{"format":"hig-screen/1","platform":"iPadOS","elements":[{"type":"button","title":"Edit","frame":[10,10,60,44],"hitRegion":[10,10,40,44]}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"textField","placeholder":"Name","frame":[10,10,200,30]},{"type":"toggle","style":"switch","frame":[10,60,51,31]},{"type":"button","title":"Edit","enabled":false,"frame":[10,100,40,30]},{"type":"button","title":"More"}]}"##),
            .passes(##"{"format":"hig-screen/1","platform":"macOS","elements":[{"type":"button","title":"Edit","frame":[10,10,60,22]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.platform == .iOS || audit.screen.platform == .iPadOS else { return }
        let required = audit.limits.touchTarget
        let elements = audit.screen.elements
        for index in audit.visibleElements where elements[index].type.isControl {
            let type = elements[index].type
            guard type != .textField, !elements[index].isDisabledInTree,
                  !(type == .toggle && elements[index].toggleStyle == .switch),
                  let region = elements[index].effectiveHitRegion else { continue }
            let width = region.maxX - region.minX, height = region.maxY - region.minY
            guard PointComparison.isBelow(width, required) || PointComparison.isBelow(height, required) else { continue }
            audit.report(element: index,
                         Message("touch-target-size.message", [
                            "width": NumberFormatting.json(width), "height": NumberFormatting.json(height),
                            "required": NumberFormatting.json(required),
                         ]),
                         measured: .object(["width": .number(width), "height": .number(height), "required": .number(required)]))
        }
    }
}
