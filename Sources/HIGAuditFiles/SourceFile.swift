/// One input file inside a `SourceRoot`, from the walk or the watcher's event to the key
/// its reports are filed under, and back (`init(source:in:)`).
package struct SourceFile: Sendable, Hashable {
    /// The folder the file was found in.
    package var root: SourceRoot
    /// The path inside the root, `/`-separated, never starting with `/`.
    package var relativePath: String
    /// The key its reports are filed under: `root.name` joined with `relativePath`, or
    /// `relativePath` when the root's name is empty.
    package var sourcePath: String
    /// The path to open: the root's path joined with `relativePath`.
    package var path: String

    package init(root: SourceRoot, relativePath: String) {
        self.root = root
        self.relativePath = relativePath
        self.sourcePath = root.sourcePath(of: relativePath)
        self.path = root.path(of: relativePath)
    }

    /// The file whose reports are filed under `source`, in the first of `roots` that key
    /// belongs to; nil when it belongs to none.
    package init?(source: String, in roots: [SourceRoot]) {
        for root in roots {
            if let relative = root.relativePath(ofSource: source) {
                self.init(root: root, relativePath: relative)
                return
            }
        }
        return nil
    }

    /// The file's bytes, read below the held root without following a link at any
    /// component: a folder swapped for a link after the listing is refused, a FIFO never
    /// blocks, and more than `limit` bytes are refused without being read.
    package func readContents(limit: Int = 16 << 20) throws(FileReadError) -> [UInt8] {
        try BoundedFile.read(relativePath, below: root.path, limit: limit)
    }
}
