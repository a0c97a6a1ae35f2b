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

    /// An input error: `problem` at JSON Pointer `pointer` (`""` for the whole document), with the
    /// 1-based line and column of a JSON syntax error when known.
    public init(_ problem: Message, pointer: String, line: Int? = nil, column: Int? = nil) {
        self.problem = problem
        self.pointer = pointer
        self.line = line
        self.column = column
    }

    /// The problem in `language`.
    public func message(in language: Language) -> String { problem.rendered(in: language) }
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
