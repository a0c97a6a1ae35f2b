/// A toggle's on and off appearances: the `states` key.
public struct ToggleStates: Sendable {
    /// The `on` appearance; nil when absent.
    public var on: ToggleAppearance?
    /// The `off` appearance; nil when absent.
    public var off: ToggleAppearance?
}
