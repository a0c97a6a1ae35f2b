/// Gamma-encoded sRGB with straight (non-premultiplied) alpha.
public struct RGBA: Sendable, Hashable {
    public var r: Double
    public var g: Double
    public var b: Double
    public var a: Double

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
