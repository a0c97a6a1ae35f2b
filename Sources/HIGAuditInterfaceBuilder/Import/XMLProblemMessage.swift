import HIGAuditCore

extension XMLSyntaxError.Problem {
    /// The problem as a sentence from the message tables.
    var message: Message {
        switch self {
        case .empty: Message("xml.empty")
        case .invalidUTF8: Message("xml.invalid-utf8")
        case .invalidCharacter: Message("xml.invalid-character")
        case .unexpectedEnd: Message("xml.unexpected-end")
        case .expected(let what): Message("xml.expected", ["what": what])
        case .mismatchedEndTag(let expected, let found): Message("xml.mismatched-end-tag", ["expected": expected, "found": found])
        case .duplicateAttribute(let name): Message("xml.duplicate-attribute", ["name": name])
        case .undefinedEntity(let name): Message("xml.undefined-entity", ["name": name])
        case .externalEntity(let name): Message("xml.external-entity", ["name": name])
        case .invalidCharacterReference: Message("xml.invalid-character-reference")
        case .tooDeep(let limit): Message("xml.too-deep", ["limit": String(limit)])
        case .tooManyAttributes(let limit): Message("xml.too-many-attributes", ["limit": String(limit)])
        case .textAfterRoot: Message("xml.text-after-root")
        case .lessThanInAttribute: Message("xml.less-than-in-attribute")
        }
    }
}
