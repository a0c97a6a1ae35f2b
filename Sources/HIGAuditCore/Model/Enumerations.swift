/// The enumerations of `hig-screen/1`. Raw values are the spelling the format uses;
/// input is matched without regard to case.
public protocol FormatEnumeration: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == String {}

extension FormatEnumeration {
    public init?(caseInsensitive text: String) {
        if let exact = Self(rawValue: text) {
            self = exact
            return
        }
        let lowered = text.trimmingWhitespace().lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
        self = match
    }

    public static var allowedValues: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }
}

public enum Platform: String, FormatEnumeration { case iOS, iPadOS, macOS, watchOS, tvOS, visionOS }
public enum Appearance: String, FormatEnumeration { case light, dark }
public enum Presentation: String, FormatEnumeration { case fullScreen, modal, sheet, popover }

public enum ElementType: String, FormatEnumeration {
    case view, text, image, button, toggle, closeButton, infoButton, popUpButton, pullDownButton
    case alert, actionSheet, tabBar, toolbar, navigationBar, textField

    @inlinable public var isControl: Bool {
        switch self {
        case .button, .closeButton, .infoButton, .popUpButton, .pullDownButton, .toggle, .textField: true
        case .view, .text, .image, .alert, .actionSheet, .tabBar, .toolbar, .navigationBar: false
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
        }
    }
}

public enum ButtonRole: String, FormatEnumeration { case normal, primary, cancel, destructive }
public enum ButtonStyle: String, FormatEnumeration { case filled, tinted, gray, plain, bordered }
public enum ControlSize: String, FormatEnumeration { case small, medium, large }
public enum ToggleStyle: String, FormatEnumeration { case button, `switch` }
public enum ShapeKind: String, FormatEnumeration { case none, roundedRect, circle, capsule }
public enum ButtonAction: String, FormatEnumeration { case close, navigate, showDetail }
public enum DialogLayout: String, FormatEnumeration { case row, stack }
public enum DialogButtonRole: String, FormatEnumeration { case `default`, cancel, destructive }
public enum SymbolVariant: String, FormatEnumeration { case fill, outline }
public enum GlyphShape: String, FormatEnumeration { case circular, square, wide, tall }
public enum PointerEffect: String, FormatEnumeration { case highlight, lift, hover, none }
public enum PointerShape: String, FormatEnumeration { case roundedRect, circle, custom }

public enum FontWeightName: String, FormatEnumeration {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

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
