import HIGAuditCore

/// Toggles: component variants and layers that are a control's on and off states.
extension FigmaConverter {
    struct ToggleParts {
        var on: (node: FigmaNode, pointer: String)
        var off: (node: FigmaNode, pointer: String)
        var isOn: Bool?
        /// Child layers that are states (left out of `children`).
        var stateLayers: Set<Int> = []
        /// Layer toggles keep their other children; a variant is its whole content.
        var keepsChildren: Bool
    }

    static func variantValues(_ name: String) -> [(property: String, value: String)] {
        name.split(separator: ",").compactMap { part -> (property: String, value: String)? in
            let sides = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard sides.count == 2 else { return nil }
            return (String(sides[0]).trimmingWhitespace(), String(sides[1]).trimmingWhitespace())
        }
    }

    /// The state property of a variant, its pair, and whether the value is the on one.
    func stateValue(_ values: [(property: String, value: String)]) -> (property: String, pair: FigmaMapping.ValuePair, isOn: Bool)? {
        for (property, value) in values where mapping.stateProperties.contains(where: { $0.lowercased() == property.lowercased() }) {
            for pair in mapping.togglePairs {
                if NameWords.sameState(value, pair.on) { return (property, pair, true) }
                if NameWords.sameState(value, pair.off) { return (property, pair, false) }
            }
        }
        return nil
    }

    /// The sibling variant in `set` with the same values except the state, which is toggled.
    func counterpart(in set: Int, of values: [(property: String, value: String)], state: (property: String, pair: FigmaMapping.ValuePair, isOn: Bool))
        -> (index: Int, ordinal: Int)?
    {
        let wanted = state.isOn ? state.pair.off : state.pair.on
        func key(_ values: [(property: String, value: String)]) -> [String: String] {
            var result: [String: String] = [:]
            for (property, value) in values where property.lowercased() != state.property.lowercased() { result[property.lowercased()] = value.lowercased() }
            return result
        }
        let others = key(values)
        for (ordinal, child) in FigmaNode(set, in: tape).childNodes(in: tape) {
            let candidate = Self.variantValues(FigmaNode(child, in: tape).name)
            guard key(candidate) == others,
                candidate.contains(where: { $0.property.lowercased() == state.property.lowercased() && NameWords.sameState($0.value, wanted) })
            else { continue }
            return (child, ordinal)
        }
        return nil
    }

    /// An instance of a component set with a state variant, or a variant inside a set.
    func variantToggle(_ node: FigmaNode, pointer: String) -> ToggleParts? {
        var values: [(property: String, value: String)] = []
        let set: Int
        let setPointer: String
        if node.type == "INSTANCE", let componentId = node.componentId, let component = components[componentId], let owner = component.set {
            set = owner
            setPointer = setPointers[owner] ?? tape.pointer(to: owner)
            values = instanceVariantValues(node) ?? Self.variantValues(FigmaNode(component.index, in: tape).name)
        } else if node.type == "COMPONENT", let component = components[node.id], let owner = component.set {
            set = owner
            setPointer = setPointers[owner] ?? tape.pointer(to: owner)
            values = Self.variantValues(node.name)
        } else {
            return nil
        }
        guard let state = stateValue(values), let other = counterpart(in: set, of: values, state: state) else { return nil }
        let current = (node: node, pointer: pointer)
        let counterpartNode = (node: FigmaNode(other.index, in: tape), pointer: setPointer + "/children/\(other.ordinal)")
        if node.type == "COMPONENT" {
            // Inside the set both variants are drawn: the on one stands for the pair.
            guard state.isOn else { return nil }
            return ToggleParts(on: current, off: counterpartNode, isOn: nil, keepsChildren: false)
        }
        return state.isOn
            ? ToggleParts(on: current, off: counterpartNode, isOn: true, keepsChildren: false)
            : ToggleParts(on: counterpartNode, off: current, isOn: false, keepsChildren: false)
    }

    /// Off variants of a component set that have an on counterpart (drawn as its `off` state).
    func offVariants(_ set: FigmaNode) -> Set<Int> {
        var result: Set<Int> = []
        for (_, child) in set.childNodes(in: tape) {
            let values = Self.variantValues(FigmaNode(child, in: tape).name)
            guard let state = stateValue(values), state.isOn, let other = counterpart(in: set.index, of: values, state: state) else { continue }
            result.insert(other.index)
        }
        return result
    }

    func instanceVariantValues(_ node: FigmaNode) -> [(property: String, value: String)]? {
        guard let properties = node.componentProperties else { return nil }
        var values: [(property: String, value: String)] = []
        tape.forEachMember(of: properties) { key, value in
            guard tape.kind(value) == .object else { return }
            var isVariant = false
            var text: String?
            tape.forEachMember(of: value) { k, v in
                if tape.stringEquals(k, "type") { isVariant = tape.kind(v) == .string && tape.string(v) == "VARIANT" }
                if tape.stringEquals(k, "value"), tape.kind(v) == .string || tape.kind(v) == .escapedString { text = tape.string(v) }
            }
            if isVariant, let text { values.append((tape.string(key), text)) }
        }
        return values.isEmpty ? nil : values
    }

    /// A frame, component or instance named like a toggle with one child layer per state.
    func layerToggle(_ node: FigmaNode, words: [String], pointer: String) -> ToggleParts? {
        guard node.isFrameLike, NameWords.matches(words, mapping.toggleNames) else { return nil }
        let children = node.childNodes(in: tape).map { (ordinal: $0.ordinal, node: FigmaNode($0.index, in: tape)) }
        for pair in mapping.togglePairs {
            guard let on = children.first(where: { NameWords.sameState($0.node.name, pair.on) }),
                let off = children.first(where: { NameWords.sameState($0.node.name, pair.off) })
            else { continue }
            var isOn: Bool?
            if on.node.visible != off.node.visible { isOn = on.node.visible }
            return ToggleParts(
                on: (on.node, pointer + "/children/\(on.ordinal)"), off: (off.node, pointer + "/children/\(off.ordinal)"),
                isOn: isOn, stateLayers: [on.node.index, off.node.index], keepsChildren: true)
        }
        return nil
    }

    /// The first visible text of a toggle outside its state layers: its label.
    func labelText(_ node: FigmaNode, excluding: Set<Int>) -> String? {
        var texts: [(text: String, box: FigmaBox?)] = []
        func visit(_ current: FigmaNode) {
            guard current.visible, !excluding.contains(current.index) else { return }
            if current.isText, let characters = current.characters, !characters.trimmingWhitespace().isEmpty {
                texts.append((characters.trimmingWhitespace(), current.box))
                return
            }
            for (_, child) in current.childNodes(in: tape) { visit(FigmaNode(child, in: tape)) }
        }
        for (_, child) in node.childNodes(in: tape) { visit(FigmaNode(child, in: tape)) }
        return texts.enumerated().sorted { Self.readingOrder($0.element.box, $1.element.box, $0.offset, $1.offset) }.first?.element.text
    }

    /// One state's appearance: the fill and stroke of the layers covering the state's box
    /// (`background`, `border`, `shape`), its first text (`title`, `foreground`, `font`),
    /// and, as `indicator`, the other shapes it draws, by name and place.
    func appearance(_ state: FigmaNode, opacity: Double) -> JSONValue {
        let box = state.box
        var background: RGBA?
        var border: JSONValue?
        var shape: String?
        var title: String?, foreground: RGBA?, font: JSONValue?
        var indicators: [String] = []
        func coverLayer(_ node: FigmaNode, opacity: Double) {
            let paints = FigmaPaint.summary(node.paints, opacity: opacity, in: tape)
            if let solid = paints.solid { background = FigmaPaint.over(solid, background) }
            if let stroke = self.border(node, opacity: opacity) { border = stroke }
            if node.type == "ELLIPSE" {
                shape = "circle"
            } else if let radius = node.cornerRadius, radius > 0, let nodeBox = node.box {
                shape = radius >= min(nodeBox.width, nodeBox.height) / 2 - 0.5 ? "capsule" : "roundedRect"
            }
        }
        func visit(_ node: FigmaNode, opacity: Double) {
            guard node.visible else { return }
            let opacity = opacity * node.opacity
            if node.isText {
                if title == nil, let characters = node.characters, !characters.trimmingWhitespace().isEmpty {
                    title = characters.trimmingWhitespace()
                    foreground = FigmaPaint.summary(node.fills, opacity: opacity, in: tape).solid
                    font = self.font(node)
                }
                return
            }
            let covers = box.flatMap { stateBox in node.box.map { $0.covers(stateBox) } } ?? false
            if covers {
                coverLayer(node, opacity: opacity)
                for (_, child) in node.childNodes(in: tape) { visit(FigmaNode(child, in: tape), opacity: opacity) }
            } else if node.isShape {
                let paints = FigmaPaint.summary(node.paints, opacity: opacity, in: tape)
                let stroked = node.strokeWeight.map { $0 > 0 } == true && FigmaPaint.summary(node.strokes, opacity: opacity, in: tape).solid != nil
                if !paints.isEmpty || stroked || node.children == nil {
                    indicators.append(indicator(node, relativeTo: box))
                }
            } else {
                let before = indicators.count
                for (_, child) in node.childNodes(in: tape) { visit(FigmaNode(child, in: tape), opacity: opacity) }
                if indicators.count == before, !FigmaPaint.summary(node.paints, opacity: opacity, in: tape).isEmpty {
                    indicators.append(indicator(node, relativeTo: box))
                }
            }
        }
        let stateOpacity = opacity * state.opacity
        coverLayer(state, opacity: stateOpacity)
        for (_, child) in state.childNodes(in: tape) { visit(FigmaNode(child, in: tape), opacity: stateOpacity) }
        var members: [JSONValue.Member] = []
        if let foreground { members.append(.init("foreground", FigmaPaint.json(foreground))) }
        if let background { members.append(.init("background", FigmaPaint.json(background))) }
        if let border { members.append(.init("border", border)) }
        if let title { members.append(.init("title", .string(title))) }
        if let shape { members.append(.init("shape", .string(shape))) }
        if let font { members.append(.init("font", font)) }
        if !indicators.isEmpty { members.append(.init("indicator", .string(indicators.joined(separator: "; ")))) }
        return .object(members)
    }

    func indicator(_ node: FigmaNode, relativeTo box: FigmaBox?) -> String {
        let name = node.name.isEmpty ? node.type.lowercased() : node.name
        guard let own = node.box else { return name }
        let x = Int((own.x - (box?.x ?? 0)).rounded()), y = Int((own.y - (box?.y ?? 0)).rounded())
        return "\(name)@\(x),\(y) \(Int(own.width.rounded()))×\(Int(own.height.rounded()))"
    }
}
