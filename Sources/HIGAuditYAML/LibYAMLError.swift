import CLibYAML

/// Turns libyaml's error state into a `YAMLInputError` with a readable message.
enum LibYAMLError {
    static func make(
        parser: yaml_parser_t, input: [UInt8], limits: YAMLLimits, pointer: String
    ) -> YAMLInputError {
        let problem = parser.problem.map { String(cString: $0) } ?? ""
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return YAMLInputError(message: "out of memory while reading YAML", pointer: pointer)
        case YAML_READER_ERROR:
            let (line, column) = position(ofByte: parser.problem_offset, in: input)
            return YAMLInputError(
                message: readerMessage(problem, value: parser.problem_value),
                pointer: pointer, line: line, column: column)
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            let mark = parser.problem_mark
            let line = Int(mark.line) + 1
            let column = Int(mark.column) + 1
            let context = parser.context.map { String(cString: $0) }
            var message: String
            if problem.hasPrefix("Maximum nesting level reached") {
                // libyaml's own (process-wide) limit: the document nests at least that deep.
                message = "nesting deeper than \(min(limits.maxDepth, 1000)) levels"
            } else if problem == "found character that cannot start any token",
                character(atLine: Int(mark.line), column: Int(mark.column), in: input) == UInt8(ascii: "\t")
            {
                message = "found a tab character where indentation or a value was expected (YAML indents with spaces only)"
            } else {
                message = clean(problem)
                if let context, !context.isEmpty {
                    message += " " + clean(context)
                    let contextMark = parser.context_mark
                    if context.hasPrefix("while parsing") || context.hasPrefix("while scanning"),
                        contextMark.line != mark.line || contextMark.column != mark.column
                    {
                        message += " that starts at line \(Int(contextMark.line) + 1), column \(Int(contextMark.column) + 1)"
                    }
                }
            }
            return YAMLInputError(message: message, pointer: pointer, line: line, column: column)
        default:
            return YAMLInputError(
                message: problem.isEmpty ? "the YAML could not be read" : clean(problem),
                pointer: pointer)
        }
    }

    private static func readerMessage(_ problem: String, value: Int32) -> String {
        let hex = value >= 0 ? String(value, radix: 16, uppercase: true) : ""
        let byte = hex.count < 2 ? "0x0" + hex : "0x" + hex
        switch problem {
        case "invalid leading UTF-8 octet":
            return "input is not valid UTF-8: byte \(byte) cannot start a character"
        case "invalid trailing UTF-8 octet":
            return "input is not valid UTF-8: byte \(byte) cannot continue a character"
        case "incomplete UTF-8 octet sequence":
            return "input is not valid UTF-8: the last character is cut off"
        case "invalid length of a UTF-8 sequence":
            return "input is not valid UTF-8: a character is encoded with too many bytes"
        case "invalid Unicode character":
            return "input is not valid UTF-8: it encodes a surrogate or a value beyond U+10FFFF"
        case "control characters are not allowed":
            let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return "input contains control character U+\(code), which YAML does not allow"
        default:
            return clean(problem)
        }
    }

    /// One sentence without trailing punctuation or stray whitespace.
    private static func clean(_ text: String) -> String {
        var t = Substring(text)
        while let last = t.last, last == "." || last == " " || last == "\n" { t = t.dropLast() }
        while let first = t.first, first == " " || first == "\n" { t = t.dropFirst() }
        return String(t)
    }

    /// Walks `input` the way libyaml counts positions: lines end at LF, CR, CRLF, NEL,
    /// LS and PS; columns count characters; a leading UTF-8 BOM is not counted.
    /// Calls `body` with (byte offset, 0-based line, 0-based column) of each character
    /// until it returns `false`.
    private static func walk(_ input: [UInt8], _ body: (Int, Int, Int) -> Bool) {
        var i = 0
        if input.count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF { i = 3 }
        var line = 0
        var column = 0
        let n = input.count
        while i < n {
            if !body(i, line, column) { return }
            let b = input[i]
            var width = 1
            if b >= 0xF0 { width = 4 } else if b >= 0xE0 { width = 3 } else if b >= 0xC0 { width = 2 }
            var isBreak = false
            if b == 0x0A {
                isBreak = true
            } else if b == 0x0D {
                isBreak = true
                if i + 1 < n && input[i + 1] == 0x0A { width = 2 }
            } else if b == 0xC2 && i + 1 < n && input[i + 1] == 0x85 {
                isBreak = true
            } else if b == 0xE2 && i + 2 < n && input[i + 1] == 0x80 && (input[i + 2] == 0xA8 || input[i + 2] == 0xA9) {
                isBreak = true
            }
            if isBreak {
                line += 1
                column = 0
            } else {
                column += 1
            }
            i += width
        }
        _ = body(n, line, column)
    }

    /// 1-based line and column of the character that contains byte `offset`.
    static func position(ofByte offset: Int, in input: [UInt8]) -> (Int, Int) {
        var result = (1, 1)
        walk(input) { i, line, column in
            if i > offset { return false }
            result = (line + 1, column + 1)
            return i < offset
        }
        return result
    }

    /// The first byte of the character at a 0-based line and column.
    static func character(atLine line: Int, column: Int, in input: [UInt8]) -> UInt8? {
        var found: UInt8?
        walk(input) { i, l, c in
            if l > line || (l == line && c >= column) {
                if l == line && c == column && i < input.count { found = input[i] }
                return false
            }
            return true
        }
        return found
    }
}
