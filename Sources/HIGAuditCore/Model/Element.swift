/// One element of a screen, kept in a flat array in paint order (pre-order: a parent
/// before its children, an earlier sibling's subtree before a later sibling).
public struct Element: Sendable {
    /// The array that holds an element in the source document.
    public enum Container: String, Sendable { case elements, children, items }

    /// The element's `type`; a type the format doesn't define is read as `.view` (see `unknownTypeName`).
    public var type: ElementType
    // Optionals spelled `Optional<T>` have no implicit `nil` initial value, so the
    // initializer below assigns each property once instead of building a default element.
    /// The `type` as written, when it is not one the format defines (audited as a view).
    public var unknownTypeName: Optional<String>
    /// The `id` shown in findings as `elementId`; nil when absent or blank.
    public var id: Optional<String>
    /// Index of the parent element in `Screen.elements`, or -1 at the top level.
    public var parent: Int
    /// The array of the parent that holds the element: `elements` at the top level, else `children`,
    /// or `items` of a toolbar or navigation bar. A segment of the element's JSON Pointer.
    public var container: Container
    /// Position in that array, from 0: the last segment of the element's JSON Pointer.
    public var indexInContainer: Int
    /// Index just past the last descendant: descendants are `index+1 ..< subtreeEnd`.
    public var subtreeEnd: Int
    /// Nesting depth: 0 at the top level, one more for each ancestor.
    public var depth: Int

    /// The `frame`: origin and size in points, screen coordinates; nil when absent (rules that need
    /// a frame skip the element).
    public var frame: Optional<Rect>
    /// The `hitRegion` as written, in points; nil when absent, in which case the `frame` is the hit region.
    public var hitRegion: Optional<Rect>
    /// The `foreground` color of the element's text or glyph, as written (alpha not yet composited).
    /// Nil when absent: the element's own text or glyph is not checked for contrast.
    public var foreground: Optional<RGBA>
    /// The `background` fill behind the content, as written; it is composited in paint order over
    /// what lies behind. Nil when absent: the element paints no fill.
    public var background: Optional<RGBA>
    /// The `border`; nil when the element has none.
    public var border: Optional<Border>
    /// The `font`; nil when absent, in which case text is body text (17 pt regular).
    public var font: Optional<Font>
    /// The `text` of a `text` element; nil when absent or blank.
    public var text: Optional<String>
    /// The `title` key: a control's title (an alert's or action sheet's is also in `dialog`);
    /// nil when absent or blank.
    public var title: Optional<String>
    /// The `subtitle` key of a control; nil when absent or blank.
    public var subtitle: Optional<String>
    /// The `symbol`: the SF Symbol or image name shown as the glyph; nil when absent or blank.
    public var symbol: Optional<String>
    /// The `accessibilityLabel`, what VoiceOver speaks for the element; nil when absent or blank.
    public var accessibilityLabel: Optional<String>
    /// The element's own `hidden` (default false); `isHiddenInTree` also counts its ancestors.
    public var hidden: Bool
    /// The element's own `enabled` (default true); `isDisabledInTree` also counts its ancestors.
    public var enabled: Bool
    /// `custom`: a custom control rather than a system one (default false).
    public var custom: Bool
    /// `backgroundImage`: an image fills the element's background, so the color behind its content,
    /// and behind elements painted over it, is unknown (default false).
    public var backgroundImage: Bool
    /// Whether a `gradient` is present (any value but `null`, `false` or a blank string): like
    /// `backgroundImage`, it makes the color behind the content unknown.
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
    /// The border's `color`, as written; nil when absent.
    public var color: RGBA?
    /// The border's `width` in points (not negative); nil when absent, which the toggle rules count as 1.
    public var width: Double?
}

/// An element's font: the `font` key (size in points, weight 100 to 900).
public struct Font: Sendable, Hashable {
    /// The `size` in points (not negative); nil when absent (see `effectiveSize`).
    public var size: Double?
    /// The `weight` from 100 to 900, a name converted to its number (`bold` is 700); nil when absent (regular, 400).
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
    /// The state's `foreground`; nil when the state has none and the toggle's own applies.
    public var foreground: RGBA?
    /// The state's `background` fill; nil when the state has none.
    public var background: RGBA?
    /// The state's `border`; nil when the state has none and the toggle's own applies.
    public var border: Border?
    /// The state's `symbol`; nil when the state has none and the toggle's own applies.
    public var symbol: String?
    /// The state's `title`; nil when the state has none and the toggle's own applies.
    public var title: String?
    /// The state's `shape`; nil when absent, which counts as `none`.
    public var shape: ShapeKind?
    /// The state's `font`; nil when the state has none and the toggle's own applies.
    public var font: Font?
    /// The state's `indicator`, naming a non-color cue such as `checkmark`; nil when absent or blank.
    public var indicator: String?
}

/// A toggle's on and off appearances: the `states` key.
public struct ToggleStates: Sendable {
    /// The `on` appearance; nil when absent.
    public var on: ToggleAppearance?
    /// The `off` appearance; nil when absent.
    public var off: ToggleAppearance?
}

/// A control's pointer effect: the `pointer` key.
public struct PointerDescription: Sendable {
    /// What a hover effect does: the `pointer.hover` key.
    public struct Hover: Sendable {
        /// The `scale` factor under hover; nil when absent (no scaling, as 1).
        public var scale: Double?
        /// The `shadow` flag: the hover effect adds a shadow (default false).
        public var shadow = false
        /// The `tint` flag: the hover effect tints the control (default false).
        public var tint = false
    }

    /// The pointer `effect`; nil when absent.
    public var effect: PointerEffect?
    /// The `shape` of the pointer highlight; nil when absent.
    public var shape: PointerShape?
    /// The highlight's `cornerRadius` in points (not negative); nil when absent.
    public var cornerRadius: Double?
    /// The `hover` effect's details; nil when absent.
    public var hover: Hover?
    /// The pointer `annotation` text; nil when absent or blank.
    public var annotation: String?
}

/// A pull-down button's menu: the `menu` key.
public struct Menu: Sendable {
    /// One item of the menu.
    public struct Item: Sendable {
        /// The item's `title`; nil when absent or blank.
        public var title: String?
        /// The item's `symbol`; nil when absent or blank.
        public var symbol: String?
        /// `destructive`: the item destroys data (default false).
        public var destructive = false
        /// `confirms`: choosing the item asks for confirmation first (default false).
        public var confirms = false
        /// `separatorBefore`: a separator precedes the item, starting a new group (default false).
        public var separatorBefore = false
    }

    /// The menu's `title`; nil when absent or blank.
    public var title: String?
    /// The menu's `items`, in the order shown; empty when absent.
    public var items: [Item] = []
}

/// An alert's or action sheet's content.
public struct Dialog: Sendable {
    /// One button of the dialog, in the order shown.
    public struct Button: Sendable {
        /// The button's `title`; nil when absent or blank.
        public var title: String?
        /// The button's `role`: `default` when absent, and for `normal` and `primary`.
        public var role: DialogButtonRole = .default
        /// `isDefault`: the button is marked as the default one (default false).
        public var isDefault = false
    }

    /// The dialog's `title`; nil when absent or blank.
    public var title: String?
    /// The dialog's `message`; nil when absent or blank.
    public var message: String?
    /// An alert's `informational` flag (default false); an alert with exactly one button is
    /// informational too, which the rules work out themselves.
    public var informational = false
    /// An alert's `layout`; nil when absent, in which case two buttons or fewer make a `row` and more a `stack`.
    public var layout: DialogLayout?
    /// The `buttons`, in display order: leading to trailing in a row, top to bottom in a stack.
    public var buttons: [Button] = []
    /// An alert's `textFields`: how many text fields it shows (a whole number, default 0).
    public var textFields = 0
    /// An alert's `cautionSymbol` flag: it shows the caution symbol (default false).
    public var cautionSymbol = false

    /// A dialog with the given title and message and every other key absent.
    public init(title: String? = nil, message: String? = nil) {
        self.title = title
        self.message = message
    }
}

/// A tab bar's tabs: the keys of a `tabBar` element.
public struct TabBar: Sendable {
    /// The size and shape of a tab's custom glyph.
    public struct Glyph: Sendable {
        /// The glyph's `width` in points (not negative); nil when absent.
        public var width: Double?
        /// The glyph's `height` in points (not negative); nil when absent.
        public var height: Double?
        /// The glyph's `shape`, which picks the target size; nil when absent (the glyph is then not checked).
        public var shape: GlyphShape?
    }

    /// One tab.
    public struct Item: Sendable {
        /// The tab's `title`; nil when absent or blank.
        public var title: String?
        /// The tab's `symbol`; nil when absent or blank.
        public var symbol: String?
        /// The tab's `symbolVariant`; nil when absent.
        public var symbolVariant: SymbolVariant?
        /// The tab's `enabled` (default true).
        public var enabled = true
        /// The tab's `badge`; nil when absent, empty or blank.
        public var badge: String?
        /// `action`: the tab performs an action instead of switching sections (default false).
        public var action = false
        /// The tab's custom `glyph` size; nil when absent.
        public var glyph: Glyph?
    }

    /// `compact`: the bar is the compact one, with smaller glyph targets (default false).
    public var compact = false
    /// The bar's `items`, leading to trailing; empty when absent.
    public var items: [Item] = []

    /// A tab bar with the given `compact` flag and items.
    public init(compact: Bool = false, items: [Item] = []) {
        self.compact = compact
        self.items = items
    }
}

/// The keys of particular element types.
public struct ElementDetails: Sendable {
    // `Optional<T>` spelled out, as in `Element`: each property is assigned once, in `init`.
    /// A `button`'s `role`; nil when absent, which means `normal`.
    public var role: Optional<ButtonRole>
    /// A `button`'s `style`; nil when absent, which means `plain`.
    public var style: Optional<ButtonStyle>
    /// A `toggle`'s `style`; nil when absent, which means `button`.
    public var toggleStyle: Optional<ToggleStyle>
    /// A `button`'s `size`; nil when absent.
    public var controlSize: Optional<ControlSize>
    /// A `button`'s `isDefault` (default false).
    public var isDefault: Bool
    /// `bezeled` as written, on any element; nil when absent, in which case the `filled`, `tinted`,
    /// `gray` and `bordered` styles are bezeled and others are not.
    public var bezeled: Optional<Bool>
    /// The `pointer` description of a `button`, `closeButton`, `infoButton`, `popUpButton` or
    /// `pullDownButton`; nil when absent.
    public var pointer: Optional<PointerDescription>
    /// A `toggle`'s `isOn`; nil when absent.
    public var isOn: Optional<Bool>
    /// A `toggle`'s `states`; nil when absent.
    public var states: Optional<ToggleStates>
    /// The `action` of a `closeButton` or `infoButton`; nil when absent.
    public var action: Optional<ButtonAction>
    /// A `popUpButton`'s `options`, as written; nil when absent.
    public var options: Optional<[String]>
    /// A `popUpButton`'s `selected` option; nil when absent or blank.
    public var selected: Optional<String>
    /// A `pullDownButton`'s `menu`; nil when absent.
    public var menu: Optional<Menu>
    /// The content of an `alert` or `actionSheet`; nil for other types.
    public var dialog: Optional<Dialog>
    /// The keys of a `tabBar`; nil for other types.
    public var tabBar: Optional<TabBar>
    /// A `textField`'s `placeholder`; nil when absent or blank.
    public var placeholder: Optional<String>
    /// An `image`'s `decorative` flag: it conveys nothing and needs no label (default false);
    /// on a control, that it is hidden from assistive technologies.
    public var decorative: Bool
    /// Whether code reaches the element (an Interface Builder outlet's destination), and so
    /// may fill what the document leaves empty; false in `hig-screen/1`, which has no such key.
    public var reachedByCode: Bool

    /// Details with every key absent.
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
        reachedByCode = false
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
    /// A `button`'s `role`; nil when absent (which means `normal`) and for other types.
    @inlinable public var role: ButtonRole? { detailsBox?.value.role }
    /// A `button`'s `style`; nil when absent (which means `plain`) and for other types.
    @inlinable public var style: ButtonStyle? { detailsBox?.value.style }
    /// A `toggle`'s `style`; nil when absent (which means `button`) and for other types.
    @inlinable public var toggleStyle: ToggleStyle? { detailsBox?.value.toggleStyle }
    /// A `button`'s `size`; nil when absent and for other types.
    @inlinable public var controlSize: ControlSize? { detailsBox?.value.controlSize }
    /// A `button`'s `isDefault`; false when absent and for other types.
    @inlinable public var isDefault: Bool { detailsBox?.value.isDefault ?? false }
    /// `bezeled` as written, on any element; nil when absent, in which case the `filled`, `tinted`,
    /// `gray` and `bordered` styles are bezeled and others are not.
    @inlinable public var bezeled: Bool? { detailsBox?.value.bezeled }
    /// The `pointer` description of a `button`, `closeButton`, `infoButton`, `popUpButton` or
    /// `pullDownButton`; nil when absent and for other types.
    @inlinable public var pointer: PointerDescription? { detailsBox?.value.pointer }
    /// A `toggle`'s `isOn`; nil when absent and for other types.
    @inlinable public var isOn: Bool? { detailsBox?.value.isOn }
    /// A `toggle`'s `states`; nil when absent and for other types.
    @inlinable public var states: ToggleStates? { detailsBox?.value.states }
    /// The `action` of a `closeButton` or `infoButton`; nil when absent and for other types.
    @inlinable public var action: ButtonAction? { detailsBox?.value.action }
    /// A `popUpButton`'s `options`, as written; nil when absent and for other types.
    @inlinable public var options: [String]? { detailsBox?.value.options }
    /// A `popUpButton`'s `selected` option; nil when absent or blank, and for other types.
    @inlinable public var selected: String? { detailsBox?.value.selected }
    /// A `pullDownButton`'s `menu`; nil when absent and for other types.
    @inlinable public var menu: Menu? { detailsBox?.value.menu }
    /// The content of an `alert` or `actionSheet`; nil for other types.
    @inlinable public var dialog: Dialog? { detailsBox?.value.dialog }
    /// The keys of a `tabBar`; nil for other types.
    @inlinable public var tabBar: TabBar? { detailsBox?.value.tabBar }
    /// A `textField`'s `placeholder`; nil when absent or blank, and for other types.
    @inlinable public var placeholder: String? { detailsBox?.value.placeholder }
    /// An `image`'s `decorative` flag, or a control's (hidden from assistive technologies);
    /// false when absent and for other types.
    @inlinable public var decorative: Bool { detailsBox?.value.decorative ?? false }
    /// Whether code reaches the element and may fill it (`ElementDetails.reachedByCode`).
    @inlinable public var reachedByCode: Bool { detailsBox?.value.reachedByCode ?? false }
}
