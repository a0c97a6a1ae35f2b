/// Names a sentence in the message tables.
public struct MessageKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The key as the tables spell it, such as `alert-yes-no.message`.
    public var rawValue: String

    /// The key spelled `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The key spelled `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The key written as a literal, the way rules name their sentences (`"alert-yes-no.message"`).
    public init(stringLiteral value: String) { self.rawValue = value }
}
