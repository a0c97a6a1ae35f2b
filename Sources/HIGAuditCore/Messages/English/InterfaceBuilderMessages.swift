extension EnglishMessages {
    /// Interface Builder documents: reading them, and `higaudit import ib`.
    static let interfaceBuilder: [String: String] = [
        "ib.not-xml": "not well-formed XML: {detail}",
        "ib.not-document": "not an Interface Builder document: the root element is <{found}>, not <document>",
        "xml.empty": "the file has no root element",
        "xml.invalid-utf8": "the bytes are not valid UTF-8",
        "xml.invalid-character": "a control character that XML does not allow",
        "xml.unexpected-end": "unexpected end of file inside markup or with elements still open",
        "xml.expected": "expected {what}",
        "xml.mismatched-end-tag": "the end tag </{found}> does not close <{expected}>",
        "xml.duplicate-attribute": "the attribute \"{name}\" appears twice",
        "xml.undefined-entity": "the entity &{name}; is not one XML predefines (entities declared in a document type are never expanded)",
        "xml.invalid-character-reference": "a character reference that names no allowed character",
        "xml.too-deep": "elements nested deeper than {limit} levels",
        "xml.too-many-attributes": "more than {limit} attributes on one element",
        "xml.text-after-root": "content after the root element",
        "xml.less-than-in-attribute": "'<' inside an attribute value",
        "ib.import.unreadable": "can't read {path}: {reason}",
        "ib.import.invalid": "{path} can't be imported: {problem}",
        "ib.import.skipped": "{path} is not audited: its targetRuntime is \"{runtime}\" (only iOS documents are)",
        "ib.import.no-screens": "{path} has no root views to import",
        "ib.import.unwritable": "can't write {path}",
        "ib.import.wrote": "{path}: view {object} ({appearance})",
        "ib.import.wrote.titled": "{path}: \"{title}\", view {object} ({appearance})",
        "ib.import.summary": "{count} screen documents written to {directory}",
    ]
}
