/// What Interface Builder's element names are to the importer (`interface-builder.md`,
/// "Views and what they become").
enum IBViewKinds {
    /// UIKit view elements Xcode writes.
    static let views: Set<String> = [
        "view", "label", "button", "textField", "textView", "switch", "imageView", "segmentedControl", "slider",
        "stepper", "progressView", "activityIndicatorView", "pageControl", "datePicker", "pickerView", "searchBar",
        "tabBar", "toolbar", "navigationBar", "scrollView", "tableView", "collectionView", "stackView",
        "tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionViewCellContentView",
        "collectionReusableView", "tableViewHeaderFooterView", "containerView", "visualEffectView", "mapView",
        "wkWebView", "webView", "mtkView", "glkView", "sceneKitView", "skView", "arscnView", "arskView", "arView",
    ]

    /// Views whose content is drawn by the system or in code: the color behind what they
    /// show is unknown.
    static let opaqueContent: Set<String> = [
        "visualEffectView", "mapView", "wkWebView", "webView", "mtkView", "glkView", "sceneKitView", "skView",
        "arscnView", "arskView", "arView", "imageView",
    ]

    /// Objects that are never views, whatever they hold.
    static let notViews: Set<String> = ["placeholder", "customObject", "barButtonItem", "tabBarItem", "navigationItem", "segment"]

    /// Elements that are neither views nor hold any, and have no frame: settings of the
    /// view around them. A walk for views doesn't look inside them.
    static let settings: Set<String> = [
        "color", "rect", "fontDescription", "font", "constraints", "constraint", "connections", "outlet",
        "outletCollection", "action", "segue", "state", "attributedString", "userDefinedRuntimeAttributes",
        "accessibility", "autoresizingMask", "textInputTraits", "inset", "viewLayoutGuide", "imageReference",
        "string", "nil", "size", "point", "real", "integer", "boolean",
    ]

    /// What an element's name says of it, worked out once per distinct name of a document
    /// (`XMLScanner.classify`).
    struct NameKind: OptionSet {
        let rawValue: UInt8
        /// In `views`.
        static let view = NameKind(rawValue: 1)
        /// In `notViews`, or a controller or gesture recognizer.
        static let neverView = NameKind(rawValue: 2)
        /// In `settings`.
        static let setting = NameKind(rawValue: 4)
        /// In `opaqueContent`.
        static let opaqueContent = NameKind(rawValue: 8)

        /// The kind of the element name `name`, as a raw value for the scanner.
        @Sendable static func of(_ name: String) -> UInt8 {
            var kind: NameKind = []
            if IBViewKinds.views.contains(name) { kind.insert(.view) }
            if IBViewKinds.notViews.contains(name) || name.hasSuffix("Controller") || name.hasSuffix("Recognizer") { kind.insert(.neverView) }
            if IBViewKinds.settings.contains(name) { kind.insert(.setting) }
            if IBViewKinds.opaqueContent.contains(name) { kind.insert(.opaqueContent) }
            return kind.rawValue
        }

        /// The kind of `element`'s name in a document scanned with `of` as its classifier.
        init(of element: Int, in document: XMLDocument) {
            self.init(rawValue: document.nameKind(of: element))
        }

        init(rawValue: UInt8) { self.rawValue = rawValue }
    }

    /// Whether `element` is a view: a known view element, or any other object with a saved
    /// frame that is not a controller or a known non-view.
    static func isView(_ document: XMLDocument, _ element: Int) -> Bool {
        isView(document, element, kind: NameKind(of: element, in: document))
    }

    private static func isView(_ document: XMLDocument, _ element: Int, kind: NameKind) -> Bool {
        if kind.contains(.view) { return true }
        if !kind.isDisjoint(with: [.neverView, .setting]) { return false }
        return document.child(of: element, named: "rect", key: "frame") != nil
    }

    /// The views directly inside `element`: its nearest view descendants, found through
    /// the wrappers (`subviews`, `prototypes`, `cells`, `sections`, …), in paint order. A
    /// bar button item's custom button is not among them: the item is that button.
    static func childViews(_ document: XMLDocument, of element: Int) -> [Int] {
        var result: [Int] = []
        var pending = Array(document.children(of: element).reversed())
        while let next = pending.popLast() {
            let kind = NameKind(of: next, in: document)
            if isView(document, next, kind: kind) {
                result.append(next)
            } else if !kind.contains(.setting) && customButton(of: next, in: document) == nil {
                pending += document.children(of: next).reversed()
            }
        }
        return result
    }

    /// A bar button item's `customView`; nil for anything else.
    static func customView(of item: Int, in document: XMLDocument) -> Int? {
        guard document.isNamed(item, "barButtonItem") else { return nil }
        return document.children(of: item).first { document.attribute("key", of: $0) == "customView" }
    }

    /// A bar button item's custom view when it is a button; nil for anything else.
    static func customButton(of item: Int, in document: XMLDocument) -> Int? {
        customView(of: item, in: document).flatMap { document.isNamed($0, "button") ? $0 : nil }
    }

    /// The titles UIKit shows for bar button system items; spaces are not items.
    static let systemItemTitles: [String: String] = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "add": "Add", "compose": "Compose",
        "reply": "Reply", "action": "Share", "organize": "Organize", "bookmarks": "Bookmarks", "search": "Search",
        "refresh": "Refresh", "stop": "Stop", "camera": "Camera", "trash": "Delete", "play": "Play", "pause": "Pause",
        "rewind": "Rewind", "fastForward": "Fast Forward", "undo": "Undo", "redo": "Redo", "pageCurl": "Page Curl",
        "close": "Close",
    ]

    /// Button types that draw their title in the tint color.
    static let systemButtonTypes: Set<String> = ["system", "roundedRect", "infoLight", "infoDark", "detailDisclosure", "contactAdd", "close"]

    /// The glyph UIKit draws for a button type that shows one, as an SF Symbol name, and
    /// the accessibility label UIKit gives it.
    static let systemButtonGlyphs: [String: (symbol: String, label: String)] = [
        "infoLight": ("info.circle", "More Info"), "infoDark": ("info.circle", "More Info"),
        "detailDisclosure": ("info.circle", "More Info"), "contactAdd": ("plus.circle", "Add"), "close": ("xmark.circle.fill", "Close"),
    ]
}
