/// How a toggle looks in one state: the keys of `states.on` and `states.off`.
public struct ToggleAppearance: Sendable, Hashable {
    /// The state's `foreground`; nil when the state has none and the toggle's own applies.
    public var foreground: RGBA?
    /// The state's `background` fill; nil when the state has none.
    public var background: RGBA?
    /// The state's `border`; nil when the state has none and the toggle's own applies.
    public var border: Border?
    /// The state's `symbol`; nil when the state has none and the toggle's own applies.
    public var symbol: String?
    /// The state's `title`; nil when the state has none and the toggle's own applies.
    public var title: String?
    /// The state's `shape`; nil when absent, which counts as `none`.
    public var shape: ShapeKind?
    /// The state's `font`; nil when the state has none and the toggle's own applies.
    public var font: Font?
    /// The state's `indicator`, naming a non-color cue such as `checkmark`; nil when absent or blank.
    public var indicator: String?
}
