/// CIELAB (CIE 1976 L*a*b*).
public struct Lab: Sendable, Hashable {
    public var l: Double
    public var a: Double
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }
}
