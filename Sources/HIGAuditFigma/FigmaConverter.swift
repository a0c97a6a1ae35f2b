import HIGAuditCore

/// Turns the nodes of one Figma document into `hig-screen/1` documents, one per top frame.
final class FigmaConverter {
    let tape: JSONTape
    let mapping: FigmaMapping
    /// COMPONENT nodes by id, with their pointer and their COMPONENT_SET parent if any.
    var components: [String: (index: Int, pointer: String, set: Int?)] = [:]
    var setPointers: [Int: String] = [:]

    /// The frame being converted: its top-left corner, and the pointer table.
    var origin = FigmaBox(x: 0, y: 0, width: 0, height: 0)
    var targets: [String: FigmaTarget] = [:]

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

    func collectFrames(
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

    func indexComponents(_ node: FigmaNode, pointer: String, set: Int? = nil) {
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

    func platform(of frame: FigmaNode) -> Platform {
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
    func element(_ node: FigmaNode, figmaPointer: String, higPointer: String, opacity: Double, inDialog: Bool) -> JSONValue {
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
            let text = FigmaTextFacts(node, styleName: textStyleName(node), in: tape)
            if let font = font(node, override: override?.style, textStyle: text.textStyle) { members.append(.init("font", font)) }
            members += text.members
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
    func wholeTextOverride(_ node: FigmaNode) -> (fills: Int?, style: Int)? {
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

    func number(_ value: Double) -> JSONValue { .number(NumberFormatting.rounded(value, places: 3)) }

    func frame(_ box: FigmaBox) -> JSONValue {
        .array([number(box.x - origin.x), number(box.y - origin.y), number(box.width), number(box.height)])
    }

    /// The name of the file's style a text uses (`styles.text`, looked up in the file's
    /// `styles`); nil when it uses none.
    func textStyleName(_ node: FigmaNode) -> String? {
        guard let styles = node.styles, let id = tape.member("text", of: styles), tape.kind(id) == .string || tape.kind(id) == .escapedString
        else { return nil }
        return styleNames[tape.string(id)]
    }

    /// The names of the file's styles (`styles` at the top level), by id.
    lazy var styleNames: [String: String] = {
        var names: [String: String] = [:]
        guard let table = tape.member("styles", of: tape.root), tape.kind(table) == .object else { return names }
        tape.forEachMember(of: table) { key, style in
            guard tape.kind(style) == .object, let name = tape.member("name", of: style),
                tape.kind(name) == .string || tape.kind(name) == .escapedString
            else { return }
            names[tape.string(key)] = tape.string(name)
        }
        return names
    }()

    /// The font of a text's `style`, its size and weight replaced by those `override` sets,
    /// with `textStyle` (which then scales) when the text's style names one of Apple's.
    func font(_ node: FigmaNode, override: Int? = nil, textStyle: TextStyle? = nil) -> JSONValue? {
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
        if let textStyle { members += [.init("textStyle", .string(textStyle.rawValue)), .init("scales", .bool(true))] }
        return members.isEmpty ? nil : .object(members)
    }

    /// `background`, `gradient`, `backgroundImage` and `border` of a shape or frame.
    func paintMembers(_ node: FigmaNode, opacity: Double) -> [JSONValue.Member] {
        var members: [JSONValue.Member] = []
        let paints = FigmaPaint.summary(node.paints, opacity: opacity, in: tape)
        if node.blends, !paints.isEmpty { return [.init("backgroundImage", .bool(true))] }
        if let solid = paints.solid { members.append(.init("background", FigmaPaint.json(solid))) }
        if let gradient = paints.gradient { members.append(.init("gradient", .string(gradient))) }
        if paints.image { members.append(.init("backgroundImage", .bool(true))) }
        if let border = border(node, opacity: opacity) { members.append(.init("border", border)) }
        return members
    }

    func border(_ node: FigmaNode, opacity: Double) -> JSONValue? {
        guard let weight = node.strokeWeight, weight > 0,
            let color = FigmaPaint.summary(node.strokes, opacity: opacity, in: tape).solid
        else { return nil }
        return .object(["color": FigmaPaint.json(color), "width": number(weight)])
    }
}
