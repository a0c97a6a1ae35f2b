/// Where and why bytes are not a well-formed XML document (1-based line, column in characters).
struct XMLSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    enum Problem: Sendable, Equatable {
        /// No root element (the input is empty, blank, or only a prolog).
        case empty
        case invalidUTF8
        /// A control character XML 1.0 forbids (C0 other than tab, LF, CR; or U+FFFE, U+FFFF).
        case invalidCharacter
        /// The document ends inside markup or with open elements.
        case unexpectedEnd
        /// What should have been here, e.g. `"="`, `">"`, `"a name"`.
        case expected(String)
        case mismatchedEndTag(expected: String, found: String)
        case duplicateAttribute(String)
        /// Any entity other than lt, gt, amp, quot, apos; entities declared in a DTD are never expanded.
        case undefinedEntity(String)
        /// An entity declared in the document type with `SYSTEM` or `PUBLIC`: one from outside.
        case externalEntity(String)
        /// `&#…;` without digits or `;`, or naming a code point that is not an XML character.
        case invalidCharacterReference
        case tooDeep(limit: Int)
        case tooManyAttributes(limit: Int)
        /// Anything but whitespace, comments and processing instructions after the root element.
        case textAfterRoot
        case lessThanInAttribute
    }

    var problem: Problem
    var line: Int
    var column: Int

    var description: String {
        "line \(line), column \(column): \(problem)"
    }
}

extension XMLSyntaxError.Problem: CustomStringConvertible {
    var description: String {
        switch self {
        case .empty: "no root element"
        case .invalidUTF8: "invalid UTF-8"
        case .invalidCharacter: "a character XML does not allow"
        case .unexpectedEnd: "unexpected end of the document"
        case .expected(let what): "expected \(what)"
        case .mismatchedEndTag(let expected, let found): "end tag </\(found)> does not match <\(expected)>"
        case .duplicateAttribute(let name): "attribute \"\(name)\" appears twice"
        case .undefinedEntity(let name): "undefined entity &\(name);"
        case .externalEntity(let name): "external entity \(name) declared"
        case .invalidCharacterReference: "invalid character reference"
        case .tooDeep(let limit): "elements nested more than \(limit) deep"
        case .tooManyAttributes(let limit): "more than \(limit) attributes on one element"
        case .textAfterRoot: "content after the root element"
        case .lessThanInAttribute: "\"<\" in an attribute value (write &lt;)"
        }
    }
}
