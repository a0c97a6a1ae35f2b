/// A container the parser has opened and not yet closed.
struct OpenContainer {
    var index: Int
    var isObject: Bool
}
