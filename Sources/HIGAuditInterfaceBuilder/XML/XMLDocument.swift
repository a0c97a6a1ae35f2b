import HIGAuditCore

/// A parsed document: every element in document order (a parent before its children);
/// element 0 is the root.
///
/// Elements and attributes are flat arrays of byte ranges into `bytes`; a `String` is made
/// only when an accessor returns one. Nothing here recurses, however deep the document.
struct XMLDocument: Sendable {
    /// One element: its name, its place in the tree and its run of `attributeRecords`.
    struct Element: Sendable {
        /// Offset of the name, just after the `<`.
        var nameStart: Int
        var nameLength: Int
        /// -1 for the root.
        var parent: Int
        /// The index after the element's last descendant.
        var subtreeEnd: Int
        var depth: Int
        var firstAttribute: Int
        var attributeCount: Int
    }

    /// One attribute: its name and its value between the quotes, as written.
    struct Attribute: Sendable {
        var nameStart: Int
        var nameLength: Int
        var valueStart: Int
        var valueLength: Int
        /// The value holds a reference or a literal tab, LF or CR, so it must be decoded.
        var needsDecoding: Bool
    }

    let bytes: [UInt8]
    let elementRecords: [Element]
    let attributeRecords: [Attribute]
    let lines: XMLLineIndex
    let elementNames: XMLElementNames

    /// Number of elements.
    var count: Int { elementRecords.count }
    var root: Int { 0 }

    func name(of element: Int) -> String {
        elementNames.names[Int(elementNames.indices[element])]
    }

    /// What the scanner's `classify` said of the element's name.
    func nameKind(of element: Int) -> UInt8 {
        elementNames.kinds[Int(elementNames.indices[element])]
    }

    /// Whether the element's name is `name`, compared byte for byte.
    func isNamed(_ element: Int, _ name: String) -> Bool {
        let record = elementRecords[element]
        return equals(record.nameStart, record.nameLength, name)
    }

    /// The decoded value (references replaced, literal tab, CR and LF as spaces), or nil when absent.
    func attribute(_ name: String, of element: Int) -> String? {
        guard let index = attributeIndex(name, of: element) else { return nil }
        return value(attributeRecords[index])
    }

    func hasAttribute(_ name: String, of element: Int) -> Bool {
        attributeIndex(name, of: element) != nil
    }

    /// Whether the element has the attribute and its decoded value is `value`; compares bytes
    /// without making a `String` when the value has no reference or line break.
    func attribute(_ name: String, of element: Int, equals value: String) -> Bool {
        guard let index = attributeIndex(name, of: element) else { return false }
        let record = attributeRecords[index]
        if record.needsDecoding { return self.value(record) == value }
        return equals(record.valueStart, record.valueLength, value)
    }

    /// The element's attributes in document order, values decoded.
    func attributes(of element: Int) -> [(name: String, value: String)] {
        let record = elementRecords[element]
        return attributeRecords[record.firstAttribute..<record.firstAttribute + record.attributeCount].map {
            (string($0.nameStart, $0.nameLength), value($0))
        }
    }

    /// nil for the root.
    func parent(of element: Int) -> Int? {
        let parent = elementRecords[element].parent
        return parent < 0 ? nil : parent
    }

    /// Direct child elements, in order, walked without an array.
    func children(of element: Int) -> Children {
        Children(records: elementRecords, first: element + 1, end: elementRecords[element].subtreeEnd)
    }

    /// The direct children of one element, each found from the one before by its subtree's end.
    struct Children: Sequence {
        let records: [XMLDocument.Element]
        let first: Int
        let end: Int

        struct Iterator: IteratorProtocol {
            let records: [XMLDocument.Element]
            var current: Int
            let end: Int

            mutating func next() -> Int? {
                guard current < end else { return nil }
                defer { current = records[current].subtreeEnd }
                return current
            }
        }

        func makeIterator() -> Iterator { Iterator(records: records, current: first, end: end) }
    }

    func firstChild(of element: Int) -> Int? {
        element + 1 < elementRecords[element].subtreeEnd ? element + 1 : nil
    }

    func firstChild(of element: Int, named name: String) -> Int? {
        var child = element + 1
        let end = elementRecords[element].subtreeEnd
        while child < end {
            if isNamed(child, name) { return child }
            child = elementRecords[child].subtreeEnd
        }
        return nil
    }

    /// The next child of the same parent, or nil: with `firstChild(of:)`, walks children without an array.
    func nextSibling(of element: Int) -> Int? {
        let parent = elementRecords[element].parent
        guard parent >= 0 else { return nil }
        let next = elementRecords[element].subtreeEnd
        return next < elementRecords[parent].subtreeEnd ? next : nil
    }

    /// The index after the element's last descendant: its descendants are `element + 1 ..< subtreeEnd`.
    func subtreeEnd(of element: Int) -> Int {
        elementRecords[element].subtreeEnd
    }

    /// 0 for the root.
    func depth(of element: Int) -> Int {
        elementRecords[element].depth
    }

    /// Line and column of the element's `<`.
    func location(of element: Int) -> TextPosition {
        position(ofByte: byteOffset(of: element))
    }

    /// Line and column of the attribute's name, or nil when the element has no such attribute.
    func location(ofAttribute name: String, of element: Int) -> TextPosition? {
        guard let index = attributeIndex(name, of: element) else { return nil }
        return position(ofByte: attributeRecords[index].nameStart)
    }

    /// Offset of the element's `<` in `bytes`.
    func byteOffset(of element: Int) -> Int {
        elementRecords[element].nameStart - 1
    }

    /// Line and column of any byte offset in the document.
    func position(ofByte offset: Int) -> TextPosition {
        bytes.withUnsafeBufferPointer { lines.position(of: offset, in: $0) }
    }

    private func attributeIndex(_ name: String, of element: Int) -> Int? {
        let record = elementRecords[element]
        guard record.attributeCount > 0 else { return nil }
        var name = name
        return name.withUTF8 { utf8 in
            bytes.withUnsafeBufferPointer { buffer in
                var index = record.firstAttribute
                let end = index + record.attributeCount
                while index < end {
                    let attribute = attributeRecords[index]
                    if attribute.nameLength == utf8.count, Self.same(buffer, attribute.nameStart, utf8) { return index }
                    index += 1
                }
                return nil
            }
        }
    }

    private func value(_ attribute: Attribute) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            let value = UnsafeBufferPointer(rebasing: buffer[attribute.valueStart..<attribute.valueStart + attribute.valueLength])
            return attribute.needsDecoding ? XMLEntities.decodeAttributeValue(value) : String(decoding: value, as: UTF8.self)
        }
    }

    private func string(_ start: Int, _ length: Int) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + length]), as: UTF8.self) }
    }

    private func equals(_ start: Int, _ length: Int, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            utf8.count == length && bytes.withUnsafeBufferPointer { Self.same($0, start, utf8) }
        }
    }

    /// Whether `bytes[start...]` begins with `utf8`.
    private static func same(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var k = 0
        while k < utf8.count {
            if bytes[start + k] != utf8[k] { return false }
            k += 1
        }
        return true
    }
}
