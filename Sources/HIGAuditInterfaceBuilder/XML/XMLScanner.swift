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
    /// What the reader makes of an element name, asked once per distinct name
    /// (`XMLDocument.nameKind(of:)`).
    var classify: @Sendable (String) -> UInt8

    init(maxDepth: Int = 512, maxAttributesPerElement: Int = 256, classify: @escaping @Sendable (String) -> UInt8 = { _ in 0 }) {
        self.maxDepth = maxDepth
        self.maxAttributesPerElement = maxAttributesPerElement
        self.classify = classify
    }

    func parse(_ bytes: [UInt8]) throws(XMLSyntaxError) -> XMLDocument {
        typealias Parsed = (elements: [XMLDocument.Element], attributes: [XMLDocument.Attribute], lines: XMLLineIndex, names: XMLElementNames)
        let result: Result<Parsed, Cursor.Failure>
        result = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .failure(Cursor.Failure(offset: 0, problem: .empty)) }
            var cursor = Cursor(base: base, count: buffer.count, maxDepth: maxDepth, maxAttributes: maxAttributesPerElement)
            do throws(Cursor.Failure) {
                try cursor.run()
            } catch {
                return .failure(error)
            }
            let names = XMLElementNames(cursor.elements, in: buffer, classify: classify)
            return .success((cursor.elements, cursor.attributes, XMLLineIndex(buffer), names))
        }
        switch result {
        case .success(let parsed):
            return XMLDocument(
                bytes: bytes, elementRecords: parsed.elements, attributeRecords: parsed.attributes, lines: parsed.lines, elementNames: parsed.names)
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
        /// `bytes.baseAddress`, for reading eight bytes at a time.
        let base: UnsafePointer<UInt8>
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
        /// Hashes of the current element's attribute names, once it has more than sixteen.
        var nameHashes: [Int] = []

        init(base: UnsafePointer<UInt8>, count: Int, maxDepth: Int, maxAttributes: Int) {
            self.base = base
            bytes = UnsafeBufferPointer(start: base, count: count)
            end = count
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

        /// Reads the whole document: the prolog, the root element and everything in it (one
        /// markup item per turn of the loop, open elements on `stack`), then the epilog.
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
    }
}
