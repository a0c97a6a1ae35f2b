import HIGAuditCore

/// A color as an Interface Builder document resolves it: its value in the light and in
/// the dark appearance, and in each with Increase Contrast on (`increase-contrast.md`),
/// each nil where the file can't tell (code sets it, a pattern, a catalog that isn't in
/// the tree).
struct AppearanceColor: Sendable, Equatable {
    var light: RGBA?
    var dark: RGBA?
    /// The values with Increase Contrast on: the standard ones unless the color has its own.
    var lightIncreased: RGBA?
    var darkIncreased: RGBA?
    /// Whether each Increase Contrast value comes from a colorset's high-contrast entry.
    var lightFromContrastEntry = false
    var darkFromContrastEntry = false
    /// Whether each standard value is a colorset's reference to a system color.
    var lightIsSystemReference = false
    var darkIsSystemReference = false
    /// The colorset's name, for a color resolved from an asset catalog.
    var name: String?

    /// A color with the same values with Increase Contrast as without.
    init(light: RGBA?, dark: RGBA?) {
        self.init(light: light, dark: dark, lightIncreased: light, darkIncreased: dark)
    }

    init(light: RGBA?, dark: RGBA?, lightIncreased: RGBA?, darkIncreased: RGBA?) {
        self.light = light
        self.dark = dark
        self.lightIncreased = lightIncreased
        self.darkIncreased = darkIncreased
    }

    static let unknown = AppearanceColor(light: nil, dark: nil)

    static func fixed(_ color: RGBA) -> AppearanceColor { AppearanceColor(light: color, dark: color) }

    /// Whether a screen using it needs a dark audit: its dark value differs from its
    /// light value, or is unknown.
    var isDynamic: Bool { dark == nil || dark != light }

    func value(in appearance: Appearance, contrast: Contrast = .standard) -> RGBA? {
        switch (appearance, contrast) {
        case (.light, .standard): light
        case (.dark, .standard): dark
        case (.light, .increased): lightIncreased
        case (.dark, .increased): darkIncreased
        }
    }

    /// Whether a screen using it in `appearance` needs an Increase Contrast audit: both
    /// values are known and differ by more than 1e-9 in a component.
    func changesWithIncreaseContrast(in appearance: Appearance) -> Bool {
        guard let standard = value(in: appearance), let increased = value(in: appearance, contrast: .increased) else { return false }
        return [standard.r - increased.r, standard.g - increased.g, standard.b - increased.b, standard.a - increased.a].contains { abs($0) > 1e-9 }
    }

    /// Whether it has a high-contrast value of its own in `appearance`: from a colorset's
    /// contrast entry, or through a reference to a system color.
    func hasIncreaseContrastVariant(in appearance: Appearance) -> Bool {
        appearance == .dark ? darkFromContrastEntry || darkIsSystemReference : lightFromContrastEntry || lightIsSystemReference
    }
}

extension RGBA {
    /// 8-bit components (0-255) and an alpha fraction, as the system color table gives them.
    init(red: Int, green: Int, blue: Int, alpha: Double = 1) {
        self.init(r: Double(red) / 255, g: Double(green) / 255, b: Double(blue) / 255, a: alpha)
    }

    /// Each component clipped to 0...1 (NaN to 0): extended-range values as a display shows them.
    var clipped: RGBA {
        func clip(_ value: Double) -> Double { value > 0 ? (value < 1 ? value : 1) : 0 }
        return RGBA(r: clip(r), g: clip(g), b: clip(b), a: clip(a))
    }
}
