/// Where a generated element came from: its node's JSON Pointer in the Figma document
/// and the node's `id`.
public struct FigmaTarget: Sendable, Equatable {
    public var pointer: String
    public var nodeId: String
}
