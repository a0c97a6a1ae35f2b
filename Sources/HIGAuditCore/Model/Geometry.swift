/// A rectangle in points, screen coordinates.
public struct Rect: Sendable, Hashable {
    /// The origin's x in points, screen coordinates (`minX` is the left edge whatever the sign of `width`).
    public var x: Double
    /// The origin's y in points, screen coordinates, growing downwards (`minY` is the top edge).
    public var y: Double
    /// Width in points, as written; a negative width extends to the left of `x`.
    public var width: Double
    /// Height in points, as written; a negative height extends above `y`.
    public var height: Double

    /// The rectangle `[x, y, width, height]` in points, as `frame` and `hitRegion` write it.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge in points, whatever the sign of `width`.
    public var minX: Double { min(x, x + width) }
    /// The right edge in points, whatever the sign of `width`.
    public var maxX: Double { max(x, x + width) }
    /// The top edge in points, whatever the sign of `height`.
    public var minY: Double { min(y, y + height) }
    /// The bottom edge in points, whatever the sign of `height`.
    public var maxY: Double { max(y, y + height) }

    /// Whether `other` lies inside this rectangle, allowing `tolerance` points on each side.
    public func contains(_ other: Rect, tolerance: Double = 1) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }
}

/// A width and a height in points.
public struct Size: Sendable, Hashable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
