import HIGAuditCore

/// Buttons, their titles and roles, and alerts and action sheets.
extension FigmaConverter {
    /// The button's title (`opacity`: its parents'): the first text (in reading order) that sits on a filled shape
    /// of the button, else the first text; with that fill.
    func buttonTitle(_ node: FigmaNode, opacity: Double) -> (text: String?, fill: RGBA?) {
        var texts: [(text: String, box: FigmaBox?, fill: RGBA?)] = []
        var fills: [(box: FigmaBox, color: RGBA)] = []
        func visit(_ current: FigmaNode, opacity: Double) {
            guard current.visible else { return }
            let opacity = opacity * current.opacity
            if current.isText {
                guard let characters = current.characters, !characters.trimmingWhitespace().isEmpty else { return }
                let behind = current.box.flatMap { box in fills.last(where: { $0.box.covers(box) })?.color }
                texts.append((characters.trimmingWhitespace(), current.box, behind))
                return
            }
            if let box = current.box, let solid = FigmaPaint.summary(current.paints, opacity: opacity, in: tape).solid {
                fills.append((box, solid))
            }
            for (_, child) in current.childNodes(in: tape) { visit(FigmaNode(child, in: tape), opacity: opacity) }
        }
        visit(node, opacity: opacity)
        let ordered = texts.enumerated().sorted { lhs, rhs in Self.readingOrder(lhs.element.box, rhs.element.box, lhs.offset, rhs.offset) }.map(\.element)
        if let onFill = ordered.first(where: { $0.fill != nil }) { return (onFill.text, onFill.fill) }
        let own = FigmaPaint.summary(node.paints, opacity: opacity * node.opacity, in: tape).solid
        return (ordered.first?.text, own)
    }

    static func readingOrder(_ a: FigmaBox?, _ b: FigmaBox?, _ i: Int, _ j: Int) -> Bool {
        guard let a, let b else { return i < j }
        if abs(a.y - b.y) > min(a.height, b.height) / 2 { return a.y < b.y }
        if a.x != b.x { return a.x < b.x }
        return i < j
    }

    func buttonRole(_ node: FigmaNode, words: [String], title: String?, fill: RGBA?) -> (cancel: Bool, destructive: Bool, isDefault: Bool) {
        let trimmed = title?.trimmingWhitespace()
        let cancel = NameWords.matches(words, mapping.cancelNames) || mapping.cancelWords.contains { $0 == trimmed }
        let destructive = NameWords.matches(words, mapping.destructiveNames) || (fill.map { FigmaPaint.isRed($0, mapping) } ?? false)
        let isDefault = NameWords.matches(words, mapping.defaultNames)
        return (cancel, destructive && !cancel, isDefault)
    }

    /// An alert's or action sheet's `title`, `message`, `layout` and `buttons`.
    func dialogMembers(_ node: FigmaNode, higPointer: String, figmaPointer: String, opacity: Double) -> [JSONValue.Member] {
        var texts: [(text: String, box: FigmaBox?)] = []
        var buttons: [(node: FigmaNode, pointer: String)] = []
        func visit(_ current: FigmaNode, pointer: String, isRoot: Bool) {
            guard current.visible else { return }
            if current.isText {
                if let characters = current.characters, !characters.trimmingWhitespace().isEmpty {
                    texts.append((characters.trimmingWhitespace(), current.box))
                }
                return
            }
            if !isRoot, current.isFrameLike, NameWords.matches(NameWords.words(current.name), mapping.buttonNames) {
                buttons.append((current, pointer))
                return
            }
            for (ordinal, child) in current.childNodes(in: tape) {
                visit(FigmaNode(child, in: tape), pointer: pointer + "/children/\(ordinal)", isRoot: false)
            }
        }
        visit(node, pointer: figmaPointer, isRoot: true)
        var members: [JSONValue.Member] = []
        let ordered = texts.enumerated().sorted { Self.readingOrder($0.element.box, $1.element.box, $0.offset, $1.offset) }.map(\.element.text)
        if let title = ordered.first { members.append(.init("title", .string(title))) }
        if ordered.count > 1 { members.append(.init("message", .string(ordered.dropFirst().joined(separator: "\n")))) }
        // A row when every button shares the first one's line, else a stack.
        let boxes = buttons.compactMap(\.node.box)
        let isRow =
            boxes.count == buttons.count && boxes.allSatisfy { abs(($0.y + $0.height / 2) - (boxes[0].y + boxes[0].height / 2)) <= max(1, boxes[0].height / 2) }
        if buttons.count >= 2 && boxes.count == buttons.count {
            members.append(.init("layout", .string(isRow ? "row" : "stack")))
        }
        let displayed = buttons.enumerated().sorted { lhs, rhs in
            guard let a = lhs.element.node.box, let b = rhs.element.node.box else { return lhs.offset < rhs.offset }
            if isRow { return a.x != b.x ? a.x < b.x : lhs.offset < rhs.offset }
            return a.y != b.y ? a.y < b.y : lhs.offset < rhs.offset
        }.map(\.element)
        var items: [JSONValue] = []
        for (k, button) in displayed.enumerated() {
            targets[higPointer + "/buttons/\(k)"] = FigmaTarget(pointer: button.pointer, nodeId: button.node.id)
            let title = buttonTitle(button.node, opacity: opacity)
            let role = buttonRole(button.node, words: NameWords.words(button.node.name), title: title.text, fill: title.fill)
            var item: [JSONValue.Member] = [.init("id", .string(button.node.id))]
            if let text = title.text { item.append(.init("title", .string(text))) }
            item.append(.init("role", .string(role.cancel ? "cancel" : role.destructive ? "destructive" : "default")))
            if role.isDefault { item.append(.init("isDefault", .bool(true))) }
            items.append(.object(item))
        }
        members.append(.init("buttons", .array(items)))
        return members
    }
}
