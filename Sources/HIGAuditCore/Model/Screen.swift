/// A decoded `hig-screen/1` document.
public struct Screen: Sendable {
    /// The screen's `id`, which names it in reports when present.
    public var id: String?
    /// The `platform`; `iOS` when absent.
    public var platform: Platform = .iOS
    /// The language subtag of `locale`, lowercased (`en-GB` is `en`).
    public var language = "en"
    /// The `appearance`, `light` or `dark`; `light` when absent. It picks the default `background`.
    public var appearance: Appearance = .light
    /// The `contrast`: `increased` for the screen as shown with Increase Contrast on.
    public var contrast: Contrast = .standard
    /// The same screen in the other contrast, every variant color at that contrast's value:
    /// for a standard screen, when some variant color has an `increased` value. The
    /// contrast rules compare their checks with it (`increase-contrast.md`).
    public var counterpart: ScreenCounterpart?
    /// The name of the screen `background`'s custom color and whether it has an Increase
    /// Contrast value; nil when it is not a named variant color.
    public var backgroundName: NamedColor?
    /// The `size` in points (a missing width or height is 0); nil when absent.
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
    /// The tool the screen was made in (set by the importer that read it), whose settings
    /// findings name.
    public var tool: AuthoringTool = .screenDescription

    /// A screen with every key at its default: `iOS`, `en`, light, white, no elements.
    public init() {}

    /// The same screen, read from a document made in `tool`.
    public func made(in tool: AuthoringTool) -> Screen {
        var screen = self
        screen.tool = tool
        return screen
    }

    /// JSON Pointer of element `index`.
    public func pointer(of index: Int) -> String {
        // Measured walking up the parents, then written back to front walking up again:
        // a finding's pointer is made for every finding, and this makes one allocation.
        func digits(_ value: Int) -> Int {
            var count = 1, rest = value
            while rest >= 10 {
                rest /= 10
                count += 1
            }
            return count
        }
        var length = 0
        var current = index
        while current >= 0 {
            length += 2 + elements[current].container.rawValue.utf8.count + digits(elements[current].indexInContainer)
            current = elements[current].parent
        }
        return String(unsafeUninitializedCapacity: length) { text in
            var end = length
            var current = index
            while current >= 0 {
                var rest = elements[current].indexInContainer
                repeat {
                    end -= 1
                    text[end] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                } while rest > 0
                end -= 1
                text[end] = UInt8(ascii: "/")
                let name = elements[current].container.rawValue.utf8
                end -= name.count
                _ = UnsafeMutableBufferPointer(rebasing: text[end..<end + name.count]).initialize(from: name)
                end -= 1
                text[end] = UInt8(ascii: "/")
                current = elements[current].parent
            }
            return length
        }
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

    /// The element a finding of this screen's audit is about (`Finding.elementIndex`), if any.
    public func element(of finding: Finding) -> Element? {
        guard let index = finding.elementIndex, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Whether element `ancestor` contains element `index` (both indices into `elements`).
    public func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        ancestor < index && index < elements[ancestor].subtreeEnd
    }
}
