/// Reads the element tree into a flat array in paint order, without recursion.
struct ElementTreeReading {
    let tape: JSONTape
    let read: TapeReader

    /// Where the walk is in one array of elements.
    private struct Cursor {
        var next: Int
        var end: Int
        var ordinal = 0
        var parent: Int
        var container: Element.Container
    }

    func elements(in topLevel: Int) throws(DecodeFailure) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(tape.nodes.count / 8)
        var stack = [Cursor(next: topLevel + 1, end: tape.end(of: topLevel), parent: -1, container: .elements)]
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].next < stack[top].end else {
                stack.removeLast()
                continue
            }
            let node = stack[top].next
            let cursor = stack[top]
            stack[top].next = tape.end(of: node)
            stack[top].ordinal += 1
            guard tape.kind(node) == .object else {
                throw DecodeFailure(node: node, message: Message("input.element-object"))
            }
            let reading = ElementReading(tape: tape, read: read, node: node)
            // Filled in place in the array: an element is large, and copies of it cost.
            let index = result.count
            let (type, unknownName) = try reading.type()
            result.append(Element(type: type, unknownTypeName: unknownName))
            try reading.read(into: &result[index])
            result[index].parent = cursor.parent
            result[index].container = cursor.container
            result[index].indexInContainer = cursor.ordinal
            if cursor.parent >= 0 {
                result[index].depth = result[cursor.parent].depth + 1
                result[index].isHiddenInTree = result[index].hidden || result[cursor.parent].isHiddenInTree
                result[index].isDisabledInTree = !result[index].enabled || result[cursor.parent].isDisabledInTree
            } else {
                result[index].isHiddenInTree = result[index].hidden
                result[index].isDisabledInTree = !result[index].enabled
            }
            // Children paint before bar items; pushed last, they are walked first.
            let (children, items) = reading.childArrays(of: result[index].type)
            if let items { stack.append(Cursor(next: items + 1, end: tape.end(of: items), parent: index, container: .items)) }
            if let children { stack.append(Cursor(next: children + 1, end: tape.end(of: children), parent: index, container: .children)) }
        }
        for index in result.indices { result[index].subtreeEnd = index + 1 }
        for index in result.indices.reversed() where result[index].parent >= 0 {
            let parent = result[index].parent
            result[parent].subtreeEnd = max(result[parent].subtreeEnd, result[index].subtreeEnd)
        }
        // The reservation above guesses high; a screen is kept (for its page) long after
        // it is read, so it keeps only the elements it has.
        if result.capacity - result.count > result.count / 8 {
            return result.withUnsafeBufferPointer { Array($0) }
        }
        return result
    }
}
