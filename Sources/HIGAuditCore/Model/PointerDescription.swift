/// A control's pointer effect: the `pointer` key.
public struct PointerDescription: Sendable {
    /// What a hover effect does: the `pointer.hover` key.
    public struct Hover: Sendable {
        /// The `scale` factor under hover; nil when absent (no scaling, as 1).
        public var scale: Double?
        /// The `shadow` flag: the hover effect adds a shadow (default false).
        public var shadow = false
        /// The `tint` flag: the hover effect tints the control (default false).
        public var tint = false
    }

    /// The pointer `effect`; nil when absent.
    public var effect: PointerEffect?
    /// The `shape` of the pointer highlight; nil when absent.
    public var shape: PointerShape?
    /// The highlight's `cornerRadius` in points (not negative); nil when absent.
    public var cornerRadius: Double?
    /// The `hover` effect's details; nil when absent.
    public var hover: Hover?
    /// The pointer `annotation` text; nil when absent or blank.
    public var annotation: String?
}
