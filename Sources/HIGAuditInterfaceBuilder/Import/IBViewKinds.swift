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

    /// Whether `element` is a view: a known view element, or any other object with a saved
    /// frame that is not a controller or a known non-view.
    static func isView(_ document: XMLDocument, _ element: Int) -> Bool {
        isView(document, element, named: document.name(of: element))
    }

    private static func isView(_ document: XMLDocument, _ element: Int, named name: String) -> Bool {
        if views.contains(name) { return true }
        if notViews.contains(name) || settings.contains(name) || name.hasSuffix("Controller") || name.hasSuffix("Recognizer") { return false }
        return document.child(of: element, named: "rect", key: "frame") != nil
    }

    /// The views directly inside `element`: its nearest view descendants, found through
    /// the wrappers (`subviews`, `prototypes`, `cells`, `sections`, …), in paint order. A
    /// bar button item's custom button is not among them: the item is that button.
    static func childViews(_ document: XMLDocument, of element: Int) -> [Int] {
        var result: [Int] = []
        var pending = Array(document.children(of: element).reversed())
        while let next = pending.popLast() {
            let name = document.name(of: next)
            if isView(document, next, named: name) {
                result.append(next)
            } else if !settings.contains(name) && customButton(of: next, in: document) == nil {
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
