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
    /// `maxLines`, `lineBreak` and `fixedHeight`; nil when none is given.
    @inlinable public var textLayout: TextLayout? { detailsBox?.value.textLayout }
    /// The custom named colors of the `foreground` and `background`; nil when neither is one.
    @inlinable public var colorNames: ElementColorNames? { detailsBox?.value.colorNames }
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
