/// The document element each generated pointer came from, in the order the build made
/// them: appended without hashing, and compared between appearances element by element.
struct GeneratedTargets: Equatable {
    private(set) var pointers: [String] = []
    private(set) var nodes: [Int] = []

    /// Records that `pointer` was made from document element `node` (a later record of the
    /// same pointer wins).
    mutating func record(_ pointer: String, _ node: Int) {
        pointers.append(pointer)
        nodes.append(node)
    }
}
