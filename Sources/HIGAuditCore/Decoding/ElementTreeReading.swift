/// Reads the element tree into a flat array in paint order, without recursion.
struct ElementTreeReading {
    let tape: JSONTape
    let read: TapeReader

    init(tape: JSONTape) {
        self.tape = tape
        self.read = TapeReader(tape: tape)
    }

    private struct Pending {
        var node: Int
        var parent: Int
        var container: Element.Container
        var index: Int
    }

    func elements(in topLevel: Int) throws(DecodeFailure) -> [Element] {
        var result: [Element] = []
        var pending: [Pending] = []
        pushChildren(of: topLevel, parent: -1, container: .elements, onto: &pending)
        while let next = pending.popLast() {
            guard tape.kind(next.node) == .object else {
                throw DecodeFailure(node: next.node, message: "an element must be an object with a \"type\"")
            }
            let reading = ElementReading(tape: tape, read: read, node: next.node)
            var element = try reading.element()
            element.parent = next.parent
            element.container = next.container
            element.indexInContainer = next.index
            if next.parent >= 0 {
                let parent = result[next.parent]
                element.depth = parent.depth + 1
                element.isHiddenInTree = element.hidden || parent.isHiddenInTree
                element.isDisabledInTree = !element.enabled || parent.isDisabledInTree
            } else {
                element.isHiddenInTree = element.hidden
                element.isDisabledInTree = !element.enabled
            }
            let index = result.count
            result.append(element)
            // Children before bar items would be arbitrary; the format lists them as
            // separate keys, painted in the order children, then items.
            let childArrays = reading.childArrays
            for (container, array) in childArrays.reversed() {
                pushChildren(of: array, parent: index, container: container, onto: &pending)
            }
        }
        for index in result.indices { result[index].subtreeEnd = index + 1 }
        for index in result.indices.reversed() where result[index].parent >= 0 {
            let parent = result[index].parent
            result[parent].subtreeEnd = max(result[parent].subtreeEnd, result[index].subtreeEnd)
        }
        return result
    }

    /// Pushes in reverse so that popping yields document order.
    private func pushChildren(of array: Int, parent: Int, container: Element.Container, onto pending: inout [Pending]) {
        var items: [Pending] = []
        tape.forEachElement(of: array) { ordinal, node in
            items.append(Pending(node: node, parent: parent, container: container, index: ordinal))
        }
        pending.append(contentsOf: items.reversed())
    }
}
