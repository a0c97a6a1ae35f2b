/// One element of a screen, kept in a flat array in paint order (pre-order: a parent
/// before its children, an earlier sibling's subtree before a later sibling).
public struct Element: Sendable {
    /// The array that holds an element in the source document.
    public enum Container: String, Sendable { case elements, children, items }

    public var type: ElementType
    // Optionals spelled `Optional<T>` have no implicit `nil` initial value, so the
    // initializer below assigns each property once instead of building a default element.
    /// The `type` as written, when it is not one the format defines (audited as a view).
    public var unknownTypeName: Optional<String>
    public var id: Optional<String>
    /// Index of the parent element in `Screen.elements`, or -1 at the top level.
    public var parent: Int
    public var container: Container
    public var indexInContainer: Int
    /// Index just past the last descendant: descendants are `index+1 ..< subtreeEnd`.
    public var subtreeEnd: Int
    public var depth: Int

    public var frame: Optional<Rect>
    public var hitRegion: Optional<Rect>
    public var foreground: Optional<RGBA>
    public var background: Optional<RGBA>
    public var border: Optional<Border>
    public var font: Optional<Font>
    public var text: Optional<String>
    public var title: Optional<String>
    public var subtitle: Optional<String>
    public var symbol: Optional<String>
    public var accessibilityLabel: Optional<String>
    public var hidden: Bool
    public var enabled: Bool
    public var custom: Bool
    public var backgroundImage: Bool
    public var gradient: Bool
    /// Hidden itself or inside a hidden ancestor.
    public var isHiddenInTree: Bool
    /// Disabled itself or inside a disabled ancestor.
    public var isDisabledInTree: Bool

    /// What only some types have, kept out of line so that the many plain elements stay small.
    /// Inlinable, like the accessors below, so that rules read a field without copying the element.
    @inlinable public var details: ElementDetails {
        _read {
            if let box = detailsBox { yield box.value } else { yield ElementDetails.none }
        }
        set { detailsBox = DetailsBox(newValue) }
    }
    @usableFromInline var detailsBox: Optional<DetailsBox>

    /// An element of `type` with every other key absent.
    public init(type: ElementType, unknownTypeName: String? = nil) {
        self.type = type
        self.unknownTypeName = unknownTypeName
        id = nil
        parent = -1
        container = .elements
        indexInContainer = 0
        subtreeEnd = 0
        depth = 0
        frame = nil
        hitRegion = nil
        foreground = nil
        background = nil
        border = nil
        font = nil
        text = nil
        title = nil
        subtitle = nil
        symbol = nil
        accessibilityLabel = nil
        hidden = false
        enabled = true
        custom = false
        backgroundImage = false
        gradient = false
        isHiddenInTree = false
        isDisabledInTree = false
        detailsBox = nil
    }

    /// Whether the element paints something behind later elements.
    @inlinable public var paintsBackground: Bool { background != nil || backgroundImage || gradient }
}

/// An element's border: the `border` key.
public struct Border: Sendable, Hashable {
    public var color: RGBA?
    public var width: Double?
}

/// An element's font: the `font` key (size in points, weight 100 to 900).
public struct Font: Sendable, Hashable {
    public var size: Double?
    public var weight: Int?

    /// The size of text whose font doesn't say: the body style's 17 pt.
    public static let bodySize = 17.0
    /// The size, or the body size when none is given.
    public var effectiveSize: Double { size ?? Self.bodySize }
    /// Whether the weight is 700 or more.
    public var isBold: Bool { (weight ?? 400) >= 700 }
}

/// How a toggle looks in one state: the keys of `states.on` and `states.off`.
public struct ToggleAppearance: Sendable, Hashable {
    public var foreground: RGBA?
    public var background: RGBA?
    public var border: Border?
    public var symbol: String?
    public var title: String?
    public var shape: ShapeKind?
    public var font: Font?
    public var indicator: String?
}

/// A toggle's on and off appearances: the `states` key.
public struct ToggleStates: Sendable {
    public var on: ToggleAppearance?
    public var off: ToggleAppearance?
}

/// A control's pointer effect: the `pointer` key.
public struct PointerDescription: Sendable {
    /// What a hover effect does: the `pointer.hover` key.
    public struct Hover: Sendable {
        public var scale: Double?
        public var shadow = false
        public var tint = false
    }

    public var effect: PointerEffect?
    public var shape: PointerShape?
    public var cornerRadius: Double?
    public var hover: Hover?
    public var annotation: String?
}

/// A pull-down button's menu: the `menu` key.
public struct Menu: Sendable {
    /// One item of the menu.
    public struct Item: Sendable {
        public var title: String?
        public var symbol: String?
        public var destructive = false
        public var confirms = false
        public var separatorBefore = false
    }

    public var title: String?
    public var items: [Item] = []
}

/// An alert's or action sheet's content.
public struct Dialog: Sendable {
    /// One button of the dialog, in the order shown.
    public struct Button: Sendable {
        public var title: String?
        public var role: DialogButtonRole = .default
        public var isDefault = false
    }

    public var title: String?
    public var message: String?
    public var informational = false
    public var layout: DialogLayout?
    public var buttons: [Button] = []
    public var textFields = 0
    public var cautionSymbol = false

    public init(title: String? = nil, message: String? = nil) {
        self.title = title
        self.message = message
    }
}

/// A tab bar's tabs: the keys of a `tabBar` element.
public struct TabBar: Sendable {
    /// The size and shape of a tab's custom glyph.
    public struct Glyph: Sendable {
        public var width: Double?
        public var height: Double?
        public var shape: GlyphShape?
    }

    /// One tab.
    public struct Item: Sendable {
        public var title: String?
        public var symbol: String?
        public var symbolVariant: SymbolVariant?
        public var enabled = true
        public var badge: String?
        public var action = false
        public var glyph: Glyph?
    }

    public var compact = false
    public var items: [Item] = []

    public init(compact: Bool = false, items: [Item] = []) {
        self.compact = compact
        self.items = items
    }
}

/// The keys of particular element types.
public struct ElementDetails: Sendable {
    // `Optional<T>` spelled out, as in `Element`: each property is assigned once, in `init`.
    public var role: Optional<ButtonRole>
    public var style: Optional<ButtonStyle>
    public var toggleStyle: Optional<ToggleStyle>
    public var controlSize: Optional<ControlSize>
    public var isDefault: Bool
    public var bezeled: Optional<Bool>
    public var pointer: Optional<PointerDescription>
    public var isOn: Optional<Bool>
    public var states: Optional<ToggleStates>
    public var action: Optional<ButtonAction>
    public var options: Optional<[String]>
    public var selected: Optional<String>
    public var menu: Optional<Menu>
    public var dialog: Optional<Dialog>
    public var tabBar: Optional<TabBar>
    public var placeholder: Optional<String>
    public var decorative: Bool

    public init() {
        role = nil
        style = nil
        toggleStyle = nil
        controlSize = nil
        isDefault = false
        bezeled = nil
        pointer = nil
        isOn = nil
        states = nil
        action = nil
        options = nil
        selected = nil
        menu = nil
        dialog = nil
        tabBar = nil
        placeholder = nil
        decorative = false
    }
}

extension ElementDetails {
    @usableFromInline static let none = ElementDetails()
}

@usableFromInline final class DetailsBox: Sendable {
    @usableFromInline let value: ElementDetails

    @usableFromInline init(_ value: ElementDetails) { self.value = value }
}

extension Element {
    // Each reads its field through the box, without copying the element or its details.
    @inlinable public var role: ButtonRole? { detailsBox?.value.role }
    @inlinable public var style: ButtonStyle? { detailsBox?.value.style }
    @inlinable public var toggleStyle: ToggleStyle? { detailsBox?.value.toggleStyle }
    @inlinable public var controlSize: ControlSize? { detailsBox?.value.controlSize }
    @inlinable public var isDefault: Bool { detailsBox?.value.isDefault ?? false }
    @inlinable public var bezeled: Bool? { detailsBox?.value.bezeled }
    @inlinable public var pointer: PointerDescription? { detailsBox?.value.pointer }
    @inlinable public var isOn: Bool? { detailsBox?.value.isOn }
    @inlinable public var states: ToggleStates? { detailsBox?.value.states }
    @inlinable public var action: ButtonAction? { detailsBox?.value.action }
    @inlinable public var options: [String]? { detailsBox?.value.options }
    @inlinable public var selected: String? { detailsBox?.value.selected }
    @inlinable public var menu: Menu? { detailsBox?.value.menu }
    @inlinable public var dialog: Dialog? { detailsBox?.value.dialog }
    @inlinable public var tabBar: TabBar? { detailsBox?.value.tabBar }
    @inlinable public var placeholder: String? { detailsBox?.value.placeholder }
    @inlinable public var decorative: Bool { detailsBox?.value.decorative ?? false }
}
