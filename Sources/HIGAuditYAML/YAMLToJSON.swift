import HIGAuditCore

/// A problem found while reading a YAML document.
package struct YAMLInputError: Error, Sendable, Equatable {
    /// One sentence for people, e.g. `duplicate key "title"`.
    package var message: String
    /// RFC 6901 JSON Pointer of the value being read when reading failed (`""` for the root).
    package var pointer: String
    /// 1-based line, when known.
    package var line: Int?
    /// 1-based column (in characters), when known.
    package var column: Int?

    package init(message: String, pointer: String = "", line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.pointer = pointer
        self.line = line
        self.column = column
    }
}

/// Resource limits that protect against hostile input.
package struct YAMLLimits: Sendable {
    /// Deepest allowed nesting of sequences and mappings (the root collection is level 1):
    /// the JSON parser's, so that a screen is accepted as YAML whenever it is as JSON.
    package var maxDepth = 512
    /// Most values (scalars, including mapping keys, and collections) the document may
    /// expand to, counting every copy an alias produces.
    package var maxNodes = 4_000_000

    package init() {}

    package init(maxDepth: Int, maxNodes: Int) {
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
    }
}

/// Converts one YAML document (YAML 1.2 core schema) to compact JSON, so that the
/// package's JSON decoder reads YAML and JSON input alike and JSON Pointers match.
package enum YAMLToJSON {
    /// Converts UTF-8 YAML bytes to compact UTF-8 JSON bytes.
    ///
    /// Anchors and aliases are expanded; every expanded value counts against
    /// `limits.maxNodes`. Works without recursion, so deeply nested input fails with
    /// an error rather than overflowing the stack.
    package static func convert(_ bytes: [UInt8], limits: YAMLLimits = .init()) throws(YAMLInputError) -> [UInt8] {
        try convertWithPositions(bytes, limits: limits).json
    }

    /// As `convert`, with where each JSON value and key (in the order a `JSONTape` numbers
    /// its nodes) starts in the YAML: 1-based line and column in characters.
    package static func convertWithPositions(_ bytes: [UInt8], limits: YAMLLimits = .init()) throws(YAMLInputError) -> ConvertedYAML {
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
