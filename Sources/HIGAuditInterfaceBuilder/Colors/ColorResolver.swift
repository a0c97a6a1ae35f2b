import HIGAuditCore

/// Resolves `<color>` elements of one document (`interface-builder.md`, "Colors"): system
/// colors through the document's resources and the table, named colors through the
/// asset catalogs, components in the color spaces Xcode writes.
struct ColorResolver {
    let document: XMLDocument
    /// Light values Xcode saved in `<resources>`: `<systemColor name>` and `<namedColor name>`.
    private var savedSystemColors: [String: Int] = [:]
    private var savedNamedColors: [String: Int] = [:]
    /// Finds a colorset by name; nil when none is found.
    let colorset: (String) -> AppearanceColor?
    /// Every name looked up in the asset catalogs, found or not.
    private(set) var namesLookedUp: Set<String> = []
    private var cache: [Int: AppearanceColor] = [:]
    /// What `colorset` found for each name: a document names a few colors many times.
    private var colorsetsByName: [String: AppearanceColor?] = [:]

    init(document: XMLDocument, colorset: @escaping (String) -> AppearanceColor?) {
        self.document = document
        self.colorset = colorset
        if let resources = document.firstChild(of: document.root, named: "resources") {
            for saved in document.children(of: resources) {
                guard let name = document.attribute("name", of: saved),
                    let color = document.firstChild(of: saved, named: "color")
                else { continue }
                if document.isNamed(saved, "systemColor") { savedSystemColors[name] = color }
                if document.isNamed(saved, "namedColor") { savedNamedColors[name] = color }
            }
        }
    }

    /// The light and dark values of color element `element`.
    mutating func resolve(_ element: Int) -> AppearanceColor {
        if let known = cache[element] { return known }
        let color = compute(element)
        cache[element] = color
        return color
    }

    private mutating func compute(_ element: Int) -> AppearanceColor {
        if let name = document.text("systemColor", of: element) ?? document.text("cocoaTouchSystemColor", of: element) {
            // The components beside a system color are Xcode's cached light value: ignored.
            let table = SystemColorTable.color(named: name)
            let saved = savedSystemColors[name].flatMap(Self.components(document))
            let light = saved ?? table?.light
            // A value the table doesn't change with Increase Contrast is the one resolved,
            // so that a light value saved in `<resources>` carries over.
            let lightIncreased = table?.lightIncreased == table?.light ? light : table?.lightIncreased
            return AppearanceColor(light: light, dark: table?.dark, lightIncreased: lightIncreased, darkIncreased: table?.darkIncreased)
        }
        if let name = document.text("name", of: element) {
            if document.attribute("catalog", of: element) == "System" { return .unknown }
            namesLookedUp.insert(name)
            let looked = colorsetsByName[name] ?? colorset(name)
            colorsetsByName[name] = looked
            if var found = looked {
                found.name = name
                return found
            }
            return AppearanceColor(light: savedNamedColors[name].flatMap(Self.components(document)), dark: nil)
        }
        return Self.components(document)(element).map(AppearanceColor.fixed) ?? .unknown
    }

    /// A color given by components: RGB spaces taken as sRGB, gray spaces as R = G = B,
    /// Display P3 converted; nil for a space this version doesn't know.
    static func components(_ document: XMLDocument) -> (Int) -> RGBA? {
        { element in
            let space = document.attribute("colorSpace", of: element)
            let custom = document.attribute("customColorSpace", of: element)
            let alpha = document.number("alpha", of: element) ?? 1
            func rgb() -> (Double, Double, Double)? {
                guard let r = document.number("red", of: element), let g = document.number("green", of: element),
                    let b = document.number("blue", of: element)
                else { return nil }
                return (r, g, b)
            }
            func gray() -> RGBA? {
                document.number("white", of: element).map { RGBA(r: $0, g: $0, b: $0, a: alpha).clipped }
            }
            switch (space, custom) {
            case ("custom", "sRGB"), ("custom", "calibratedRGB"), ("custom", "deviceRGB"), ("calibratedRGB", _), ("deviceRGB", _):
                return rgb().map { RGBA(r: $0.0, g: $0.1, b: $0.2, a: alpha).clipped }
            case ("custom", "displayP3"):
                guard let (r, g, b) = rgb() else { return nil }
                let clip = RGBA(r: r, g: g, b: b, a: alpha).clipped
                return RGBA(displayP3: clip.r, g: clip.g, b: clip.b, a: clip.a)
            case ("custom", "genericGamma22GrayColorSpace"), ("custom", "calibratedWhite"), ("custom", "deviceWhite"),
                ("calibratedWhite", _), ("deviceWhite", _), ("genericGamma22GrayColorSpace", _):
                return gray()
            default:
                return nil
            }
        }
    }
}
