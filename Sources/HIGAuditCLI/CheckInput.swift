import Foundation
import HIGAuditCore
import HIGAuditFiles
import HIGAuditInputs
import HIGAuditInterfaceBuilder

/// One input of `check`: a file found by walking a folder, a file named on the command
/// line, standard input, or a folder that couldn't be opened or listed.
struct CheckInput: Sendable {
    /// A file found by walking a folder named on the command line, read below that folder.
    var found: SourceFile?
    /// The path to open, or nil for standard input.
    var path: String?
    /// The name reports are keyed by, its bytes kept: the path as given, or the directory
    /// as given joined with the path inside it (reports show it through `FileName.display`).
    var source: String
    /// The folder an Interface Builder document's colorset search never goes above: the
    /// directory named on the command line; for a file named directly, the current
    /// directory when the file lies inside it, else the file's own folder.
    var root: String = "."
    /// For a folder that couldn't be opened or listed while walking: why. Its screens are
    /// unknown, so it stands as an input that could not be audited.
    var folderError: FileReadError?

    static let standardInput = CheckInput(path: nil, source: "stdin")

    /// A file found inside a walked folder.
    init(found file: SourceFile) {
        self.found = file
        self.path = file.path
        self.source = file.sourcePath
        self.root = file.root.path
    }

    init(path: String?, source: String, root: String = ".", folderError: FileReadError? = nil) {
        self.path = path
        self.source = source
        self.root = root
        self.folderError = folderError
    }

    var kind: InputKind? { path.map(InputKind.init(path:)) }
}
