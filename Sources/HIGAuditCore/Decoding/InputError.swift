/// Why a document is not valid `hig-screen/1`, and where.
public struct InputError: Error, Sendable, Equatable {
    public var message: String
    /// JSON Pointer of the bad value, or of the missing key.
    public var pointer: String
    public var line: Int?
    public var column: Int?

    public init(message: String, pointer: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.pointer = pointer
        self.line = line
        self.column = column
    }
}

/// A decoding failure at a tape node, turned into a pointer only once it happens.
struct DecodeFailure: Error {
    var node: Int
    var missingKey: String?
    var message: String
}
