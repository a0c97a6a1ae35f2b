/// An element's border: the `border` key.
public struct Border: Sendable, Hashable {
    /// The border's `color`, as written; nil when absent.
    public var color: RGBA?
    /// The border's `width` in points (not negative); nil when absent, which the toggle rules count as 1.
    public var width: Double?
}
