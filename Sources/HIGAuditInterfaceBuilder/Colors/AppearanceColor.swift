import HIGAuditCore

/// A color as an Interface Builder document resolves it: its value in the light and in
/// the dark appearance, each nil where the file can't tell (code sets it, a pattern, a
/// catalog that isn't in the tree).
struct AppearanceColor: Sendable, Equatable {
    var light: RGBA?
    var dark: RGBA?

    static let unknown = AppearanceColor(light: nil, dark: nil)

    static func fixed(_ color: RGBA) -> AppearanceColor { AppearanceColor(light: color, dark: color) }

    /// Whether a screen using it needs a dark audit: its dark value differs from its
    /// light value, or is unknown.
    var isDynamic: Bool { dark == nil || dark != light }

    func value(in appearance: Appearance) -> RGBA? {
        appearance == .dark ? dark : light
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
