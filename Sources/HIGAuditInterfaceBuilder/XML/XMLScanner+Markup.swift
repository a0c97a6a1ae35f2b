/// The parts of a document around and between elements: prolog, epilog, comments,
/// processing instructions, CDATA sections and the DOCTYPE, all checked and skipped.
extension XMLScanner.Cursor {
    /// Everything before the root element; leaves `p` at the root's `<`.
    mutating func prolog() throws(Failure) {
        var sawDoctype = false
        while true {
            skipWhitespace()
            guard p < end else { throw Failure(offset: end, problem: .empty) }
            guard bytes[p] == UInt8(ascii: "<") else { throw unexpected("\"<\"") }
            guard p + 1 < end else { throw Failure(offset: end, problem: .unexpectedEnd) }
            switch bytes[p + 1] {
            case UInt8(ascii: "?"):
                try processingInstruction()
            case UInt8(ascii: "!"):
                if try lookingAt("<!--") {
                    try comment()
                } else if !sawDoctype, try lookingAt("<!DOCTYPE") {
                    try doctype()
                    sawDoctype = true
                } else {
                    throw Failure(offset: p, problem: .expected(sawDoctype ? "a comment or the root element" : "a comment, a DOCTYPE or the root element"))
                }
            default:
                return
            }
        }
    }

    /// Whitespace, comments and processing instructions after the root element, to the end.
    mutating func epilog() throws(Failure) {
        while true {
            skipWhitespace()
            guard p < end else { return }
            guard bytes[p] == UInt8(ascii: "<") else { throw Failure(offset: p, problem: .textAfterRoot) }
            guard p + 1 < end else { throw Failure(offset: end, problem: .unexpectedEnd) }
            if bytes[p + 1] == UInt8(ascii: "?") {
                try processingInstruction()
            } else if bytes[p + 1] == UInt8(ascii: "!"), try lookingAt("<!--") {
                try comment()
            } else {
                throw Failure(offset: p, problem: .textAfterRoot)
            }
        }
    }

    /// `<!-- … -->` at `p`. `--` may only end it.
    mutating func comment() throws(Failure) {
        p += 4
        while p < end {
            let byte = bytes[p]
            if byte == UInt8(ascii: "-"), p + 1 < end, bytes[p + 1] == UInt8(ascii: "-") {
                p += 2
                guard p < end, bytes[p] == UInt8(ascii: ">") else { throw unexpected("\">\" after \"--\" in a comment") }
                p += 1
                return
            }
            if byte >= 0x20 && byte < 0x80 { p += 1 } else { try character() }
        }
        throw Failure(offset: end, problem: .unexpectedEnd)
    }

    /// `<?target … ?>` at `p`. The target `xml` (in any case) is reserved for the XML
    /// declaration, which may only open the document.
    mutating func processingInstruction() throws(Failure) {
        let lessThan = p
        p += 2
        let targetStart = p
        try name()
        if p - targetStart == 3,
            bytes[targetStart] | 0x20 == UInt8(ascii: "x"), bytes[targetStart + 1] | 0x20 == UInt8(ascii: "m"),
            bytes[targetStart + 2] | 0x20 == UInt8(ascii: "l")
        {
            let isDeclaration =
                bytes[targetStart] == UInt8(ascii: "x") && bytes[targetStart + 1] == UInt8(ascii: "m") && bytes[targetStart + 2] == UInt8(ascii: "l")
            guard isDeclaration, lessThan == start else {
                throw Failure(
                    offset: lessThan,
                    problem: .expected(
                        isDeclaration ? "the XML declaration only at the start of the document" : "a processing instruction target other than \"xml\""))
            }
        }
        guard p < end else { throw Failure(offset: end, problem: .unexpectedEnd) }
        if bytes[p] == UInt8(ascii: "?") {
            guard p + 1 < end else { throw Failure(offset: end, problem: .unexpectedEnd) }
            guard bytes[p + 1] == UInt8(ascii: ">") else { throw unexpected("whitespace or \"?>\" after the target") }
        } else {
            guard XMLCharacters.isWhitespace(bytes[p]) else { throw unexpected("whitespace or \"?>\" after the target") }
        }
        while p < end {
            let byte = bytes[p]
            if byte == UInt8(ascii: "?"), p + 1 < end, bytes[p + 1] == UInt8(ascii: ">") {
                p += 2
                return
            }
            if byte >= 0x20 && byte < 0x80 { p += 1 } else { try character() }
        }
        throw Failure(offset: end, problem: .unexpectedEnd)
    }

    /// `<![CDATA[ … ]]>` at `p`.
    mutating func cdataSection() throws(Failure) {
        p += 9
        while p < end {
            let byte = bytes[p]
            if byte == UInt8(ascii: "]"), p + 2 < end, bytes[p + 1] == UInt8(ascii: "]"), bytes[p + 2] == UInt8(ascii: ">") {
                p += 3
                return
            }
            if byte >= 0x20 && byte < 0x80 { p += 1 } else { try character() }
        }
        throw Failure(offset: end, problem: .unexpectedEnd)
    }

    /// `<!DOCTYPE name …>` at `p`, skipped without reading a declaration in it: quoted
    /// literals, comments and processing instructions are passed over whole (they may hold
    /// `>` or `]`), and brackets are counted so the internal subset's `>`s do not end it.
    mutating func doctype() throws(Failure) {
        p += 9
        guard p < end, XMLCharacters.isWhitespace(bytes[p]) else { throw unexpected("whitespace after \"<!DOCTYPE\"") }
        skipWhitespace()
        try name()
        var brackets = 0
        while p < end {
            let byte = bytes[p]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                try quotedLiteral()
            case UInt8(ascii: "["):
                brackets += 1
                p += 1
            case UInt8(ascii: "]"):
                guard brackets > 0 else { throw Failure(offset: p, problem: .expected("\">\" to end the DOCTYPE")) }
                brackets -= 1
                p += 1
            case UInt8(ascii: ">"):
                p += 1
                if brackets == 0 { return }
            case UInt8(ascii: "<"):
                if try lookingAt("<!--") {
                    try comment()
                } else if brackets > 0, try lookingAt("<!ENTITY") {
                    try entityDeclaration()
                } else if p + 1 < end, bytes[p + 1] == UInt8(ascii: "?") {
                    try processingInstruction()
                } else {
                    p += 1
                }
            default:
                if byte >= 0x20 && byte < 0x80 { p += 1 } else { try character() }
            }
        }
        throw Failure(offset: end, problem: .unexpectedEnd)
    }

    /// The literal quoted at `p` (by `"` or `'`), passed over whole, its characters checked.
    mutating func quotedLiteral() throws(Failure) {
        let quote = bytes[p]
        p += 1
        while true {
            guard p < end else { throw Failure(offset: end, problem: .unexpectedEnd) }
            let inner = bytes[p]
            if inner == quote { break }
            if inner >= 0x20 && inner < 0x80 { p += 1 } else { try character() }
        }
        p += 1
    }

    /// `<!ENTITY …>` at `p` in the internal subset, passed over unless it declares an
    /// external entity (general or parameter, `SYSTEM` or `PUBLIC`), which refuses the
    /// document: nothing would be read from it, but a document that asks for something
    /// from outside is not one Xcode wrote.
    mutating func entityDeclaration() throws(Failure) {
        let start = p
        p += 8
        var words: [String] = []
        var word: [UInt8] = []
        while p < end {
            let byte = bytes[p]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                try quotedLiteral()
            case UInt8(ascii: ">"):
                if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
                p += 1
                let named = words.filter { $0 != "%" }
                if named.contains("SYSTEM") || named.contains("PUBLIC") {
                    throw Failure(offset: start, problem: .externalEntity(named.first ?? ""))
                }
                return
            default:
                if XMLCharacters.isWhitespace(byte) {
                    if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
                    word = []
                    p += 1
                } else if byte >= 0x20 && byte < 0x80 {
                    word.append(byte)
                    p += 1
                } else {
                    let from = p
                    try character()
                    word += bytes[from..<p]
                }
            }
        }
        throw Failure(offset: end, problem: .unexpectedEnd)
    }
}
