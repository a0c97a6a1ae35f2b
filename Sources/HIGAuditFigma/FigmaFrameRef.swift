/// A top-level frame found on a page, before conversion.
struct FigmaFrameRef {
    var node: Int
    var pointer: String
    var pageName: String
    /// The frame lies in a hidden section: hidden as a hidden frame is.
    var hiddenBySection = false
}
