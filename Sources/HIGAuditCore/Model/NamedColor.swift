/// A custom named color a variant color names (`{"standard", "increased", "name"}`), and
/// whether it has an Increase Contrast value (`contrast-variant-missing`).
public struct NamedColor: Sendable, Hashable {
    public var name: String
    public var hasIncreased: Bool

    public init(name: String, hasIncreased: Bool) {
        self.name = name
        self.hasIncreased = hasIncreased
    }
}
