/// Where and why a byte sequence is not JSON.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What is wrong.
    public var message: Message
    /// JSON Pointer of the innermost value being read when parsing stopped.
    public var pointer: String
    public var line: Int
    public var column: Int
}
