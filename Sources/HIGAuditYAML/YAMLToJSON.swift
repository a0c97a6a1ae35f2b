import HIGAuditCore

/// A problem found while reading a YAML document.
public struct YAMLInputError: Error, Sendable, Equatable {
    /// One sentence for people, e.g. `duplicate key "title"`.
    public var message: String
    /// RFC 6901 JSON Pointer of the value being read when reading failed (`""` for the root).
    public var pointer: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column (in characters), when known.
    public var column: Int?

    public init(message: String, pointer: String = "", line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.pointer = pointer
        self.line = line
        self.column = column
    }
}

/// Resource limits that protect against hostile input.
public struct YAMLLimits: Sendable {
    /// Deepest allowed nesting of sequences and mappings (the root collection is level 1):
    /// the JSON parser's, so that a screen is accepted as YAML whenever it is as JSON.
    public var maxDepth = 512
    /// Most values (scalars, including mapping keys, and collections) the document may
    /// expand to, counting every copy an alias produces.
    public var maxNodes = 4_000_000

    public init() {}

    public init(maxDepth: Int, maxNodes: Int) {
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
    }
}

/// Converts one YAML document (YAML 1.2 core schema) to compact JSON, so that the
/// package's JSON decoder reads YAML and JSON input alike and JSON Pointers match.
public enum YAMLToJSON {
    /// Converts UTF-8 YAML bytes to compact UTF-8 JSON bytes.
    ///
    /// Anchors and aliases are expanded; every expanded value counts against
    /// `limits.maxNodes`. Works without recursion, so deeply nested input fails with
    /// an error rather than overflowing the stack.
    public static func convert(_ bytes: [UInt8], limits: YAMLLimits = .init()) throws(YAMLInputError) -> [UInt8] {
        try convertWithPositions(bytes, limits: limits).json
    }

    /// As `convert`, with where each JSON value and key (in the order a `JSONTape` numbers
    /// its nodes) starts in the YAML: 1-based line and column in characters.
    public static func convertWithPositions(_ bytes: [UInt8], limits: YAMLLimits = .init()) throws(YAMLInputError) -> ConvertedYAML {
        var composer = Composer(input: bytes, limits: limits)
        do throws(YAMLInputError) {
            let json = try composer.run()
            return ConvertedYAML(json: json, positions: composer.marks.map { TextPosition(line: $0.line + 1, column: $0.column + 1) })
        } catch {
            if let stop = composer.libYAMLNestingStop, limits.maxDepth < 1000,
                let located = DeepNesting.locate(bytes, limits: limits, stop: stop)
            {
                throw located
            }
            throw error
        }
    }
}
