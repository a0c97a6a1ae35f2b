/// Gamma-encoded sRGB, components 0...1 (unrounded; never rounded to 8 bits internally).
public struct RGB: Sendable, Hashable {
    /// Red, gamma-encoded, 0...1.
    public var r: Double
    /// Green, gamma-encoded, 0...1.
    public var g: Double
    /// Blue, gamma-encoded, 0...1.
    public var b: Double

    /// The color of the given gamma-encoded components, each 0...1.
    public init(r: Double, g: Double, b: Double) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// `#FFFFFF`: the default screen background in light appearance.
    public static let white = RGB(r: 1, g: 1, b: 1)
    /// `#000000`: the default screen background in dark appearance.
    public static let black = RGB(r: 0, g: 0, b: 0)
}
