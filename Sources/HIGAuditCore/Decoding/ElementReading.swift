/// Reads one element object: the keys every element has, then those of its type.
struct ElementReading {
    let tape: JSONTape
    let read: TapeReader
    let node: Int
    private(set) var keys: [String: Int] = [:]

    init(tape: JSONTape, read: TapeReader, node: Int) {
        self.tape = tape
        self.read = read
        self.node = node
        var keys: [String: Int] = [:]
        tape.forEachMember(of: node) { key, value in keys[tape.string(key)] = value }
        self.keys = keys
    }

    /// Arrays of child elements, in paint order.
    var childArrays: [(Element.Container, Int)] {
        var arrays: [(Element.Container, Int)] = []
        if let children = keys["children"], tape.kind(children) == .array { arrays.append((.children, children)) }
        if let items = keys["items"], tape.kind(items) == .array, isBar { arrays.append((.items, items)) }
        return arrays
    }

    private var isBar: Bool {
        guard let type = keys["type"], tape.kind(type) == .string || tape.kind(type) == .escapedString,
              let kind = ElementType(caseInsensitive: tape.string(type)) else { return false }
        return kind == .toolbar || kind == .navigationBar
    }

    func element() throws(DecodeFailure) -> Element {
        guard let typeName = try read.string(keys["type"]) else {
            throw DecodeFailure(node: node, missingKey: "type", message: "the required key \"type\" is missing")
        }
        var element = Element(type: ElementType(caseInsensitive: typeName) ?? .view, typeName: typeName)
        try readCommonKeys(into: &element)
        try readTypeKeys(into: &element)
        return element
    }

    private func readCommonKeys(into element: inout Element) throws(DecodeFailure) {
        element.id = try read.string(keys["id"])
        element.frame = try read.rect(keys["frame"])
        element.hitRegion = try read.rect(keys["hitRegion"])
        element.foreground = try read.color(keys["foreground"])
        element.background = try read.color(keys["background"])
        element.border = try border(keys["border"])
        element.font = try font(keys["font"])
        element.text = try read.string(keys["text"])
        element.title = try read.string(keys["title"])
        element.subtitle = try read.string(keys["subtitle"])
        element.symbol = try read.string(keys["symbol"])
        element.accessibilityLabel = try read.string(keys["accessibilityLabel"])
        element.hidden = try read.bool(keys["hidden"]) ?? false
        element.enabled = try read.bool(keys["enabled"]) ?? true
        element.custom = try read.bool(keys["custom"]) ?? false
        element.backgroundImage = try read.bool(keys["backgroundImage"]) ?? false
        if let gradient = keys["gradient"] {
            element.gradient = tape.kind(gradient) != .null && tape.kind(gradient) != .false && !read.isAbsent(gradient)
        }
        _ = try read.array(keys["children"])
    }

    private func readTypeKeys(into element: inout Element) throws(DecodeFailure) {
        switch element.type {
        case .button:
            element.role = try read.enumeration(keys["role"])
            element.style = try read.enumeration(keys["style"])
            element.controlSize = try read.enumeration(keys["size"])
            element.isDefault = try read.bool(keys["isDefault"]) ?? false
            element.bezeled = try read.bool(keys["bezeled"])
            element.pointer = try pointer(keys["pointer"])
        case .toggle:
            element.toggleStyle = try read.enumeration(keys["style"])
            element.isOn = try read.bool(keys["isOn"])
            element.states = try states(keys["states"])
        case .closeButton, .infoButton:
            element.action = try read.enumeration(keys["action"])
        case .popUpButton:
            element.options = try read.strings(keys["options"])
            element.selected = try read.string(keys["selected"])
        case .pullDownButton:
            element.menu = try menu(keys["menu"])
        case .alert, .actionSheet:
            element.dialog = try dialog(isAlert: element.type == .alert)
        case .tabBar:
            element.tabBar = try tabBar()
        case .toolbar, .navigationBar:
            _ = try read.array(keys["items"])
        case .textField:
            element.placeholder = try read.string(keys["placeholder"])
        case .image:
            element.decorative = try read.bool(keys["decorative"]) ?? false
        case .view, .text:
            break
        }
        if element.type != .button, [.closeButton, .infoButton, .popUpButton, .pullDownButton].contains(element.type) {
            element.bezeled = try read.bool(keys["bezeled"])
            element.pointer = try pointer(keys["pointer"])
        }
    }

    private func members(_ object: Int) -> [String: Int] {
        var result: [String: Int] = [:]
        tape.forEachMember(of: object) { key, value in result[tape.string(key)] = value }
        return result
    }

    private func border(_ value: Int?) throws(DecodeFailure) -> Border? {
        guard let object = try read.object(value) else { return nil }
        let keys = members(object)
        return Border(color: try read.color(keys["color"]), width: try read.nonNegativeNumber(keys["width"]))
    }

    private func font(_ value: Int?) throws(DecodeFailure) -> Font? {
        guard let object = try read.object(value) else { return nil }
        let keys = members(object)
        var font = Font(size: try read.nonNegativeNumber(keys["size"]))
        if let weight = keys["weight"], !read.isAbsent(weight) {
            if tape.kind(weight) == .number {
                font.weight = Int(try read.number(weight, in: 100...900)!)
            } else if tape.kind(weight) == .string || tape.kind(weight) == .escapedString {
                let name: FontWeightName? = try read.enumeration(weight)
                font.weight = name?.numericWeight
            } else {
                throw DecodeFailure(node: weight, message: "must be a number from 100 to 900 or one of \(FontWeightName.allowedValues)")
            }
        }
        return font
    }

    private func states(_ value: Int?) throws(DecodeFailure) -> ToggleStates? {
        guard let object = try read.object(value) else { return nil }
        let keys = members(object)
        return ToggleStates(on: try appearance(keys["on"]), off: try appearance(keys["off"]))
    }

    private func appearance(_ value: Int?) throws(DecodeFailure) -> ToggleAppearance? {
        guard let object = try read.object(value) else { return nil }
        let keys = members(object)
        return ToggleAppearance(
            foreground: try read.color(keys["foreground"]),
            background: try read.color(keys["background"]),
            border: try border(keys["border"]),
            symbol: try read.string(keys["symbol"]),
            title: try read.string(keys["title"]),
            shape: try read.enumeration(keys["shape"]),
            font: try font(keys["font"]),
            indicator: try read.string(keys["indicator"]))
    }

    private func pointer(_ value: Int?) throws(DecodeFailure) -> PointerDescription? {
        guard let object = try read.object(value) else { return nil }
        let keys = members(object)
        var pointer = PointerDescription(
            effect: try read.enumeration(keys["effect"]),
            shape: try read.enumeration(keys["shape"]),
            cornerRadius: try read.nonNegativeNumber(keys["cornerRadius"]),
            annotation: try read.string(keys["annotation"]))
        if let hover = try read.object(keys["hover"]) {
            let hoverKeys = members(hover)
            pointer.hover = .init(scale: try read.number(hoverKeys["scale"]),
                                  shadow: try read.bool(hoverKeys["shadow"]) ?? false,
                                  tint: try read.bool(hoverKeys["tint"]) ?? false)
        }
        return pointer
    }

    private func menu(_ value: Int?) throws(DecodeFailure) -> Menu? {
        guard let object = try read.object(value) else { return nil }
        let keys = members(object)
        var menu = Menu(title: try read.string(keys["title"]))
        if let items = try read.array(keys["items"]) {
            menu.items = try objects(in: items, what: "a menu item") { (keys: [String: Int]) throws(DecodeFailure) in
                Menu.Item(title: try read.string(keys["title"]), symbol: try read.string(keys["symbol"]),
                          destructive: try read.bool(keys["destructive"]) ?? false,
                          confirms: try read.bool(keys["confirms"]) ?? false,
                          separatorBefore: try read.bool(keys["separatorBefore"]) ?? false)
            }
        }
        return menu
    }

    private func dialog(isAlert: Bool) throws(DecodeFailure) -> Dialog {
        var dialog = Dialog(title: try read.string(keys["title"]), message: try read.string(keys["message"]))
        if isAlert {
            dialog.informational = try read.bool(keys["informational"]) ?? false
            dialog.layout = try read.enumeration(keys["layout"])
            dialog.cautionSymbol = try read.bool(keys["cautionSymbol"]) ?? false
            if let fields = try read.number(keys["textFields"]) {
                guard fields >= 0, fields == fields.rounded(), fields < 1_000_000 else {
                    throw DecodeFailure(node: keys["textFields"]!, message: "must be a whole number of 0 or more")
                }
                dialog.textFields = Int(fields)
            }
        }
        if let buttons = try read.array(keys["buttons"]) {
            dialog.buttons = try objects(in: buttons, what: "a button") { (keys: [String: Int]) throws(DecodeFailure) in
                Dialog.Button(title: try read.string(keys["title"]), role: try dialogRole(keys["role"]),
                              isDefault: try read.bool(keys["isDefault"]) ?? false)
            }
        }
        return dialog
    }

    private func dialogRole(_ value: Int?) throws(DecodeFailure) -> DialogButtonRole {
        guard let text = try read.string(value) else { return .default }
        if let role = DialogButtonRole(caseInsensitive: text) { return role }
        if let alias = ButtonRole(caseInsensitive: text), alias == .normal || alias == .primary { return .default }
        throw DecodeFailure(node: value!, message: "must be one of default, cancel, destructive (normal and primary mean default; found \"\(text)\")")
    }

    private func tabBar() throws(DecodeFailure) -> TabBar {
        var bar = TabBar(compact: try read.bool(keys["compact"]) ?? false)
        if let items = try read.array(keys["items"]) {
            bar.items = try objects(in: items, what: "a tab item") { (keys: [String: Int]) throws(DecodeFailure) in
                var item = TabBar.Item(title: try read.string(keys["title"]), symbol: try read.string(keys["symbol"]),
                                       symbolVariant: try read.enumeration(keys["symbolVariant"]),
                                       enabled: try read.bool(keys["enabled"]) ?? true,
                                       badge: try badge(keys["badge"]),
                                       action: try read.bool(keys["action"]) ?? false)
                if let glyph = try read.object(keys["glyph"]) {
                    let glyphKeys = members(glyph)
                    item.glyph = .init(width: try read.nonNegativeNumber(glyphKeys["width"]),
                                       height: try read.nonNegativeNumber(glyphKeys["height"]),
                                       shape: try read.enumeration(glyphKeys["shape"]))
                }
                return item
            }
        }
        return bar
    }

    /// A badge is a string; an empty one is no badge, but (unlike other strings) a blank
    /// one is kept so that the badge rule can see it.
    private func badge(_ value: Int?) throws(DecodeFailure) -> String? {
        guard let value else { return nil }
        switch tape.kind(value) {
        case .null: return nil
        case .string, .escapedString:
            let text = tape.string(value)
            return text.isEmpty ? nil : text
        default: throw DecodeFailure(node: value, message: "must be a string")
        }
    }

    private func objects<T>(in array: Int, what: String, _ make: ([String: Int]) throws(DecodeFailure) -> T) throws(DecodeFailure) -> [T] {
        var result: [T] = []
        var failure: DecodeFailure?
        tape.forEachElement(of: array) { _, item in
            guard failure == nil else { return }
            guard tape.kind(item) == .object else {
                failure = DecodeFailure(node: item, message: "\(what) must be an object")
                return
            }
            do throws(DecodeFailure) {
                result.append(try make(members(item)))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return result
    }
}
