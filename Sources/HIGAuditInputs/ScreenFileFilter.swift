/// Which files a walked or watched folder offers as screens, by name: those with an
/// extension of an `InputKind` (any case), no dotfiles, no editor or download
/// temporaries (`name~`, `#name#`, `.swp`, `.swx`, `.tmp`, `.part`, `.crdownload`). A
/// `.json` file that turns out not to be a screen description is skipped when it is read;
/// an asset catalog's `Contents.json` passes too, as an input of the documents that use
/// its colors. A file named on the command line is audited whatever its name.
package enum ScreenFileFilter {
    static let temporarySuffixes = [".swp", ".swx", ".tmp", ".part", ".crdownload"]

    /// Whether a file called `name` (one component, no `/`) may be a screen.
    package static func isScreenFileName(_ name: Substring) -> Bool {
        guard let first = name.first, first != "." else { return false }
        if name.hasSuffix("~") { return false }
        if first == "#" && name.hasSuffix("#") { return false }
        let lower = name.lowercased()
        for suffix in temporarySuffixes where lower.hasSuffix(suffix) { return false }
        return InputKind(extensionOf: lower) != nil
    }

    /// Whether a file called `name` may be a screen.
    package static func isScreenFileName(_ name: String) -> Bool {
        isScreenFileName(name[...])
    }

    /// Whether a folder called `name` is walked into: any but a dot folder.
    package static func isWalkedFolderName(_ name: String) -> Bool {
        !name.hasPrefix(".")
    }
}
