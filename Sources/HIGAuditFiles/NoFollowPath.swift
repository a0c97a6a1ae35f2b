import COpenat2
import Glibc
import HIGAuditCore

/// Opens paths inside a folder held open without following a symbolic link at any
/// component, so a folder swapped for a link after it was listed can't lead outside:
/// with `openat2` (`RESOLVE_NO_SYMLINKS | RESOLVE_BENEATH`) where the kernel has it, else
/// one component at a time with `openat` and `O_NOFOLLOW`.
package enum NoFollowPath {
    /// Opens a folder named by a person (on the command line, in the configuration): links
    /// in the path as given are followed. The caller closes the descriptor.
    package static func openRoot(_ path: String) throws(FileReadError) -> Int32 {
        let descriptor = FileName.withCString(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw FileReadError(path: path, reason: reason(forOpenError: errno)) }
        return descriptor
    }

    /// Opens the folder `relative` below the open folder `directory` (`""` is `directory`
    /// itself, opened anew). `directoryPath` names `directory` in errors.
    package static func openDirectory(_ relative: String, below directory: Int32, directoryPath: String) throws(FileReadError) -> Int32 {
        let named = try componentCount(of: relative, below: directoryPath) > 0
        if named, let opened = openBeneath(relative, in: directory, flags: O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) { return opened }
        let parts = relative.split(separator: "/").map(String.init)
        var current = dup(directory)
        guard current >= 0 else { throw FileReadError(path: directoryPath, reason: .system(errno: errno)) }
        var reached = directoryPath
        for component in parts {
            reached = join(reached, component)
            let next = FileName.withCString(component) { openat(current, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
            guard next >= 0 else {
                let failure = reason(forOpenError: errno, of: component, in: current)
                close(current)
                throw FileReadError(path: reached, reason: failure)
            }
            close(current)
            current = next
        }
        return current
    }

    /// Opens the file `relative` below the open folder `directory` for reading, without
    /// blocking on a FIFO and without following a link at any component.
    package static func openFile(_ relative: String, below directory: Int32, directoryPath: String) throws(FileReadError) -> Int32 {
        guard try componentCount(of: relative, below: directoryPath) > 0 else {
            throw FileReadError(path: directoryPath, reason: .notRegularFile(.directory))
        }
        if let opened = openBeneath(relative, in: directory, flags: O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) { return opened }
        let parts = relative.split(separator: "/").map(String.init)
        let name = parts[parts.count - 1]
        let folder = parts.dropLast().joined(separator: "/")
        let parent = try openDirectory(folder, below: directory, directoryPath: directoryPath)
        defer { close(parent) }
        let descriptor = FileName.withCString(name) { openat(parent, $0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else {
            throw FileReadError(path: join(directoryPath, relative), reason: reason(forOpenError: errno, of: name, in: parent))
        }
        return descriptor
    }

    /// `directory` and `relative` joined with one `/`.
    package static func join(_ directory: String, _ relative: String) -> String {
        if relative.isEmpty { return directory }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// The path opened in one call by `openat2` with no links and nothing outside `directory`
    /// resolved; nil when that fails for any reason (no `openat2` in the kernel, a link, a
    /// missing file), and then the walk one component at a time opens it or says why not.
    private static func openBeneath(_ relative: String, in directory: Int32, flags: Int32) -> Int32? {
        let descriptor = FileName.withCString(relative) { higaudit_openat2_beneath(directory, $0, flags) }
        return descriptor >= 0 ? descriptor : nil
    }

    /// How many names `relative` has between its slashes; throws when it is absolute or has
    /// a `.` or `..` component. Scans the bytes: most paths are opened whole by `openat2`.
    private static func componentCount(of relative: String, below directoryPath: String) throws(FileReadError) -> Int {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var count = 0
        var length = 0
        var dots = 0
        var first = true
        var outside = false
        func endComponent() {
            if length > 0 { count += 1 }
            if length > 0, dots == length, length <= 2 { outside = true }
            length = 0
            dots = 0
        }
        for byte in relative.utf8 {
            if byte == slash {
                if first { outside = true }
                endComponent()
            } else {
                length += 1
                if byte == dot { dots += 1 }
            }
            first = false
        }
        endComponent()
        guard !outside else { throw FileReadError(path: join(directoryPath, relative), reason: .outsideFolder) }
        return count
    }

    private static func reason(forOpenError failure: Int32) -> FileReadError.Reason {
        switch failure {
        case ENOENT: .missing
        case ELOOP: .symbolicLink
        case ENOTDIR: .notDirectory
        default: .system(errno: failure)
        }
    }

    /// Why opening `name` in `folder` failed: a link is named as such whatever `errno` says
    /// (`O_DIRECTORY` on a link gives `ENOTDIR`).
    private static func reason(forOpenError failure: Int32, of name: String, in folder: Int32) -> FileReadError.Reason {
        var info = stat()
        if FileName.withCString(name, { fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 {
            let kind = FileKind(mode: info.st_mode)
            if kind == .symbolicLink { return .symbolicLink }
            if failure == ENOTDIR { return kind == .regular || kind == .directory ? .notDirectory : .notRegularFile(kind) }
        }
        return reason(forOpenError: failure)
    }
}
