/// The enumerations of `hig-screen/1`. Raw values are the spelling the format uses;
/// input is matched without regard to case.
public protocol FormatEnumeration: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == String {}

extension FormatEnumeration {
    /// The case spelled `text`, exactly or without regard to case and surrounding white space.
    public init?(caseInsensitive text: String) {
        if let exact = Self(rawValue: text) {
            self = exact
            return
        }
        let lowered = text.trimmingWhitespace().lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
        self = match
    }

    /// Every spelling, as error messages list them: joined with the reader's list separator.
    public static var allowedValues: Message.Argument.Value {
        .list(allCases.map { Message.literal($0.rawValue) })
    }
}

/// The platform a screen is for.
public enum Platform: String, FormatEnumeration { case iOS, iPadOS, macOS, watchOS, tvOS, visionOS }
/// Light or dark mode.
public enum Appearance: String, FormatEnumeration { case light, dark }
/// Whether a screen is shown with Increase Contrast off (`standard`) or on (`increased`).
public enum Contrast: String, FormatEnumeration { case standard, increased }
/// How a screen is shown.
public enum Presentation: String, FormatEnumeration { case fullScreen, modal, sheet, popover }

/// The element types `hig-screen/1` defines.
public enum ElementType: String, FormatEnumeration {
    case view, text, image, button, toggle, closeButton, infoButton, popUpButton, pullDownButton
    case alert, actionSheet, tabBar, toolbar, navigationBar, textField, textView

    /// Whether elements of this type are *controls* in the rules' sense: `button`, `closeButton`,
    /// `infoButton`, `popUpButton`, `pullDownButton`, `toggle` and `textField`.
    @inlinable public var isControl: Bool {
        switch self {
        case .button, .closeButton, .infoButton, .popUpButton, .pullDownButton, .toggle, .textField: true
        case .view, .text, .image, .alert, .actionSheet, .tabBar, .toolbar, .navigationBar, .textView: false
        }
    }

    /// Position in `allCases`.
    public var ordinal: Int {
        switch self {
        case .view: 0
        case .text: 1
        case .image: 2
        case .button: 3
        case .toggle: 4
        case .closeButton: 5
        case .infoButton: 6
        case .popUpButton: 7
        case .pullDownButton: 8
        case .alert: 9
        case .actionSheet: 10
        case .tabBar: 11
        case .toolbar: 12
        case .navigationBar: 13
        case .textField: 14
        case .textView: 15
        }
    }
}

/// A Dynamic Type text style (`font.textStyle`).
public enum TextStyle: String, FormatEnumeration {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    case extraLargeTitle, extraLargeTitle2
}

/// How text that doesn't fit is broken or cut (`lineBreak`; informational).
public enum LineBreak: String, FormatEnumeration {
    case truncateTail, truncateMiddle, truncateHead, wordWrap, charWrap, clip
}

/// A button's role outside a dialog.
public enum ButtonRole: String, FormatEnumeration { case normal, primary, cancel, destructive }
/// A button's visual style.
public enum ButtonStyle: String, FormatEnumeration { case filled, tinted, gray, plain, bordered }
/// A control's size class.
public enum ControlSize: String, FormatEnumeration { case small, medium, large }
/// How a toggle is drawn.
public enum ToggleStyle: String, FormatEnumeration { case button, `switch` }
/// The shape of a toggle state's background.
public enum ShapeKind: String, FormatEnumeration { case none, roundedRect, circle, capsule }
/// What a button does, when the screen says.
public enum ButtonAction: String, FormatEnumeration { case close, navigate, showDetail }
/// How an alert arranges its buttons.
public enum DialogLayout: String, FormatEnumeration { case row, stack }
/// A dialog button's role.
public enum DialogButtonRole: String, FormatEnumeration { case `default`, cancel, destructive }
/// The variant of an SF Symbol a tab shows.
public enum SymbolVariant: String, FormatEnumeration { case fill, outline }
/// The shape of a custom tab glyph, which sets its target size.
public enum GlyphShape: String, FormatEnumeration { case circular, square, wide, tall }
/// The effect a control shows under the pointer.
public enum PointerEffect: String, FormatEnumeration { case highlight, lift, hover, none }
/// The shape of a lift effect's highlight.
public enum PointerShape: String, FormatEnumeration { case roundedRect, circle, custom }

/// Font weights by name, for `weight` given as a word.
public enum FontWeightName: String, FormatEnumeration {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight's number on the 100 to 900 scale (`regular` is 400, `bold` 700).
    public var numericWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}
