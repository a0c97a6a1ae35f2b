import Glibc

/// Why a file could not be read, naming the file.
package struct FileReadError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Reason: Sendable, Equatable {
        case missing
        /// The file, or a folder on the way to it, is a symbolic link, which is not followed.
        case symbolicLink
        /// A component on the way to the file is not a folder.
        case notDirectory
        /// The path leaves the folder it is read below (`..`, or starts with `/`).
        case outsideFolder
        case notRegularFile(FileKind)
        case tooLarge(limit: Int)
        /// What the system said (`errno`).
        case system(errno: Int32)
    }

    /// The path as the caller knows it: the folder's path joined with the path inside it.
    package var path: String
    package var reason: Reason

    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// English text, for logs and tests; people read the messages made from `reason`.
    package var description: String {
        switch reason {
        case .missing: "\(path): no such file"
        case .symbolicLink: "\(path): a symbolic link is not followed"
        case .notDirectory: "\(path): a component of the path is not a folder"
        case .outsideFolder: "\(path): the path leaves its folder"
        case .notRegularFile(let kind): "\(path): not a regular file (\(kind))"
        case .tooLarge(let limit): "\(path): larger than \(limit) bytes"
        case .system(let code): "\(path): \(String(cString: strerror(code)))"
        }
    }
}

/// What a file system entry is, from its `st_mode`.
package enum FileKind: Sendable, Equatable {
    case regular, directory, fifo, device, socket, symbolicLink, other

    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }
}
