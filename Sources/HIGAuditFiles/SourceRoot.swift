/// A folder whose files are inputs: a tree the daemon watches, or a folder `check` walks.
package struct SourceRoot: Sendable, Hashable {
    /// The folder's path: absolute for a watched tree, as given on the command line for a
    /// walked folder. The folder itself may be a symbolic link; nothing under it is followed.
    package var path: String
    /// The prefix of the source key of every file in this folder: `""` when the daemon
    /// watches a single tree, the tree's unique folder name when it watches several, the
    /// folder as given for `check`.
    package var name: String

    package init(path: String, name: String) {
        self.path = path
        self.name = name
    }

    /// The source key of the file (or folder) at `relative` inside this root.
    package func sourcePath(of relative: String) -> String {
        if name.isEmpty { return relative }
        if relative.isEmpty { return name }
        return name.hasSuffix("/") ? name + relative : name + "/" + relative
    }

    /// The path of the file (or folder) at `relative` inside this root.
    package func path(of relative: String) -> String {
        var base = path
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        if relative.isEmpty { return base }
        return base == "/" ? "/" + relative : base + "/" + relative
    }

    /// The path inside this root of the file whose source key is `source`; nil when the
    /// key is not of this root.
    package func relativePath(ofSource source: String) -> String? {
        if name.isEmpty { return source }
        let prefix = name.hasSuffix("/") ? name : name + "/"
        return source.hasPrefix(prefix) ? String(source.dropFirst(prefix.count)) : nil
    }
}
