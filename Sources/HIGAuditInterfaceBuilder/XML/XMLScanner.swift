import HIGAuditCore

/// A strict, non-validating XML 1.0 reader for UTF-8 documents, made for Interface Builder files.
///
/// It checks well-formedness and records elements and attributes as byte ranges (see
/// `XMLDocument`); text is checked and dropped. A DOCTYPE is scanned over and never used:
/// no entity it declares is expanded and nothing external is read, so a hostile document
/// costs time and memory in proportion to its size. It is iterative: nesting is bounded by
/// `maxDepth`, not by the call stack.
struct XMLScanner: Sendable {
    var maxDepth = 512
    var maxAttributesPerElement = 256

    init(maxDepth: Int = 512, maxAttributesPerElement: Int = 256) {
        self.maxDepth = maxDepth
        self.maxAttributesPerElement = maxAttributesPerElement
    }

    func parse(_ bytes: [UInt8]) throws(XMLSyntaxError) -> XMLDocument {
        let result: Result<(elements: [XMLDocument.Element], attributes: [XMLDocument.Attribute], lines: XMLLineIndex), Cursor.Failure>
        result = bytes.withUnsafeBufferPointer { buffer in
            var cursor = Cursor(bytes: buffer, maxDepth: maxDepth, maxAttributes: maxAttributesPerElement)
            do throws(Cursor.Failure) {
                try cursor.run()
            } catch {
                return .failure(error)
            }
            return .success((cursor.elements, cursor.attributes, XMLLineIndex(buffer)))
        }
        switch result {
        case .success(let parsed):
            return XMLDocument(bytes: bytes, elementRecords: parsed.elements, attributeRecords: parsed.attributes, lines: parsed.lines)
        case .failure(let failure):
            let position = TextPosition(of: failure.offset, in: bytes)
            throw XMLSyntaxError(problem: failure.problem, line: position.line, column: position.column)
        }
    }
}

extension XMLScanner {
    /// The reading position and what has been read so far, for one document.
    struct Cursor: ~Copyable {
        /// A problem and the byte offset it is reported at.
        struct Failure: Error {
            var offset: Int
            var problem: XMLSyntaxError.Problem
        }

        let bytes: UnsafeBufferPointer<UInt8>
        let end: Int
        let maxDepth: Int
        let maxAttributes: Int
        /// Where the document starts, after a byte order mark: the only place for `<?xml`.
        let start: Int
        var p: Int
        var elements: [XMLDocument.Element] = []
        var attributes: [XMLDocument.Attribute] = []
        /// Open elements, innermost last.
        var stack: [Int] = []

        init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, maxAttributes: Int) {
            self.bytes = bytes
            end = bytes.count
            self.maxDepth = maxDepth
            self.maxAttributes = maxAttributes
            let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
            start = hasBOM ? 3 : 0
            p = start
            // Interface Builder files run about one element per 100 bytes, three attributes each.
            elements.reserveCapacity(bytes.count / 96 + 4)
            attributes.reserveCapacity(bytes.count / 32 + 4)
            stack.reserveCapacity(32)
        }

        mutating func run() throws(Failure) {
            try prolog()
            try startTag()
            while let top = stack.last {
                try text()
                // At a `<`: text() returns nowhere else.
                guard p + 1 < end else { throw Failure(offset: end, problem: .unexpectedEnd) }
                switch bytes[p + 1] {
                case UInt8(ascii: "/"):
                    try endTag(of: top)
                case UInt8(ascii: "?"):
                    try processingInstruction()
                case UInt8(ascii: "!"):
                    if try lookingAt("<!--") {
                        try comment()
                    } else if try lookingAt("<![CDATA[") {
                        try cdataSection()
                    } else {
                        throw Failure(offset: p, problem: .expected("a comment or a CDATA section after \"<!\""))
                    }
                default:
                    try startTag()
                }
            }
            try epilog()
        }

        // MARK: Elements

        /// A start tag or an empty-element tag at `p` (a `<`); an element left open is pushed on `stack`.
        mutating func startTag() throws(Failure) {
            let lessThan = p
            p += 1
            let nameStart = p
            try name()
            let depth = stack.count
            if depth >= maxDepth { throw Failure(offset: lessThan, problem: .tooDeep(limit: maxDepth)) }
            let index = elements.count
            var element = XMLDocument.Element(
                nameStart: nameStart, nameLength: p - nameStart, parent: stack.last ?? -1,
                subtreeEnd: index + 1, depth: depth, firstAttribute: attributes.count, attributeCount: 0
            )
            while true {
                let spaced = skipWhitespace()
                guard p < end else { throw Failure(offset: end, problem: .unexpectedEnd) }
                let byte = bytes[p]
                if byte == UInt8(ascii: ">") {
                    p += 1
                    elements.append(element)
                    stack.append(index)
                    return
                }
                if byte == UInt8(ascii: "/") {
                    p += 1
                    guard p < end, bytes[p] == UInt8(ascii: ">") else { throw unexpected("\">\"") }
                    p += 1
                    elements.append(element)
                    return
                }
                guard startsName() else { throw unexpected("\">\", \"/>\" or an attribute") }
                guard spaced else { throw unexpected("whitespace before the attribute") }
                if element.attributeCount >= maxAttributes {
                    throw Failure(offset: p, problem: .tooManyAttributes(limit: maxAttributes))
                }
                try attribute(of: element)
                element.attributeCount += 1
            }
        }

        /// `name="value"` or `name='value'` at `p`, appended to `attributes`.
        mutating func attribute(of element: XMLDocument.Element) throws(Failure) {
            let nameStart = p
            try name()
            let nameLength = p - nameStart
            try checkUnique(nameStart, nameLength, among: element)
            skipWhitespace()
            guard p < end, bytes[p] == UInt8(ascii: "=") else { throw unexpected("\"=\"") }
            p += 1
            skipWhitespace()
            guard p < end else { throw Failure(offset: end, problem: .unexpectedEnd) }
            let quote = bytes[p]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { throw unexpected("a quoted value") }
            p += 1
            let valueStart = p
            var needsDecoding = false
            while true {
                guard p < end else { throw Failure(offset: end, problem: .unexpectedEnd) }
                let byte = bytes[p]
                if byte == quote { break }
                if byte >= 0x20 && byte < 0x80 {
                    if byte == UInt8(ascii: "<") { throw Failure(offset: p, problem: .lessThanInAttribute) }
                    if byte == UInt8(ascii: "&") {
                        try reference()
                        needsDecoding = true
                    } else {
                        p += 1
                    }
                } else {
                    if byte == 0x09 || byte == 0x0A || byte == 0x0D { needsDecoding = true }
                    try character()
                }
            }
            attributes.append(XMLDocument.Attribute(
                nameStart: nameStart, nameLength: nameLength, valueStart: valueStart, valueLength: p - valueStart,
                needsDecoding: needsDecoding
            ))
            p += 1
        }

        /// Throws `duplicateAttribute` if the element already has an attribute of this name.
        func checkUnique(_ nameStart: Int, _ nameLength: Int, among element: XMLDocument.Element) throws(Failure) {
            var index = element.firstAttribute
            while index < attributes.count {
                let other = attributes[index]
                if other.nameLength == nameLength, sameBytes(other.nameStart, nameStart, nameLength) {
                    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart ..< nameStart + nameLength]), as: UTF8.self)
                    throw Failure(offset: nameStart, problem: .duplicateAttribute(name))
                }
                index += 1
            }
        }

        /// `</name>` at `p`, closing the innermost open element `top`.
        mutating func endTag(of top: Int) throws(Failure) {
            let lessThan = p
            p += 2
            let nameStart = p
            try name()
            // A name cut short by the end of the document is not a mismatch.
            guard p < end else { throw Failure(offset: end, problem: .unexpectedEnd) }
            let open = elements[top]
            let length = p - nameStart
            guard length == open.nameLength, sameBytes(open.nameStart, nameStart, length) else {
                throw Failure(offset: lessThan, problem: .mismatchedEndTag(
                    expected: String(decoding: UnsafeBufferPointer(rebasing: bytes[open.nameStart ..< open.nameStart + open.nameLength]), as: UTF8.self),
                    found: String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart ..< nameStart + length]), as: UTF8.self)
                ))
            }
            skipWhitespace()
            guard p < end, bytes[p] == UInt8(ascii: ">") else { throw unexpected("\">\"") }
            p += 1
            elements[top].subtreeEnd = elements.count
            stack.removeLast()
        }

        // MARK: Text

        /// Character data up to the next `<`, checked and skipped.
        mutating func text() throws(Failure) {
            while p < end {
                let byte = bytes[p]
                if byte >= 0x20 && byte < 0x80 {
                    switch byte {
                    case UInt8(ascii: "<"):
                        return
                    case UInt8(ascii: "&"):
                        try reference()
                    case UInt8(ascii: "]"):
                        if p + 2 < end, bytes[p + 1] == UInt8(ascii: "]"), bytes[p + 2] == UInt8(ascii: ">") {
                            throw Failure(offset: p, problem: .expected("\"]]&gt;\" instead of \"]]>\" in text"))
                        }
                        p += 1
                    default:
                        p += 1
                    }
                } else {
                    try character()
                }
            }
            throw Failure(offset: end, problem: .unexpectedEnd)
        }

        /// A reference at `p` (a `&`): one of the five predefined entities or a character reference.
        mutating func reference() throws(Failure) {
            let ampersand = p
            guard p + 1 < end else { throw Failure(offset: end, problem: .unexpectedEnd) }
            if bytes[p + 1] == UInt8(ascii: "#") {
                switch XMLEntities.characterReference(bytes, at: ampersand) {
                case .valid(_, let after):
                    p = after
                    return
                case .invalid:
                    throw Failure(offset: ampersand, problem: .invalidCharacterReference)
                case .truncated:
                    throw Failure(offset: end, problem: .unexpectedEnd)
                }
            }
            p += 1
            let nameStart = p
            try name()
            guard p < end, bytes[p] == UInt8(ascii: ";") else { throw unexpected("\";\" after the entity name") }
            guard XMLEntities.predefined(bytes, from: nameStart, count: p - nameStart) != nil else {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart ..< p]), as: UTF8.self)
                throw Failure(offset: ampersand, problem: .undefinedEntity(name))
            }
            p += 1
        }

        // MARK: Characters and names

        /// Moves past the character at `p` that is not printable ASCII: tab, LF or CR, or a
        /// well-formed UTF-8 sequence for an XML character.
        mutating func character() throws(Failure) {
            let byte = bytes[p]
            if byte < 0x80 {
                guard byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else {
                    throw Failure(offset: p, problem: .invalidCharacter)
                }
                p += 1
                return
            }
            guard let length = XMLCharacters.sequenceLength(bytes, at: p) else {
                throw Failure(offset: p, problem: .invalidUTF8)
            }
            // U+FFFE and U+FFFF are not XML characters.
            if byte == 0xEF, bytes[p + 1] == 0xBF, bytes[p + 2] >= 0xBE {
                throw Failure(offset: p, problem: .invalidCharacter)
            }
            p += length
        }

        /// Moves past a `Name` at `p`.
        mutating func name() throws(Failure) {
            guard p < end else { throw Failure(offset: end, problem: .unexpectedEnd) }
            guard startsName() else { throw unexpected("a name") }
            while p < end {
                let byte = bytes[p]
                if byte < 0x80 {
                    guard XMLCharacters.isASCIINameCharacter(byte) else { return }
                    p += 1
                } else {
                    guard let (scalar, length) = XMLCharacters.decode(bytes, at: p) else {
                        throw Failure(offset: p, problem: .invalidUTF8)
                    }
                    guard XMLCharacters.isNameCharacter(scalar) else { return }
                    p += length
                }
            }
        }

        /// Whether a name starts at `p` (which must be in the document).
        func startsName() -> Bool {
            let byte = bytes[p]
            if byte < 0x80 { return XMLCharacters.isASCIINameStart(byte) }
            guard let (scalar, _) = XMLCharacters.decode(bytes, at: p) else { return false }
            return XMLCharacters.isNameStart(scalar)
        }

        /// Moves past whitespace; returns whether there was any.
        @discardableResult
        mutating func skipWhitespace() -> Bool {
            let before = p
            while p < end, XMLCharacters.isWhitespace(bytes[p]) { p += 1 }
            return p != before
        }

        func sameBytes(_ a: Int, _ b: Int, _ count: Int) -> Bool {
            var k = 0
            while k < count {
                if bytes[a + k] != bytes[b + k] { return false }
                k += 1
            }
            return true
        }

        /// Whether `literal` is at `p`; throws `unexpectedEnd` when the document ends partway through it.
        func lookingAt(_ literal: StaticString) throws(Failure) -> Bool {
            let start = literal.utf8Start
            var k = 0
            while k < literal.utf8CodeUnitCount {
                guard p + k < end else { throw Failure(offset: end, problem: .unexpectedEnd) }
                if bytes[p + k] != start[k] { return false }
                k += 1
            }
            return true
        }

        /// The failure for something other than `expectation` at `p`; at the end of the
        /// document, a forbidden character or bad UTF-8, that is the problem reported instead.
        func unexpected(_ expectation: String) -> Failure {
            guard p < end else { return Failure(offset: end, problem: .unexpectedEnd) }
            let byte = bytes[p]
            if byte < 0x20, !XMLCharacters.isWhitespace(byte) { return Failure(offset: p, problem: .invalidCharacter) }
            if byte >= 0x80 {
                guard let length = XMLCharacters.sequenceLength(bytes, at: p) else { return Failure(offset: p, problem: .invalidUTF8) }
                if length == 3, byte == 0xEF, bytes[p + 1] == 0xBF, bytes[p + 2] >= 0xBE {
                    return Failure(offset: p, problem: .invalidCharacter)
                }
            }
            return Failure(offset: p, problem: .expected(expectation))
        }
    }
}
