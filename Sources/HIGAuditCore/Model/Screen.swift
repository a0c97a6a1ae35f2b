/// A decoded `hig-screen/1` document.
public struct Screen: Sendable {
    /// The screen's `id`, which names it in reports when present.
    public var id: String?
    public var platform: Platform = .iOS
    /// The language subtag of `locale`, lowercased (`en-GB` is `en`).
    public var language = "en"
    public var appearance: Appearance = .light
    public var size: Size?
    /// The screen's base color, composited over the appearance's default when translucent.
    public var background: RGB = .white
    /// How the screen is shown: full screen, modally, as a sheet or a popover.
    public var presentation: Presentation = .fullScreen
    /// Whether the screen shows as the app launches.
    public var atLaunch = false
    /// Every element in paint order (see `Element`).
    public var elements: [Element] = []
    /// Ids of rules not to run on this screen.
    public var auditIgnore: Set<String> = []

    public init() {}

    /// JSON Pointer of element `index`.
    public func pointer(of index: Int) -> String {
        var path: [Int] = []
        var current = index
        while current >= 0 {
            path.append(current)
            current = elements[current].parent
        }
        var pointer = ""
        pointer.reserveCapacity(path.count * 12)
        for element in path.reversed() {
            pointer += "/"
            pointer += elements[element].container.rawValue
            pointer += "/"
            pointer += String(elements[element].indexInContainer)
        }
        return pointer
    }

    /// Indices of the direct children of element `index` (or of the screen for -1).
    public func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var child = index + 1
        let end = index < 0 ? elements.count : elements[index].subtreeEnd
        while child < end {
            result.append(child)
            child = elements[child].subtreeEnd
        }
        return result
    }

    /// Whether element `ancestor` contains element `index`.
    /// The element a finding of this screen's audit is about (`Finding.elementIndex`), if any.
    public func element(of finding: Finding) -> Element? {
        guard let index = finding.elementIndex, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    public func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        ancestor < index && index < elements[ancestor].subtreeEnd
    }
}
