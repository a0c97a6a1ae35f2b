/// CIELAB (CIE 1976 L*a*b*).
public struct Lab: Sendable, Hashable {
    /// Lightness L*, from 0 (black) to 100 (the white point, D65).
    public var l: Double
    /// a*: negative towards green, positive towards red.
    public var a: Double
    /// b*: negative towards blue, positive towards yellow.
    public var b: Double

    /// The color with lightness `l` and the opponent coordinates `a` and `b`.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }
}
