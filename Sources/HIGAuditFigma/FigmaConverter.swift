import HIGAuditCore

/// Where a generated element came from: its node's JSON Pointer in the Figma document
/// and the node's `id`.
public struct FigmaTarget: Sendable, Equatable {
    public var pointer: String
    public var nodeId: String
}

/// A top-level frame found on a page, before conversion.
struct FigmaFrameRef {
    var node: Int
    var pointer: String
    var pageName: String
    /// The frame lies in a hidden section: hidden as a hidden frame is.
    var hiddenBySection = false
}

/// Turns the nodes of one Figma document into `hig-screen/1` documents, one per top frame.
final class FigmaConverter {
    let tape: JSONTape
    let mapping: FigmaMapping
    /// COMPONENT nodes by id, with their pointer and their COMPONENT_SET parent if any.
    private var components: [String: (index: Int, pointer: String, set: Int?)] = [:]
    private var setPointers: [Int: String] = [:]

    /// The frame being converted: its top-left corner, and the pointer table.
    private var origin = FigmaBox(x: 0, y: 0, width: 0, height: 0)
    private(set) var targets: [String: FigmaTarget] = [:]

    init(tape: JSONTape, mapping: FigmaMapping) {
        self.tape = tape
        self.mapping = mapping
    }

    // MARK: Finding the frames

    /// Top-level frames of each page (inside sections too), in document order.
    func frames() throws(InputError) -> [FigmaFrameRef] {
        let root = tape.root
        guard tape.kind(root) == .object, let document = tape.member("document", of: root), tape.kind(document) == .object else {
            throw InputError(Message("figma.not-figma"), pointer: "")
        }
        let documentNode = FigmaNode(document, in: tape)
        guard documentNode.type == "DOCUMENT" else { throw InputError(Message("figma.not-figma"), pointer: "/document/type") }
        try FigmaValidation.check(document: document, in: tape)
        guard let pages = documentNode.children else {
            throw InputError(Message("figma.children"), pointer: "/document/children")
        }
        indexComponents(documentNode, pointer: "/document")
        var pageNodes: [Int] = []
        tape.forEachElement(of: pages) { _, page in pageNodes.append(page) }
        var result: [FigmaFrameRef] = []
        for (ordinal, page) in pageNodes.enumerated() {
            let pointer = "/document/children/\(ordinal)"
            guard tape.kind(page) == .object else { throw InputError(Message("figma.node"), pointer: pointer) }
            let pageNode = FigmaNode(page, in: tape)
            collectFrames(pageNode, pointer: pointer, pageName: pageNode.name, into: &result)
        }
        return result
    }

    private func collectFrames(
        _ container: FigmaNode, pointer: String, pageName: String, hidden: Bool = false, into result: inout [FigmaFrameRef]
    ) {
        for (ordinal, child) in container.childNodes(in: tape) {
            let node = FigmaNode(child, in: tape)
            let childPointer = pointer + "/children/\(ordinal)"
            if node.type == "SECTION" {
                collectFrames(node, pointer: childPointer, pageName: pageName, hidden: hidden || !node.visible, into: &result)
            } else if node.isFrameLike {
                result.append(FigmaFrameRef(node: child, pointer: childPointer, pageName: pageName, hiddenBySection: hidden))
            }
        }
    }

    private func indexComponents(_ node: FigmaNode, pointer: String, set: Int? = nil) {
        if node.type == "COMPONENT", !node.id.isEmpty { components[node.id] = (node.index, pointer, set) }
        if node.type == "COMPONENT_SET" { setPointers[node.index] = pointer }
        for (ordinal, child) in node.childNodes(in: tape) {
            indexComponents(
                FigmaNode(child, in: tape), pointer: pointer + "/children/\(ordinal)",
                set: node.type == "COMPONENT_SET" ? node.index : nil)
        }
    }

    // MARK: One screen

    /// The `hig-screen/1` document of one top frame; fills `targets`.
    func screen(_ frame: FigmaFrameRef) -> JSONValue {
        let node = FigmaNode(frame.node, in: tape)
        origin = node.box ?? FigmaBox(x: 0, y: 0, width: 0, height: 0)
        targets = [:]
        var members: [JSONValue.Member] = [
            .init("format", .string(ScreenDecoder.formatName)),
            .init("id", .string(node.name.isEmpty ? node.id : node.name)),
            .init("platform", .string(platform(of: node).rawValue)),
        ]
        if let box = node.box {
            members.append(.init("size", .object(["width": number(box.width), "height": number(box.height)])))
        }
        members.append(.init("figma", .object(["node": .string(node.id), "page": .string(frame.pageName), "pointer": .string(frame.pointer)])))
        var root = element(node, figmaPointer: frame.pointer, higPointer: "/elements/0", opacity: 1, inDialog: false)
        if frame.hiddenBySection, node.visible, case .object(var rootMembers) = root {
            rootMembers.append(.init("hidden", .bool(true)))
            root = .object(rootMembers)
        }
        members.append(.init("elements", .array([root])))
        return .object(members)
    }

    private func platform(of frame: FigmaNode) -> Platform {
        if let platform = mapping.platform { return platform }
        var names = [frame.name]
        names += frame.childNodes(in: tape).map { FigmaNode($0.index, in: tape).name }
        for name in names {
            let words = NameWords.words(name)
            // "iPhone 14 – Watch list" is an iPhone screen: the platform named first wins.
            let found = mapping.platformNames.compactMap { entry in NameWords.firstMatch(words, entry.names).map { (entry.platform, $0) } }
            if let first = found.min(by: { $0.1 < $1.1 }) { return first.0 }
        }
        return .iOS
    }

    // MARK: Elements

    /// `inDialog`: inside an alert, action sheet or button, where a layer named like a
    /// button is part of the control (a dialog's buttons are listed in `buttons`).
    private func element(_ node: FigmaNode, figmaPointer: String, higPointer: String, opacity: Double, inDialog: Bool) -> JSONValue {
        targets[higPointer] = FigmaTarget(pointer: figmaPointer, nodeId: node.id)
        let parentOpacity = opacity
        let opacity = opacity * node.opacity
        let words = NameWords.words(node.name)
        var type = node.isText ? "text" : "view"
        var toggle: ToggleParts?
        if !node.isText {
            if let found = variantToggle(node, pointer: figmaPointer) ?? layerToggle(node, words: words, pointer: figmaPointer) {
                type = "toggle"
                toggle = found
            } else if node.isFrameLike && node.type != "COMPONENT_SET" {
                if NameWords.matches(words, mapping.actionSheetNames) {
                    type = "actionSheet"
                } else if NameWords.matches(words, mapping.alertNames) {
                    type = "alert"
                } else if !inDialog && NameWords.matches(words, mapping.buttonNames) {
                    type = "button"
                }
            }
        }

        var members: [JSONValue.Member] = [.init("type", .string(type))]
        if !node.id.isEmpty { members.append(.init("id", .string(node.id))) }
        if !node.name.isEmpty { members.append(.init("name", .string(node.name))) }
        if let box = node.box { members.append(.init("frame", frame(box))) }
        if !node.visible { members.append(.init("hidden", .bool(true))) }

        if node.isText {
            // A style that every character overrides is the text's style.
            let override = wholeTextOverride(node)
            // A text blended with what is below shows a color that can't be told.
            if !node.blends, let solid = FigmaPaint.summary(override?.fills ?? node.fills, opacity: opacity, in: tape).solid {
                members.append(.init("foreground", FigmaPaint.json(solid)))
            }
            if let characters = node.characters { members.append(.init("text", .string(characters))) }
            if let font = font(node, override: override?.style) { members.append(.init("font", font)) }
        } else if !node.isMask {
            members += paintMembers(node, opacity: opacity)
        }

        var childFilter: Set<Int> = []
        // A boolean operation paints its own fills over the shape its operands make: they
        // are not drawn themselves.
        var keepChildren = node.type != "BOOLEAN_OPERATION"
        switch type {
        case "button":
            let title = buttonTitle(node, opacity: parentOpacity)
            if let text = title.text { members.append(.init("title", .string(text))) }
            let role = buttonRole(node, words: words, title: title.text, fill: title.fill)
            if role.cancel {
                members.append(.init("role", .string("cancel")))
            } else if role.destructive {
                members.append(.init("role", .string("destructive")))
            }
            if role.isDefault { members.append(.init("isDefault", .bool(true))) }
        case "alert", "actionSheet":
            members += dialogMembers(node, higPointer: higPointer, figmaPointer: figmaPointer, opacity: opacity)
        case "toggle":
            if let toggle {
                if let isOn = toggle.isOn { members.append(.init("isOn", .bool(isOn))) }
                if NameWords.matches(words, mapping.switchNames) { members.append(.init("style", .string("switch"))) }
                let on = appearance(toggle.on.node, opacity: toggle.on.node.index == node.index ? parentOpacity : opacity)
                let off = appearance(toggle.off.node, opacity: toggle.off.node.index == node.index ? parentOpacity : opacity)
                targets[higPointer + "/states/on"] = FigmaTarget(pointer: toggle.on.pointer, nodeId: toggle.on.node.id)
                targets[higPointer + "/states/off"] = FigmaTarget(pointer: toggle.off.pointer, nodeId: toggle.off.node.id)
                members.append(.init("states", .object(["on": on, "off": off])))
                childFilter = toggle.stateLayers
                keepChildren = toggle.keepsChildren
                if keepChildren, let label = labelText(node, excluding: childFilter) { members.append(.init("title", .string(label))) }
            }
        default:
            break
        }

        if keepChildren {
            var children: [JSONValue] = []
            var skipped: Set<Int> = childFilter
            if node.type == "COMPONENT_SET" { skipped.formUnion(offVariants(node)) }
            for (ordinal, child) in node.childNodes(in: tape) where !skipped.contains(child) {
                let childNode = FigmaNode(child, in: tape)
                children.append(
                    element(
                        childNode, figmaPointer: figmaPointer + "/children/\(ordinal)",
                        higPointer: higPointer + "/children/\(children.count)", opacity: opacity,
                        inDialog: inDialog || ["alert", "actionSheet", "button"].contains(type)))
            }
            if !children.isEmpty { members.append(.init("children", .array(children))) }
        }
        return .object(members)
    }

    /// The style override that every character of a text uses (`characterStyleOverrides`
    /// all one id of `styleOverrideTable`, as long as the text): its `fills`, and the
    /// override itself as a style (its `fontSize` and `fontWeight`). Nil when the text has
    /// runs in several styles, or none overridden: then the node's own style is the text's.
    private func wholeTextOverride(_ node: FigmaNode) -> (fills: Int?, style: Int)? {
        guard let list = node.characterStyleOverrides, let table = node.styleOverrideTable, let characters = node.characters else { return nil }
        var ids: Set<Int> = []
        var count = 0
        tape.forEachElement(of: list) { _, value in
            count += 1
            ids.insert(tape.kind(value) == .number ? Int(exactly: tape.double(value) ?? -1) ?? -1 : -1)
        }
        guard ids.count == 1, let id = ids.first, id > 0, count == characters.utf16.count else { return nil }
        var found: Int?
        tape.forEachMember(of: table) { key, value in
            if found == nil, tape.kind(value) == .object, tape.string(key) == String(id) { found = value }
        }
        guard let style = found else { return nil }
        var fills: Int?
        tape.forEachMember(of: style) { key, value in
            if tape.stringEquals(key, "fills"), tape.kind(value) == .array { fills = value }
        }
        return (fills, style)
    }

    private func number(_ value: Double) -> JSONValue { .number(NumberFormatting.rounded(value, places: 3)) }

    private func frame(_ box: FigmaBox) -> JSONValue {
        .array([number(box.x - origin.x), number(box.y - origin.y), number(box.width), number(box.height)])
    }

    /// The font of a text's `style`, its size and weight replaced by those `override` sets.
    private func font(_ node: FigmaNode, override: Int? = nil) -> JSONValue? {
        var size: Double?
        var weight: Double?
        for style in [node.style, override].compactMap({ $0 }) {
            tape.forEachMember(of: style) { key, value in
                guard tape.kind(value) == .number, let number = tape.double(value) else { return }
                if tape.stringEquals(key, "fontSize"), number > 0 { size = number }
                // As written: a weight of 650 is not bold (700 or more).
                if tape.stringEquals(key, "fontWeight"), number >= 1 { weight = min(900, max(100, number)) }
            }
        }
        var members: [JSONValue.Member] = []
        if let size { members.append(.init("size", number(size))) }
        if let weight { members.append(.init("weight", .number(weight))) }
        return members.isEmpty ? nil : .object(members)
    }

    /// `background`, `gradient`, `backgroundImage` and `border` of a shape or frame.
    private func paintMembers(_ node: FigmaNode, opacity: Double) -> [JSONValue.Member] {
        var members: [JSONValue.Member] = []
        let paints = FigmaPaint.summary(node.paints, opacity: opacity, in: tape)
        if node.blends, !paints.isEmpty { return [.init("backgroundImage", .bool(true))] }
        if let solid = paints.solid { members.append(.init("background", FigmaPaint.json(solid))) }
        if let gradient = paints.gradient { members.append(.init("gradient", .string(gradient))) }
        if paints.image { members.append(.init("backgroundImage", .bool(true))) }
        if let border = border(node, opacity: opacity) { members.append(.init("border", border)) }
        return members
    }

    private func border(_ node: FigmaNode, opacity: Double) -> JSONValue? {
        guard let weight = node.strokeWeight, weight > 0,
            let color = FigmaPaint.summary(node.strokes, opacity: opacity, in: tape).solid
        else { return nil }
        return .object(["color": FigmaPaint.json(color), "width": number(weight)])
    }

    // MARK: Buttons and dialogs

    /// The button's title (`opacity`: its parents'): the first text (in reading order) that sits on a filled shape
    /// of the button, else the first text; with that fill.
    private func buttonTitle(_ node: FigmaNode, opacity: Double) -> (text: String?, fill: RGBA?) {
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

    private func buttonRole(_ node: FigmaNode, words: [String], title: String?, fill: RGBA?) -> (cancel: Bool, destructive: Bool, isDefault: Bool) {
        let trimmed = title?.trimmingWhitespace()
        let cancel = NameWords.matches(words, mapping.cancelNames) || mapping.cancelWords.contains { $0 == trimmed }
        let destructive = NameWords.matches(words, mapping.destructiveNames) || (fill.map { FigmaPaint.isRed($0, mapping) } ?? false)
        let isDefault = NameWords.matches(words, mapping.defaultNames)
        return (cancel, destructive && !cancel, isDefault)
    }

    /// An alert's or action sheet's `title`, `message`, `layout` and `buttons`.
    private func dialogMembers(_ node: FigmaNode, higPointer: String, figmaPointer: String, opacity: Double) -> [JSONValue.Member] {
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

    // MARK: Toggles

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
    private func stateValue(_ values: [(property: String, value: String)]) -> (property: String, pair: FigmaMapping.ValuePair, isOn: Bool)? {
        for (property, value) in values where mapping.stateProperties.contains(where: { $0.lowercased() == property.lowercased() }) {
            for pair in mapping.togglePairs {
                if NameWords.sameState(value, pair.on) { return (property, pair, true) }
                if NameWords.sameState(value, pair.off) { return (property, pair, false) }
            }
        }
        return nil
    }

    /// The sibling variant in `set` with the same values except the state, which is toggled.
    private func counterpart(in set: Int, of values: [(property: String, value: String)], state: (property: String, pair: FigmaMapping.ValuePair, isOn: Bool))
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
    private func variantToggle(_ node: FigmaNode, pointer: String) -> ToggleParts? {
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
    private func offVariants(_ set: FigmaNode) -> Set<Int> {
        var result: Set<Int> = []
        for (_, child) in set.childNodes(in: tape) {
            let values = Self.variantValues(FigmaNode(child, in: tape).name)
            guard let state = stateValue(values), state.isOn, let other = counterpart(in: set.index, of: values, state: state) else { continue }
            result.insert(other.index)
        }
        return result
    }

    private func instanceVariantValues(_ node: FigmaNode) -> [(property: String, value: String)]? {
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
    private func layerToggle(_ node: FigmaNode, words: [String], pointer: String) -> ToggleParts? {
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
    private func labelText(_ node: FigmaNode, excluding: Set<Int>) -> String? {
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
    private func appearance(_ state: FigmaNode, opacity: Double) -> JSONValue {
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

    private func indicator(_ node: FigmaNode, relativeTo box: FigmaBox?) -> String {
        let name = node.name.isEmpty ? node.type.lowercased() : node.name
        guard let own = node.box else { return name }
        let x = Int((own.x - (box?.x ?? 0)).rounded()), y = Int((own.y - (box?.y ?? 0)).rounded())
        return "\(name)@\(x),\(y) \(Int(own.width.rounded()))×\(Int(own.height.rounded()))"
    }
}
