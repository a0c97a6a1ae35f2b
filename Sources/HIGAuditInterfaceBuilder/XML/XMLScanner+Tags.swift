/// Start tags, attributes and end tags.
extension XMLScanner.Cursor {
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
            while p + 8 <= end {
                let stops = XMLWords.attributeStops(XMLWords.load(base, p), quote: quote)
                if stops != 0 {
                    p += stops.trailingZeroBitCount >> 3
                    break
                }
                p += 8
            }
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
        attributes.append(
            XMLDocument.Attribute(
                nameStart: nameStart, nameLength: nameLength, valueStart: valueStart, valueLength: p - valueStart,
                needsDecoding: needsDecoding
            ))
        p += 1
    }

    /// Throws `duplicateAttribute` if the element already has an attribute of this name.
    /// Past a few attributes, names are compared by hash first, so that an element with
    /// hundreds of long, alike names costs no more than a few bytes per pair.
    mutating func checkUnique(_ nameStart: Int, _ nameLength: Int, among element: XMLDocument.Element) throws(Failure) {
        let first = element.firstAttribute
        let earlier = attributes.count - first
        guard earlier >= 16 else {
            for index in first..<attributes.count {
                let other = attributes[index]
                if other.nameLength == nameLength, sameBytes(other.nameStart, nameStart, nameLength) {
                    throw duplicate(nameStart, nameLength)
                }
            }
            return
        }
        if earlier == 16 {
            nameHashes.removeAll(keepingCapacity: true)
            for index in first..<attributes.count {
                nameHashes.append(hash(attributes[index].nameStart, attributes[index].nameLength))
            }
        }
        let hash = hash(nameStart, nameLength)
        for (k, other) in nameHashes.enumerated() where other == hash {
            let attribute = attributes[first + k]
            if attribute.nameLength == nameLength, sameBytes(attribute.nameStart, nameStart, nameLength) {
                throw duplicate(nameStart, nameLength)
            }
        }
        nameHashes.append(hash)
    }

    private func hash(_ start: Int, _ length: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[start..<start + length]))
        return hasher.finalize()
    }

    private func duplicate(_ nameStart: Int, _ nameLength: Int) -> Failure {
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameStart + nameLength]), as: UTF8.self)
        return Failure(offset: nameStart, problem: .duplicateAttribute(name))
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
            throw Failure(
                offset: lessThan,
                problem: .mismatchedEndTag(
                    expected: String(decoding: UnsafeBufferPointer(rebasing: bytes[open.nameStart..<open.nameStart + open.nameLength]), as: UTF8.self),
                    found: String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameStart + length]), as: UTF8.self)
                ))
        }
        skipWhitespace()
        guard p < end, bytes[p] == UInt8(ascii: ">") else { throw unexpected("\">\"") }
        p += 1
        elements[top].subtreeEnd = elements.count
        stack.removeLast()
    }
}
