/// Reads one element object: the keys every element has, then those of its type.
struct ElementReading {
    let tape: JSONTape
    let read: TapeReader
    let node: Int
    let keys: Members<ElementMember>

    init(tape: JSONTape, read: TapeReader, node: Int) {
        self.tape = tape
        self.read = read
        self.node = node
        self.keys = Members(node, in: tape)
    }

    /// The arrays of child elements of an element of `type`: `children`, and a bar's `items`.
    func childArrays(of type: ElementType) -> (children: Int?, items: Int?) {
        var children: Int?, items: Int?
        if let node = keys[.children], tape.kind(node) == .array { children = node }
        if let node = keys[.items], tape.kind(node) == .array, type == .toolbar || type == .navigationBar { items = node }
        return (children, items)
    }

    /// The element's type, and its name when it is not one the format defines.
    func type() throws(DecodeFailure) -> (type: ElementType, unknownName: String?) {
        if let node = keys[.type], let type = ElementType.spellings.value(of: node, in: tape) { return (type, nil) }
        guard let typeName = try read.string(keys[.type], oneOf: ElementType.allowedValues) else {
            throw DecodeFailure(node: node, missingKey: "type", message: Message("input.missing-type", [.init("allowed", ElementType.allowedValues)]))
        }
        let knownType = ElementType(caseInsensitive: typeName)
        return (knownType ?? .view, knownType == nil ? typeName : nil)
    }

    /// Reads every key of the element into `element`, in place.
    func read(into element: inout Element) throws(DecodeFailure) {
        try readCommonKeys(into: &element)
        try readTypeKeys(into: &element)
    }

    private func readCommonKeys(into element: inout Element) throws(DecodeFailure) {
        element.id = try read.string(keys[.id])
        element.frame = try read.rect(keys[.frame])
        element.hitRegion = try read.rect(keys[.hitRegion])
        element.foreground = try read.color(keys[.foreground])
        element.background = try read.color(keys[.background])
        element.border = try border(keys[.border])
        element.font = try font(keys[.font])
        element.text = try read.string(keys[.text])
        element.title = try read.string(keys[.title])
        element.subtitle = try read.string(keys[.subtitle])
        element.symbol = try read.string(keys[.symbol])
        element.accessibilityLabel = try read.string(keys[.accessibilityLabel])
        element.hidden = try read.bool(keys[.hidden]) ?? false
        element.enabled = try read.bool(keys[.enabled]) ?? true
        element.custom = try read.bool(keys[.custom]) ?? false
        element.backgroundImage = try read.bool(keys[.backgroundImage]) ?? false
        if let gradient = keys[.gradient] {
            element.gradient = tape.kind(gradient) != .null && tape.kind(gradient) != .false && !read.isAbsent(gradient)
        }
        _ = try read.array(keys[.children])
    }

    private func readTypeKeys(into element: inout Element) throws(DecodeFailure) {
        switch element.type {
        case .view, .text, .toolbar, .navigationBar:
            if element.type == .toolbar || element.type == .navigationBar { _ = try read.array(keys[.items]) }
            // `bezeled` counts on any element (the pointer rules read it); beyond `button`, whose
            // key it is, a value that isn't a bool is ignored as an unknown key's would be.
            let bezeled = try? read.bool(keys[.bezeled])
            let layout = try textLayout()
            let names = colorNames()
            if bezeled != nil || layout != nil || names != nil {
                var details = ElementDetails()
                details.bezeled = bezeled
                details.textLayout = layout
                details.colorNames = names
                element.details = details
            }
            return
        default:
            break
        }
        var details = ElementDetails()
        details.textLayout = try textLayout()
        details.colorNames = colorNames()
        switch element.type {
        case .button:
            details.role = try read.enumeration(keys[.role])
            details.style = try read.enumeration(keys[.style])
            details.controlSize = try read.enumeration(keys[.size])
            details.isDefault = try read.bool(keys[.isDefault]) ?? false
            details.pointer = try pointer(keys[.pointer])
        case .toggle:
            details.toggleStyle = try read.enumeration(keys[.style])
            details.isOn = try read.bool(keys[.isOn])
            details.states = try states(keys[.states])
        case .closeButton, .infoButton:
            details.action = try read.enumeration(keys[.action])
        case .popUpButton:
            details.options = try read.strings(keys[.options])
            details.selected = try read.string(keys[.selected])
        case .pullDownButton:
            details.menu = try menu(keys[.menu])
        case .alert, .actionSheet:
            details.dialog = try dialog(isAlert: element.type == .alert)
        case .tabBar:
            details.tabBar = try tabBar()
        case .toolbar, .navigationBar:
            _ = try read.array(keys[.items])
        case .textField, .textView:
            details.placeholder = try read.string(keys[.placeholder])
        case .image:
            details.decorative = try read.bool(keys[.decorative]) ?? false
        case .view, .text:
            break
        }
        if element.type == .button {
            details.bezeled = try read.bool(keys[.bezeled])
        } else {
            // Beyond the format, the other controls' `pointer` and any element's `bezeled`
            // count too; as the format doesn't give them those keys, a malformed value is
            // ignored, as an unknown key's would be, rather than an input error.
            switch element.type {
            case .closeButton, .infoButton, .popUpButton, .pullDownButton: details.pointer = try? pointer(keys[.pointer])
            default: break
            }
            details.bezeled = try? read.bool(keys[.bezeled])
        }
        // Beyond the format, which gives `decorative` to images only: a control marked so is
        // hidden from assistive technologies (Interface Builder's `isElement="NO"`) and needs
        // no label. Anything but `true` is an unknown key's value there, so it is ignored.
        if element.type.isControl, let node = keys[.decorative], tape.kind(node) == .true { details.decorative = true }
        element.details = details
    }

    private func border(_ value: Int?) throws(DecodeFailure) -> Border? {
        guard let object = try read.object(value) else { return nil }
        let keys = Members<BorderMember>(object, in: tape)
        return Border(color: try read.color(keys[.color]), width: try read.nonNegativeNumber(keys[.width]))
    }

    private func font(_ value: Int?) throws(DecodeFailure) -> Font? {
        guard let object = try read.object(value) else { return nil }
        let keys = Members<FontMember>(object, in: tape)
        var font = Font(size: try read.nonNegativeNumber(keys[.size]))
        font.textStyle = try read.enumeration(keys[.textStyle])
        font.scales = try read.bool(keys[.scales])
        if let factor = try read.number(keys[.minimumScaleFactor]) {
            guard factor > 0, factor < 1 else { throw DecodeFailure(node: keys[.minimumScaleFactor]!, message: Message("input.scale-factor")) }
            font.minimumScaleFactor = factor
        }
        font.setByCode = try read.bool(keys[.setByCode]) ?? false
        if let weight = keys[.weight], !read.isAbsent(weight) {
            if tape.kind(weight) == .number {
                font.weight = Int(try read.number(weight, in: 100...900)!)
            } else if tape.kind(weight) == .string || tape.kind(weight) == .escapedString {
                let name: FontWeightName? = try read.enumeration(weight)
                font.weight = name?.numericWeight
            } else {
                throw DecodeFailure(node: weight, message: Message("input.weight", [.init("allowed", FontWeightName.allowedValues)]))
            }
        }
        return font
    }

    /// The custom named colors of the foreground and background; nil when neither is one.
    private func colorNames() -> ElementColorNames? {
        // Made only once a name is found: most elements name none, and making, comparing
        // and destroying six empty optionals for each of them showed in profiles.
        var names: ElementColorNames?
        func set(_ color: Int?, _ field: WritableKeyPath<ElementColorNames, NamedColor?>) {
            guard let named = read.colorName(color) else { return }
            if names == nil { names = ElementColorNames() }
            names![keyPath: field] = named
        }
        set(keys[.foreground], \.foreground)
        set(keys[.background], \.background)
        if let states = keys[.states], tape.kind(states) == .object {
            let stateKeys = Members<StatesMember>(states, in: tape)
            func appearanceKeys(_ node: Int?) -> Members<AppearanceMember>? {
                guard let node, tape.kind(node) == .object else { return nil }
                return Members<AppearanceMember>(node, in: tape)
            }
            if let on = appearanceKeys(stateKeys[.on]) {
                set(on[.foreground], \.onForeground)
                set(on[.background], \.onBackground)
            }
            if let off = appearanceKeys(stateKeys[.off]) {
                set(off[.foreground], \.offForeground)
                set(off[.background], \.offBackground)
            }
        }
        return names
    }

    /// `maxLines`, `lineBreak` and `fixedHeight`; nil when none is given.
    private func textLayout() throws(DecodeFailure) -> TextLayout? {
        var layout = TextLayout()
        var given = false
        if let lines = try read.number(keys[.maxLines]) {
            guard lines >= 0, lines == lines.rounded(), lines < 1e9 else {
                throw DecodeFailure(node: keys[.maxLines]!, message: Message("input.whole-number"))
            }
            layout.maxLines = Int(lines)
            given = true
        }
        if let lineBreak: LineBreak = try read.enumeration(keys[.lineBreak]) {
            layout.lineBreak = lineBreak
            given = true
        }
        if let fixed = try read.bool(keys[.fixedHeight]) {
            layout.fixedHeight = fixed
            given = true
        }
        return given ? layout : nil
    }

    private func states(_ value: Int?) throws(DecodeFailure) -> ToggleStates? {
        guard let object = try read.object(value) else { return nil }
        let keys = Members<StatesMember>(object, in: tape)
        return ToggleStates(on: try appearance(keys[.on]), off: try appearance(keys[.off]))
    }

    private func appearance(_ value: Int?) throws(DecodeFailure) -> ToggleAppearance? {
        guard let object = try read.object(value) else { return nil }
        let keys = Members<AppearanceMember>(object, in: tape)
        return ToggleAppearance(
            foreground: try read.color(keys[.foreground]),
            background: try read.color(keys[.background]),
            border: try border(keys[.border]),
            symbol: try read.string(keys[.symbol]),
            title: try read.string(keys[.title]),
            shape: try read.enumeration(keys[.shape]),
            font: try font(keys[.font]),
            indicator: try read.string(keys[.indicator]))
    }

    private func pointer(_ value: Int?) throws(DecodeFailure) -> PointerDescription? {
        guard let object = try read.object(value) else { return nil }
        let keys = Members<PointerMember>(object, in: tape)
        var pointer = PointerDescription(
            effect: try read.enumeration(keys[.effect]),
            shape: try read.enumeration(keys[.shape]),
            cornerRadius: try read.nonNegativeNumber(keys[.cornerRadius]),
            annotation: try read.string(keys[.annotation]))
        if let hover = try read.object(keys[.hover]) {
            let hoverKeys = Members<HoverMember>(hover, in: tape)
            pointer.hover = .init(
                scale: try read.number(hoverKeys[.scale]),
                shadow: try read.bool(hoverKeys[.shadow]) ?? false,
                tint: try read.bool(hoverKeys[.tint]) ?? false)
        }
        return pointer
    }

    private func menu(_ value: Int?) throws(DecodeFailure) -> Menu? {
        guard let object = try read.object(value) else { return nil }
        let keys = Members<MenuMember>(object, in: tape)
        var menu = Menu(title: try read.string(keys[.title]))
        if let items = try read.array(keys[.items]) {
            menu.items = try objects(in: items, what: "input.menu-item-object") { (keys: Members<MenuItemMember>) throws(DecodeFailure) in
                Menu.Item(
                    title: try read.string(keys[.title]), symbol: try read.string(keys[.symbol]),
                    destructive: try read.bool(keys[.destructive]) ?? false,
                    confirms: try read.bool(keys[.confirms]) ?? false,
                    separatorBefore: try read.bool(keys[.separatorBefore]) ?? false)
            }
        }
        return menu
    }

    private func dialog(isAlert: Bool) throws(DecodeFailure) -> Dialog {
        var dialog = Dialog(title: try read.string(keys[.title]), message: try read.string(keys[.message]))
        if isAlert {
            dialog.informational = try read.bool(keys[.informational]) ?? false
            dialog.layout = try read.enumeration(keys[.layout])
            dialog.cautionSymbol = try read.bool(keys[.cautionSymbol]) ?? false
            if let fields = try read.number(keys[.textFields]) {
                guard fields >= 0, fields == fields.rounded(), fields < 1_000_000 else {
                    throw DecodeFailure(node: keys[.textFields]!, message: Message("input.whole-number"))
                }
                dialog.textFields = Int(fields)
            }
        }
        if let buttons = try read.array(keys[.buttons]) {
            dialog.buttons = try objects(in: buttons, what: "input.button-object") { (keys: Members<DialogButtonMember>) throws(DecodeFailure) in
                Dialog.Button(
                    title: try read.string(keys[.title]), role: try dialogRole(keys[.role]),
                    isDefault: try read.bool(keys[.isDefault]) ?? false)
            }
        }
        return dialog
    }

    private func dialogRole(_ value: Int?) throws(DecodeFailure) -> DialogButtonRole {
        guard let text = try read.string(value, oneOf: DialogButtonRole.allowedValues) else { return .default }
        if let role = DialogButtonRole(caseInsensitive: text) { return role }
        if let alias = ButtonRole(caseInsensitive: text), alias == .normal || alias == .primary { return .default }
        throw DecodeFailure(node: value!, message: Message("input.dialog-role", ["found": text]))
    }

    private func tabBar() throws(DecodeFailure) -> TabBar {
        var bar = TabBar(compact: try read.bool(keys[.compact]) ?? false)
        if let items = try read.array(keys[.items]) {
            bar.items = try objects(in: items, what: "input.tab-item-object") { (keys: Members<TabItemMember>) throws(DecodeFailure) in
                var item = TabBar.Item(
                    title: try read.string(keys[.title]), symbol: try read.string(keys[.symbol]),
                    symbolVariant: try read.enumeration(keys[.symbolVariant]),
                    enabled: try read.bool(keys[.enabled]) ?? true,
                    badge: try read.string(keys[.badge]),
                    action: try read.bool(keys[.action]) ?? false)
                if let glyph = try read.object(keys[.glyph]) {
                    let glyphKeys = Members<GlyphMember>(glyph, in: tape)
                    item.glyph = .init(
                        width: try read.nonNegativeNumber(glyphKeys[.width]),
                        height: try read.nonNegativeNumber(glyphKeys[.height]),
                        shape: try read.enumeration(glyphKeys[.shape]))
                }
                return item
            }
        }
        return bar
    }

    private func objects<Name: MemberNames, T>(in array: Int, what: MessageKey, _ make: (Members<Name>) throws(DecodeFailure) -> T) throws(DecodeFailure) -> [T]
    {
        var result: [T] = []
        var failure: DecodeFailure?
        tape.forEachElement(of: array) { _, item in
            guard failure == nil else { return }
            guard tape.kind(item) == .object else {
                failure = DecodeFailure(node: item, message: Message(what))
                return
            }
            do throws(DecodeFailure) {
                result.append(try make(Members<Name>(item, in: tape)))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return result
    }
}
