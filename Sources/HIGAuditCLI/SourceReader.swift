import Glibc
import HIGAuditCore
import HIGAuditFiles
import HIGAuditInputs

/// Reads a source's bytes, refusing more than `limit` bytes without reading them all.
enum SourceReader {
    /// A file found by walking a folder is read below that folder without following a link
    /// at any component; a file named on the command line is opened as named; standard
    /// input is read as a stream.
    static func read(_ file: CheckInput, limit: Int, language: Language) -> SourceAuditor.Input {
        if let folderError = file.folderError { return .unreadableFolder(reason: FileReading.reason(folderError, in: language)) }
        return FileReading.input(
            { () throws(FileReadError) -> [UInt8] in
                if let found = file.found { return try found.readContents(limit: limit) }
                if let path = file.path { return try BoundedFile.read(path, limit: limit) }
                return try BoundedFile.read(open: STDIN_FILENO, path: "stdin", limit: limit, acceptingStreams: true)
            }, language: language)
    }
}
