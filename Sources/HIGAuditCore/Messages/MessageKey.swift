/// Names a sentence in the message tables.
public struct MessageKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The key as the tables spell it, such as `alert-yes-no.message`.
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}
