/// Where and why a byte sequence is not JSON.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What is wrong.
    public var message: Message
    /// JSON Pointer of the innermost value being read when parsing stopped.
    public var pointer: String
    /// The 1-based line where parsing stopped.
    public var line: Int
    /// The 1-based column, in characters, where parsing stopped.
    public var column: Int
}
