import HIGAuditCore

/// Builds the `hig-screen/1` element tree of one root view in one appearance, each color
/// that changes with Increase Contrast as a variant color, recording which document element
/// each generated pointer came from.
struct ScreenBuilder {
    let document: XMLDocument
    var colors: ColorResolver
    let appearance: Appearance
    /// Generated pointer → document element.
    private(set) var targets = GeneratedTargets()
    /// Labels whose only text is an attributed string: not checked for contrast.
    private(set) var attributedTextSkipped = 0
    /// Buttons whose only title is an attributed string: not checked for contrast.
    private(set) var attributedTitlesSkipped = 0

    init(document: XMLDocument, colors: ColorResolver, appearance: Appearance) {
        self.document = document
        self.colors = colors
        self.appearance = appearance
    }

    /// What an element hands down to the views inside it.
    struct Inherited {
        var origin: (x: Double, y: Double) = (0, 0)
        var alpha = 1.0
        var tint: AppearanceColor?
    }

    mutating func recordTarget(_ pointer: String, _ node: Int) { targets.record(pointer, node) }

    mutating func element(_ node: Int, pointer: String, inherited: Inherited) -> JSONValue {
        targets.record(pointer, node)
        let name = document.name(of: node)
        var members: [JSONValue.Member] = []
        var inside = inherited
        inside.alpha = inherited.alpha * min(1, max(0, document.number("alpha", of: node) ?? 1))
        let type = higType(name, node)
        members.append(.init("type", .string(type)))
        if let id = document.attribute("id", of: node) { members.append(.init("id", .string(id))) }
        if let frame = document.frame(of: node) {
            let absolute = frame.offset(by: inherited.origin).rounded
            members.append(.init("frame", .array([absolute.x, absolute.y, absolute.width, absolute.height].map { .number($0) })))
            inside.origin = (absolute.x, absolute.y)
        }
        if document.flag("hidden", of: node) == true { members.append(.init("hidden", .bool(true))) }
        if document.flag("enabled", of: node) == false { members.append(.init("enabled", .bool(false))) }
        if case .color(let tint)? = document.colorSetting(of: node, key: "tintColor") { inside.tint = colors.resolve(tint) }

        var backgroundUnknown =
            IBViewKinds.NameKind(of: node, in: document).contains(.opaqueContent)
            || (document.attribute("customClass", of: node)?.lowercased().contains("gradient") ?? false)
        if case .color(let color)? = document.colorSetting(of: node, key: "backgroundColor") {
            if let value = paint(colors.resolve(color)) {
                members.append(.init("background", value.fading(by: inside.alpha).json))
            } else {
                backgroundUnknown = true
            }
        }

        var content = ContentMembers()
        switch type {
        case "text": content = label(node)
        case "textField": content = textField(node)
        case "textView": content = textView(node)
        case "button", "toggle":
            content = button(node, tint: inside.tint, pointer: pointer)
            if document.isHiddenFromAccessibility(node) { content.members.append(.init("decorative", .bool(true))) }
        case "image":
            // UIKit's image views are not accessibility elements unless made so, and the
            // document writes nothing for that default.
            if document.accessibilityElementSetting(node) != true { content.members.append(.init("decorative", .bool(true))) }
        case "tabBar": content = tabBar(node, pointer: pointer)
        case "toolbar", "navigationBar": content = barItems(node, pointer: pointer, inherited: inside)
        default: break
        }
        if name == "switch" {
            content.members += [.init("style", .string("switch"))]
            if let on = document.flag("on", of: node) { content.members.append(.init("isOn", .bool(on))) }
        }
        if content.backgroundUnknown { backgroundUnknown = true }
        // Alpha below 1 here or above: what the text is drawn over can't be told.
        if inside.alpha < 1, content.bearsText { backgroundUnknown = true }
        if backgroundUnknown { members.append(.init("backgroundImage", .bool(true))) }
        members += content.members
        if let label = document.accessibilityLabel(of: node) { members.append(.init("accessibilityLabel", .string(label))) }

        var children: [JSONValue] = []
        if name == "segmentedControl" { children = segments(node, pointer: pointer) }
        for child in IBViewKinds.childViews(document, of: node) {
            children.append(element(child, pointer: pointer + "/children/" + String(children.count), inherited: inside))
        }
        if !children.isEmpty { members.append(.init("children", .array(children))) }
        return .object(members)
    }

    private func higType(_ name: String, _ node: Int) -> String {
        switch name {
        case "label": "text"
        case "textField": "textField"
        case "textView": "textView"
        case "button": isToggle(node) ? "toggle" : "button"
        case "switch": "toggle"
        case "imageView": "image"
        case "tabBar": "tabBar"
        case "toolbar": "toolbar"
        case "navigationBar": "navigationBar"
        default: "view"
        }
    }

    /// The generated keys of a view's content, and what they mean for its background.
    struct ContentMembers {
        var members: [JSONValue.Member] = []
        var bearsText = false
        var backgroundUnknown = false
    }

    // MARK: Labels and text fields

    private mutating func label(_ node: Int) -> ContentMembers {
        var content = ContentMembers()
        let font = IBFont.read(document, fontDescription(node, key: "fontDescription"), defaultSize: 17)
        let attributed =
            document.child(of: node, named: "attributedString", key: "attributedText") != nil
            || document.flag("usesAttributedText", of: node) == true
        if let text = document.text("text", of: node) {
            content.members.append(.init("text", .string(text)))
            if let foreground = textForeground(node) { content.members.append(.init("foreground", foreground.json)) }
            content.bearsText = true
        } else if attributed {
            attributedTextSkipped += 1
        }
        // Attributed text has a font per run: its size is not checked.
        content.members += IBTextFacts(document, node, kind: "label", font: attributed ? nil : font).members
        return content
    }

    /// A text view: its text (read by the Dynamic Type rules only) and font, UIKit's 12 pt
    /// when the document names none.
    private mutating func textView(_ node: Int) -> ContentMembers {
        var content = ContentMembers()
        let attributed = document.child(of: node, named: "attributedString", key: "attributedText") != nil
        if let text = document.text("text", of: node) { content.members.append(.init("text", .string(text))) }
        let font = IBFont.read(document, fontDescription(node, key: "fontDescription"), defaultSize: 12)
        content.members += IBTextFacts(document, node, kind: "textView", font: attributed ? nil : font).members
        return content
    }

    private mutating func textField(_ node: Int) -> ContentMembers {
        var content = ContentMembers()
        let font = IBFont.read(document, fontDescription(node, key: "fontDescription"), defaultSize: 17)
        if let placeholder = document.text("placeholder", of: node) { content.members.append(.init("placeholder", .string(placeholder))) }
        // Only typed text is checked: UIKit draws a placeholder in its own placeholder color.
        if let text = document.text("text", of: node) {
            content.members.append(.init("title", .string(text)))
            if let foreground = textForeground(node) { content.members.append(.init("foreground", foreground.json)) }
            content.bearsText = true
        }
        content.members += IBTextFacts(document, node, kind: "textField", font: font).members
        return content
    }

    /// `textColor`; missing or `<nil>` is `labelColor`, unless a custom class draws the
    /// text (nil: unknown).
    private mutating func textForeground(_ node: Int) -> IBColorValue? {
        switch document.colorSetting(of: node, key: "textColor") {
        case .color(let color)?: return paint(colors.resolve(color))
        case .none?, nil:
            return document.attribute("customClass", of: node) == nil ? paint(SystemColorTable.label) : nil
        }
    }

    /// `color` in the screen's appearance, with its value there with Increase Contrast where
    /// that is known and differs, and for a colorset's color its name, with its Increase
    /// Contrast value wherever the colorset has one of its own (`increase-contrast.md`,
    /// "Import"). Nil when unknown.
    func paint(_ color: AppearanceColor) -> IBColorValue? {
        guard let value = color.value(in: appearance) else { return nil }
        let increased = color.value(in: appearance, contrast: .increased)
        if let name = color.name {
            return IBColorValue(value, name: name, increased: color.hasIncreaseContrastVariant(in: appearance) ? increased : nil)
        }
        return IBColorValue(value, increased: color.changesWithIncreaseContrast(in: appearance) ? increased : nil)
    }

    private func fontDescription(_ node: Int, key: String) -> Int? {
        document.child(of: node, named: "fontDescription", key: key)
    }

    // MARK: Buttons

    /// A button's normal and selected states, as `<state>` elements.
    private func state(_ node: Int, _ key: String) -> Int? { document.child(of: node, named: "state", key: key) }

    /// The image named by the attribute `key`, or by a child `<imageReference key="…"
    /// image="…">`, as Xcode 12 and later write a symbol with a configuration or a scale.
    private func image(_ key: String, of node: Int) -> String? {
        document.text(key, of: node) ?? document.child(of: node, named: "imageReference", key: key).flatMap { document.text("image", of: $0) }
    }

    /// A two-state button: it has a selected state that draws something else than the normal
    /// one: another title or image, or, on a button that shows a title, another title color.
    /// A title color alone on a button without a title draws nothing else (old XIBs set one
    /// on image buttons), nor does another background image alone: what it changes (a color,
    /// a shape) can't be told from its name.
    private func isToggle(_ node: Int) -> Bool {
        guard let selected = state(node, "selected") else { return false }
        let normal = state(node, "normal")
        func look(_ state: Int?) -> (title: String?, image: String?, color: String?) {
            guard let state else { return (nil, nil, nil) }
            var color: String?
            if case .color(let element)? = document.colorSetting(of: state, key: "titleColor") {
                color = document.attributes(of: element).map { $0.name + "=" + $0.value }.sorted().joined(separator: " ")
            }
            return (document.text("title", of: state), image("image", of: state), color)
        }
        let on = look(selected), off = look(normal)
        if let title = on.title, title != off.title { return true }
        if let image = on.image, image != off.image { return true }
        let showsTitle = (off.title ?? on.title) != nil
        if showsTitle, let color = on.color, color != off.color { return true }
        return false
    }

    /// The text of an attributed string: its fragments' `content`, in order. A fragment
    /// whose text Xcode wrote as an element (`<string key="content">`, for several lines)
    /// is shown as "…": the string shows text, though not read here.
    private func attributedText(_ node: Int) -> String {
        document.children(of: node).filter { document.isNamed($0, "fragment") }.map { document.attribute("content", of: $0) ?? "…" }.joined()
    }

    /// What a button shows: its title, its image, its font and its title color.
    private struct ButtonFace {
        var title: String?
        var symbol: String?
        var font: IBFont
        var foreground: IBColorValue?
        var backgroundImage = false
        /// The title is an attributed string (styled runs), whose colors aren't read.
        var attributed = false
        /// The accessibility label UIKit gives the glyph of a system button type.
        var glyphLabel: String?
        /// An iOS 15 button configuration draws it (its title wraps).
        var configured = false
    }

    private mutating func face(_ node: Int, state key: String, tint: AppearanceColor?, fallback: ButtonFace?) -> ButtonFace {
        let configuration = document.child(of: node, named: "buttonConfiguration", key: "configuration")
        let state = state(node, key)
        var face = ButtonFace(font: IBFont.defaultFont(size: 15))
        if let configuration {
            // iOS 15 configurations: Xcode's placeholder `<state title="Button">` is not shown.
            face.title = document.text("title", of: configuration)
            face.symbol = image("image", of: configuration)
            if let description = fontDescription(configuration, key: "titleFontDescription") {
                face.font = IBFont.read(document, description, defaultSize: 15)
            } else {
                // The configuration picks a font of its own, which scales.
                face.font.kind = .unknown
            }
            face.configured = true
            face.foreground = nil
            return face
        }
        face.font = IBFont.read(document, fontDescription(node, key: "fontDescription"), defaultSize: 15)
        face.title = state.flatMap { document.text("title", of: $0) }
        if face.title == nil, let state, let attributed = document.child(of: state, named: "attributedString", key: "attributedTitle"),
            case let text = attributedText(attributed), text.contains(where: { !$0.isWhitespace })
        {
            face.title = text
            face.attributed = true
        }
        if face.title == nil, let fallback {
            face.title = fallback.title
            face.attributed = fallback.attributed
        }
        let stateImage = state.flatMap { image("image", of: $0) } ?? fallback?.symbol
        let backgroundImage = state.flatMap { image("backgroundImage", of: $0) }
        face.backgroundImage = backgroundImage != nil || (fallback?.backgroundImage ?? false)
        if face.title == nil { face.symbol = stateImage ?? backgroundImage }
        let type = document.attribute("buttonType", of: node)
        if face.title == nil, face.symbol == nil, let glyph = type.flatMap({ IBViewKinds.systemButtonGlyphs[$0] }) {
            face.symbol = glyph.symbol
            face.glyphLabel = glyph.label
        }
        if face.attributed {
            face.foreground = nil
        } else if face.title == nil, face.symbol != nil, type == nil || type == "custom" {
            // A custom button draws its image in the image's own colors, not its title color.
            face.foreground = nil
        } else if face.title == nil, face.symbol != nil, let type, IBViewKinds.systemButtonTypes.contains(type),
            document.attribute("customClass", of: node) == nil
        {
            // A system button draws its glyph (an image-only button's image) in its tint,
            // whatever its title color says.
            face.foreground = paint(tint ?? SystemColorTable.systemBlue)
        } else if let state, case .color(let color)? = document.colorSetting(of: state, key: "titleColor") {
            face.foreground = paint(colors.resolve(color))
        } else if let fallback, key != "normal" {
            face.foreground = fallback.foreground
        } else if document.attribute("customClass", of: node) != nil {
            face.foreground = nil
        } else if let type, IBViewKinds.systemButtonTypes.contains(type) {
            face.foreground = paint(tint ?? SystemColorTable.systemBlue)
        } else {
            face.foreground = IBColorValue(RGBA(r: 1, g: 1, b: 1, a: 1))
        }
        return face
    }

    private mutating func button(_ node: Int, tint: AppearanceColor?, pointer: String) -> ContentMembers {
        var content = ContentMembers()
        let normal = face(node, state: "normal", tint: tint, fallback: nil)
        if normal.attributed { attributedTitlesSkipped += 1 }
        content.backgroundUnknown = normal.backgroundImage
        content.bearsText = normal.title != nil || normal.symbol != nil
        if let title = normal.title { content.members.append(.init("title", .string(title))) }
        if let symbol = normal.symbol { content.members.append(.init("symbol", .string(symbol))) }
        if let label = normal.glyphLabel, document.accessibilityLabel(of: node) == nil {
            content.members.append(.init("accessibilityLabel", .string(label)))
        }
        if let foreground = normal.foreground { content.members.append(.init("foreground", foreground.json)) }
        var facts = IBTextFacts(document, node, kind: "button", font: normal.attributed ? nil : normal.font)
        if normal.configured { facts.maxLines = 0 }
        content.members += facts.members
        if isToggle(node) {
            let selected = face(node, state: "selected", tint: tint, fallback: normal)
            if let on = document.flag("selected", of: node) { content.members.append(.init("isOn", .bool(on))) }
            func appearance(_ face: ButtonFace) -> JSONValue {
                var members: [JSONValue.Member] = []
                if let title = face.title { members.append(.init("title", .string(title))) }
                if let symbol = face.symbol { members.append(.init("symbol", .string(symbol))) }
                // A state in the button's own title color is checked as the button is.
                if let foreground = face.foreground, foreground != normal.foreground {
                    members.append(.init("foreground", foreground.json))
                }
                return .object(members)
            }
            content.members.append(.init("states", .object(["on": appearance(selected), "off": appearance(normal)])))
        }
        return content
    }

    // MARK: Bars and segments

    private mutating func tabBar(_ node: Int, pointer: String) -> ContentMembers {
        var items: [JSONValue] = []
        if let list = document.firstChild(of: node, named: "items") {
            for item in document.children(of: list) where document.isNamed(item, "tabBarItem") {
                targets.record(pointer + "/items/" + String(items.count), item)
                var members: [JSONValue.Member] = []
                if let id = document.attribute("id", of: item) { members.append(.init("id", .string(id))) }
                if let title = document.text("title", of: item) { members.append(.init("title", .string(title))) }
                if let image = image("image", of: item) { members.append(.init("symbol", .string(image))) }
                if let system = document.text("systemItem", of: item), document.text("title", of: item) == nil {
                    members.append(.init("title", .string(system)))
                }
                if document.flag("enabled", of: item) == false { members.append(.init("enabled", .bool(false))) }
                if let badge = document.attribute("badgeValue", of: item) { members.append(.init("badge", .string(badge))) }
                items.append(.object(members))
            }
        }
        return ContentMembers(members: [.init("items", .array(items))])
    }

    /// A toolbar's `items`, or the bar button items of a navigation bar's navigation items.
    private mutating func barItems(_ node: Int, pointer: String, inherited: Inherited) -> ContentMembers {
        var buttons: [Int] = []
        if let list = document.firstChild(of: node, named: "items") {
            for item in document.children(of: list) {
                if document.isNamed(item, "barButtonItem") { buttons.append(item) }
                if document.isNamed(item, "navigationItem") { buttons += Self.barButtons(of: item, in: document) }
            }
        }
        return ContentMembers(members: [.init("items", .array(barButtonElements(buttons, pointer: pointer + "/items/", inherited: inherited)))])
    }

    /// The bar button items a navigation item shows (left, then right; the back item is
    /// shown by the screen before it).
    static func barButtons(of navigationItem: Int, in document: XMLDocument) -> [Int] {
        var result: [Int] = []
        for child in document.children(of: navigationItem) {
            let key = document.attribute("key", of: child) ?? ""
            if document.isNamed(child, "barButtonItem"), key == "leftBarButtonItem" || key == "rightBarButtonItem" { result.append(child) }
            // Xcode writes several items as `<rightBarButtonItems>` holding them.
            if document.isNamed(child, "leftBarButtonItems") || document.isNamed(child, "rightBarButtonItems")
                || key == "leftBarButtonItems" || key == "rightBarButtonItems"
            {
                result += document.children(of: child).filter { document.isNamed($0, "barButtonItem") }
            }
        }
        return result
    }

    /// `inherited`: what the bar hands down, when it is drawn in the view; nil for a view
    /// controller's bars, whose place the document doesn't give.
    mutating func barButtonElements(_ items: [Int], pointer prefix: String, inherited: Inherited? = nil) -> [JSONValue] {
        var result: [JSONValue] = []
        for item in items {
            let system = document.attribute("systemItem", of: item)
            if system == "flexibleSpace" || system == "fixedSpace" { continue }
            // An item showing a custom view is that view: a button's title or image, else
            // content drawn in code. A custom button is what VoiceOver reads and what a
            // person fixes: in a bar drawn in the view it is read as any button is (its
            // frame, saved relative to the bar, its colors and font), else its id and
            // location are the item's.
            let customView = IBViewKinds.customView(of: item, in: document)
            let customButton = IBViewKinds.customButton(of: item, in: document)
            if let customButton, let inherited {
                result.append(element(customButton, pointer: prefix + String(result.count), inherited: inherited))
                continue
            }
            targets.record(prefix + String(result.count), customButton ?? item)
            let type = customView != nil && customButton == nil ? "view" : "button"
            var members: [JSONValue.Member] = [.init("type", .string(type))]
            if let id = document.attribute("id", of: customButton ?? item) { members.append(.init("id", .string(id))) }
            if let title = document.text("title", of: item) ?? system.flatMap({ IBViewKinds.systemItemTitles[$0] }) {
                members.append(.init("title", .string(title)))
            } else if let image = image("image", of: item) {
                members.append(.init("symbol", .string(image)))
            } else if let customButton, let normal = state(customButton, "normal") {
                if let title = document.text("title", of: normal) {
                    members.append(.init("title", .string(title)))
                } else if let image = image("image", of: normal) ?? image("backgroundImage", of: normal) {
                    members.append(.init("symbol", .string(image)))
                }
            }
            if document.flag("enabled", of: item) == false { members.append(.init("enabled", .bool(false))) }
            if let label = document.accessibilityLabel(of: item) ?? customButton.flatMap(document.accessibilityLabel(of:)) {
                members.append(.init("accessibilityLabel", .string(label)))
            }
            if document.isHiddenFromAccessibility(item) || customButton.map(document.isHiddenFromAccessibility) == true {
                members.append(.init("decorative", .bool(true)))
            }
            result.append(.object(members))
        }
        return result
    }

    /// One button per segment, dividing the control's width equally.
    private mutating func segments(_ node: Int, pointer: String) -> [JSONValue] {
        guard let list = document.firstChild(of: node, named: "segments") else { return [] }
        let segments = document.children(of: list).filter { document.isNamed($0, "segment") }
        var result: [JSONValue] = []
        for segment in segments {
            targets.record(pointer + "/children/" + String(result.count), node)
            var members: [JSONValue.Member] = [.init("type", .string("button"))]
            if let title = document.text("title", of: segment) {
                members.append(.init("title", .string(title)))
            } else if let image = image("image", of: segment) {
                members.append(.init("symbol", .string(image)))
            }
            result.append(.object(members))
        }
        return result
    }
}
