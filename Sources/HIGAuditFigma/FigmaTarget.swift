/// Where a generated element came from: its node's JSON Pointer in the Figma document
/// and the node's `id`.
package struct FigmaTarget: Sendable, Equatable {
    package var pointer: String
    package var nodeId: String
}
