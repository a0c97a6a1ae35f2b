/// Characters, names, whitespace and literals: the small pieces every part of the scanner reads.
extension XMLScanner.Cursor {
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
        let first = bytes[p]
        if XMLCharacters.isASCIINameStart(first) {
            p += 1
        } else {
            guard first >= 0x80 else { throw unexpected("a name") }
            guard let (scalar, length) = XMLCharacters.decode(bytes, at: p) else {
                throw Failure(offset: p, problem: .invalidUTF8)
            }
            guard XMLCharacters.isNameStart(scalar) else { throw unexpected("a name") }
            p += length
        }
        while p < end {
            let byte = bytes[p]
            if XMLCharacters.isASCIINameCharacter(byte) {
                p += 1
            } else {
                guard byte >= 0x80 else { return }
                guard let (scalar, length) = XMLCharacters.decode(bytes, at: p) else {
                    throw Failure(offset: p, problem: .invalidUTF8)
                }
                guard XMLCharacters.isNameCharacter(scalar) else { return }
                p += length
            }
        }
    }

    /// Whether a name starts at `p` (which must be in the document).
    @inline(__always)
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
