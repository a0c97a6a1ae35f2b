/// The custom named colors of an element's `foreground` and `background`, when they are
/// variant colors with a `name`.
public struct ElementColorNames: Sendable, Hashable {
    public var foreground: NamedColor?
    public var background: NamedColor?

    public init(foreground: NamedColor? = nil, background: NamedColor? = nil) {
        self.foreground = foreground
        self.background = background
    }
}
