/// An element's font: the `font` key (size in points, weight 100 to 900).
public struct Font: Sendable, Hashable {
    /// The `size` in points (not negative); nil when absent (see `effectiveSize`).
    public var size: Double?
    /// The `weight` from 100 to 900, a name converted to its number (`bold` is 700); nil when absent (regular, 400).
    public var weight: Int?

    /// The size of text whose font doesn't say: the body style's 17 pt.
    public static let bodySize = 17.0
    /// The size, or the body size when none is given.
    public var effectiveSize: Double { size ?? Self.bodySize }
    /// Whether the weight is 700 or more.
    public var isBold: Bool { (weight ?? 400) >= 700 }
}
