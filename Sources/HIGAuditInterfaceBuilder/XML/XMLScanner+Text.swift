/// Character data and references.
extension XMLScanner.Cursor {
    /// Character data up to the next `<`, checked and skipped.
    mutating func text() throws(Failure) {
        while true {
            while p + 8 <= end {
                let stops = XMLWords.textStops(XMLWords.load(base, p))
                if stops != 0 {
                    p += stops.trailingZeroBitCount >> 3
                    break
                }
                p += 8
            }
            guard p < end else { break }
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
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<p]), as: UTF8.self)
            throw Failure(offset: ampersand, problem: .undefinedEntity(name))
        }
        p += 1
    }
}
