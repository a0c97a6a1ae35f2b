/// Gamma-encoded sRGB with straight (non-premultiplied) alpha.
public struct RGBA: Sendable, Hashable {
    /// Red, gamma-encoded sRGB, 0...1.
    public var r: Double
    /// Green, gamma-encoded sRGB, 0...1.
    public var g: Double
    /// Blue, gamma-encoded sRGB, 0...1.
    public var b: Double
    /// Opacity, 0 (transparent) to 1 (opaque); a color written without alpha has 1.
    public var a: Double

    /// The sRGB color of the given gamma-encoded components and straight alpha, each 0...1.
    public init(r: Double, g: Double, b: Double, a: Double) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// The color with its alpha dropped.
    public var opaque: RGB { RGB(r: r, g: g, b: b) }

    /// Whether nothing shows through the color.
    public var isOpaque: Bool { a >= 1 }
}
