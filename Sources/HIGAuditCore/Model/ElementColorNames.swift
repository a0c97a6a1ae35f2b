/// The custom named colors of an element's `foreground` and `background`, and of a toggle's
/// states' (`states.on.foreground`…), when they are variant colors with a `name`.
public struct ElementColorNames: Sendable, Hashable {
    public var foreground: NamedColor?
    public var background: NamedColor?
    public var onForeground: NamedColor?
    public var onBackground: NamedColor?
    public var offForeground: NamedColor?
    public var offBackground: NamedColor?

    public init(
        foreground: NamedColor? = nil, background: NamedColor? = nil, onForeground: NamedColor? = nil, onBackground: NamedColor? = nil,
        offForeground: NamedColor? = nil, offBackground: NamedColor? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.onForeground = onForeground
        self.onBackground = onBackground
        self.offForeground = offForeground
        self.offBackground = offBackground
    }

    /// Whether it names no color.
    public var isEmpty: Bool { self == ElementColorNames() }
}
