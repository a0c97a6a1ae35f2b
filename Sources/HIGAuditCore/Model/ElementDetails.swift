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
    /// A `textField`'s or `textView`'s `placeholder`; nil when absent or blank.
    public var placeholder: Optional<String>
    /// `maxLines`, `lineBreak` and `fixedHeight`; nil when none is given.
    public var textLayout: Optional<TextLayout>
    /// The custom named colors of the `foreground` and `background`; nil when neither is one.
    public var colorNames: Optional<ElementColorNames>
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
        textLayout = nil
        colorNames = nil
        decorative = false
        reachedByCode = false
    }
}

extension ElementDetails {
    @usableFromInline static let none = ElementDetails()
}
