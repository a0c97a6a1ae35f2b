/// A parsed JSON document kept as a flat, pre-order list of nodes over the source bytes.
/// Strings and numbers are not materialized until a reader asks for them, so parsing
/// allocates two arrays per document, not one object per value.
public struct JSONTape: Sendable {
    /// What a node is.
    package enum Kind: UInt8, Sendable {
        case object, array, string, escapedString, number, `true`, `false`, null
    }

    /// For strings and numbers `a..<b` is the byte range (strings without quotes);
    /// for containers `a` is the child count (members for objects) and `b` the index
    /// just past the node's subtree. An object's children alternate key, value.
    package struct Node: Sendable {
        /// What the node is.
        package var kind: Kind
        /// A string's or number's first byte offset; a container's child count (its members, for an object).
        package var a: UInt32
        /// A string's or number's end byte offset; the index just past a container's subtree.
        package var b: UInt32
    }

    /// The document the nodes point into.
    public let bytes: [UInt8]
    /// Every node of the document, in pre-order: a container before its children.
    package internal(set) var nodes: [Node]

    init(bytes: [UInt8], nodes: [Node]) {
        self.bytes = bytes
        self.nodes = nodes
    }

    /// The index of the document's value.
    package var root: Int { 0 }

    /// What node `i` is.
    @inline(__always) package func kind(_ i: Int) -> Kind { nodes[i].kind }

    /// The index just past node `i` and everything inside it.
    @inline(__always) package func end(of i: Int) -> Int {
        let n = nodes[i]
        switch n.kind {
        case .object, .array: return Int(n.b)
        default: return i + 1
        }
    }

    /// The number of members or elements of the object or array at node `i`.
    package func count(_ i: Int) -> Int { Int(nodes[i].a) }
}
