/// Why a document is not valid `hig-screen/1`, and where.
public struct InputError: Error, Sendable, Equatable {
    /// What is wrong, as a sentence from the message tables.
    public var problem: Message
    /// JSON Pointer of the bad value, or of the missing key.
    public var pointer: String
    /// The line of a syntax error, 1-based, when known.
    public var line: Int?
    /// The column of a syntax error, 1-based, when known.
    public var column: Int?
    /// Whether the message names `pointer`: for a bad value or a missing key, not for a
    /// syntax error, whose line and column say where it is.
    public var namesPointer: Bool

    /// An input error: `problem` at JSON Pointer `pointer` (`""` for the whole document), with the
    /// 1-based line and column of a JSON syntax error when known.
    public init(_ problem: Message, pointer: String, line: Int? = nil, column: Int? = nil) {
        self.problem = problem
        self.pointer = pointer
        self.line = line
        self.column = column
        namesPointer = line == nil && !pointer.isEmpty
    }

    /// The problem and, for a bad value or a missing key, the JSON Pointer it is at: what a
    /// person reads.
    public var described: Message {
        namesPointer ? Message("input.at", [.init("problem", .message(problem)), .init("pointer", pointer)]) : problem
    }

    /// The problem and where it is, in `language`.
    public func message(in language: Language) -> String { described.rendered(in: language) }
}

/// A decoding failure at a tape node, turned into a pointer only once it happens.
package struct DecodeFailure: Error {
    package var node: Int
    package var missingKey: String?
    package var message: Message

    package init(node: Int, missingKey: String? = nil, message: Message) {
        self.node = node
        self.missingKey = missingKey
        self.message = message
    }
}
